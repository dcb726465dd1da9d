// The strict Content-Security-Policy breaks nothing in a real browser: a visitor and a
// traveler go through the home page, the listings, a listing, the booking, the local
// FedaPay checkout and the payment confirmation (with its confetti), and Chromium reports
// no violation anywhere. Static files served by server.js carry the security headers too.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { firstFreeRun, openPickerAt } from "#tests/e2e/support/date-picker";
import { passDemoSecondFactor } from "#tests/e2e/support/second-factor";

const browser = useBrowser();

/** Every violation Chromium reports on this page, across navigations. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  // Bindings and init scripts come through the DevTools protocol: the page's policy does
  // not apply to them, so the listener itself is never refused.
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  return violations;
}

async function signIn(page: Page, email: string, password: string, redirectTo: string) {
  await visit(page, `/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("Mot de passe").first().fill(password);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Se connecter" }) });
  await form.getByRole("button", { name: "Se connecter" }).click();
  if (email === "admin@benin-voyages.bj") await passDemoSecondFactor(page);
  await page.waitForURL((url) => url.pathname === redirectTo);
}

/** Picks three free nights far ahead (other journeys book around 120 days ahead). */
async function pickThreeNights(page: Page) {
  const start = await firstFreeRun(page, "Date d'arrivée", addDays(todayInBenin(), 200), 3);
  if (!start) throw new Error("aucune suite de 3 nuits libres");
  const dialog = await openPickerAt(page, "Date d'arrivée", start);
  await dialog.locator(`[data-date="${start}"]`).click();
  await openPickerAt(page, "Date de départ", addDays(start, 3));
  await dialog.locator(`[data-date="${addDays(start, 3)}"]`).click();
  await page.getByText("x 3 nuits").waitFor();
}

describe("the Content-Security-Policy in Chromium", () => {
  it("refuses nothing from the home page to the paid booking and its confetti", async () => {
    const page = await browser.open();
    const violations = await watchViolations(page);

    const home = await visit(page, "/");
    expect(home?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}'/);
    await visit(page, "/accommodations");
    await visit(page, "/search?destination=cotonou");
    await page.locator('a[href^="/property/"]').first().waitFor();
    expect(violations).toEqual([]);

    await signIn(page, "voyageur@benin-voyages.bj", "Voyageur2024!", "/accommodations");
    const listingPath = (await page.locator('a[href^="/property/"]').first().getAttribute("href"))!;
    await visit(page, listingPath);
    await pickThreeNights(page);
    await page.getByRole("button", { name: "Confirmer la réservation" }).click();
    await page.waitForURL(/\/payment\?booking_id=/);
    await page.getByLabel("MTN Mobile Money").check();
    await page.getByLabel("Numéro mobile money").fill("0197000000");
    await page.getByRole("button", { name: /^Payer / }).click();

    // The stand-in's page has its own, stricter policy (its stylesheet is allowed by hash).
    await page.waitForURL(/\/fedapay-standin\/checkout\//);
    const checkoutBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(checkoutBackground).toBe("rgb(244, 246, 248)");
    await page.getByLabel("MTN Mobile Money").check();
    await page.getByLabel("Numéro de téléphone").fill("0197000000");
    await page.getByRole("button", { name: "Valider le paiement" }).click();

    await page.waitForURL(/\/payment-success\?booking_id=/);
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    await page.getByTestId("confetti").locator("span").first().waitFor();
    expect(violations).toEqual([]);
    // The confetti's animation exists in the page's styles (an inline <style> would be refused).
    const keyframes = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule instanceof CSSKeyframesRule && rule.name === "bv-confetti"),
      ),
    );
    expect(keyframes).toBe(true);
    await visit(page, "/my-bookings");
    expect(violations).toEqual([]);
  }, 120_000);

  it("refuses nothing on the host's and the administrator's pages, a picture upload included", async () => {
    const page = await browser.open();
    const violations = await watchViolations(page);
    await signIn(page, "hote@benin-voyages.bj", "Hote2024!", "/host-dashboard");
    await visit(page, "/my-listings");
    await visit(page, "/reservations");
    await visit(page, "/add-property");
    // The preview is a blob: picture, then the upload a fetch to /api/uploads.
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#27ae60" } })
      .jpeg()
      .toBuffer();
    await page
      .getByTestId("image-input")
      .setInputFiles([{ name: "case.jpg", mimeType: "image/jpeg", buffer: picture }]);
    await page.locator('li[data-status="uploaded"]').first().waitFor();
    expect(violations).toEqual([]);

    const admin = await browser.open();
    const adminViolations = await watchViolations(admin);
    await signIn(admin, "admin@benin-voyages.bj", "Admin2024!", "/admin-dashboard");
    await visit(admin, "/admin-dashboard?tab=users");
    await admin.getByRole("table").first().waitFor();
    expect(adminViolations).toEqual([]);
  }, 120_000);

  it("sends nosniff with the build's scripts, compressed or not, and every header with other static files", async () => {
    const baseUrl = browser.baseUrl();
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const compressed = await fetch(`${baseUrl}${script}`, { headers: { "accept-encoding": "br" } });
    const plain = await fetch(`${baseUrl}${script}`, { headers: { "accept-encoding": "identity" } });
    const favicon = await fetch(`${baseUrl}/favicon.svg`);
    const gzipped = await fetch(`${baseUrl}${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    // The copies compressed at build time: the same script, cached for a year, and no
    // validator (an immutable file is never revalidated; each header costs bytes).
    const source = await plain.text();
    for (const response of [compressed, gzipped]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("etag")).toBeNull();
      expect(response.headers.get("last-modified")).toBeNull();
      expect(Number(response.headers.get("content-length"))).toBeLessThan(source.length / 2);
    }
    expect(await compressed.text()).toBe(source);
    expect(await gzipped.text()).toBe(source);
    for (const response of [compressed, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      // A script obeys its page's policies: sending them again would only cost bytes.
      expect(response.headers.get("content-security-policy")).toBeNull();
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    for (const response of [favicon]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      // The e2e server runs on http://127.0.0.1: no HSTS there.
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });
});
