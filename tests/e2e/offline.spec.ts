// Installable and readable without a connection (issue 17, docs/decisions/029): the demo
// traveler opens their bookings, a paid booking's confirmation and a listing (by a click,
// as people do), the network is cut, and the three pages still show, marked 'Hors ligne';
// an address never kept shows the offline page. Signed out (online), the network cut again:
// nothing of theirs shows. The manifest and its icons are served and valid. Reads only: the
// traveler's bookings are left as they were.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "#tests/e2e/support/browser";

const browser = useBrowser();

const PAGES_CACHE = "bv-pages";

/** Waits until the service worker controls the page (it claims pages once active). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
}

/** Waits until the worker has kept a copy of `path` (it stores it after the page arrived). */
async function waitForKeptCopy(page: Page, path: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await keptAddresses(page)).includes(path)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${path} n'a pas été enregistrée pour la lecture hors ligne`);
}

async function keptAddresses(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const pages = await caches.open(name);
    return (await pages.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }, PAGES_CACHE);
}

async function signIn(page: Page) {
  await visit(page, "/auth?redirectTo=%2Fmy-bookings");
  await page.getByLabel("Email").first().fill("voyageur@benin-voyages.bj");
  await page.getByLabel("Mot de passe").first().fill("Voyageur2024!");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Se connecter" }) });
  await form.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname === "/my-bookings");
}

const notice = (page: Page) => page.locator(".offline-notice");

describe("offline reading", () => {
  it("keeps the traveler's bookings, a confirmation and a listing, and forgets them at sign-out", async () => {
    const page = await browser.open({ mobile: true });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    // The home page registers the worker; once it controls the page, pages go through it.
    const home = await visit(page, "/");
    expect(home?.headers()["content-security-policy"]).toContain("manifest-src 'self'");
    expect(home?.headers()["content-security-policy"]).toContain("worker-src 'self'");
    await waitForServiceWorker(page);
    // Online, the notice is there but hidden.
    expect(await notice(page).count()).toBe(1);
    expect(await notice(page).isVisible()).toBe(false);

    await signIn(page);
    await visit(page, "/my-bookings");
    const paid = page.locator('li[id^="booking-"]').filter({ has: page.locator('[data-status="approved"]') });
    const bookingId = (await paid.first().getAttribute("id"))!.slice("booking-".length);
    const reference = (await paid.first().getAttribute("data-booking-reference"))!;
    expect(reference).toBeTruthy();
    await waitForKeptCopy(page, "/my-bookings");

    const confirmation = `/payment-success?booking_id=${bookingId}`;
    await visit(page, confirmation);
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    await waitForKeptCopy(page, confirmation);

    // A listing opened by a click: React Router fetches only its data; the worker keeps the page.
    await visit(page, "/my-bookings");
    const listingLink = paid.first().locator('a[href^="/property/"]');
    const listingPath = (await listingLink.getAttribute("href"))!;
    const listingTitle = (await listingLink.innerText()).trim();
    await listingLink.click();
    await page.waitForURL((url) => url.pathname === listingPath);
    await waitForKeptCopy(page, listingPath);
    expect(await keptAddresses(page)).toEqual(
      expect.arrayContaining(["/my-bookings", confirmation, listingPath].map((path) => path)),
    );
    // Never the account, messages, payment forms or data answers.
    expect((await keptAddresses(page)).filter((path) => !path.startsWith("/__"))).toHaveLength(3);

    // The network cut: the three pages read from the device, marked 'Hors ligne'.
    await page.context().setOffline(true);
    await page.reload();
    expect(await page.locator("html[data-offline-copy]").count()).toBe(1);
    await notice(page).getByText("Hors ligne").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(listingTitle);

    await page.goto("/my-bookings");
    await notice(page).getByText("Hors ligne").waitFor();
    await page.locator(`li[data-booking-reference="${reference}"]`).waitFor();
    expect(await page.locator("script").count()).toBe(0);

    await page.goto(confirmation);
    await notice(page).getByText("Hors ligne").waitFor();
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    await page.getByText(reference).first().waitFor();

    // Another page, never kept: the offline page, nothing of the traveler's.
    await page.goto("/account");
    await page.getByRole("heading", { name: "Hors ligne", level: 1 }).waitFor();
    await page.getByText("Cette page n'est pas enregistrée sur cet appareil.").waitFor();

    // Back online: the pages come from the network again, never the copy.
    await page.context().setOffline(false);
    await visit(page, "/my-bookings");
    expect(await page.locator("html[data-offline-copy]").count()).toBe(0);
    expect(await notice(page).isVisible()).toBe(false);

    // Signed out, the network cut again: the previous person's pages are gone.
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("button", { name: "Se déconnecter", exact: true }).and(page.locator(":visible")).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByLabel("Menu du compte").first().waitFor({ state: "detached" });
    expect(await keptAddresses(page)).toEqual([]);
    await page.context().setOffline(true);
    for (const path of ["/my-bookings", confirmation]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Hors ligne", level: 1 }).waitFor();
      expect(await page.getByText(reference).count(), path).toBe(0);
      expect(await page.getByText("Paiement confirmé !").count(), path).toBe(0);
    }
    await page.context().setOffline(false);
    expect(violations).toEqual([]);
  });

  it("serves a valid manifest whose icons are reachable", async () => {
    const page = await browser.open();
    await visit(page, "/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Bénin Voyages", start_url: "/", display: "standalone" });
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const wanted = ["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"];
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(wanted.sort());
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      const { width, height, format } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe("png");
    }
    // The worker's script: served as JavaScript, from the site itself.
    const worker = await page.request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
  });
});
