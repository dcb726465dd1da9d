// A visitor from Ghana reads the site in English (docs/decisions/030): the home page under
// /en, a language switch that keeps the page and its query, a search, a listing with its
// indicative euros, an English sign-up whose e-mail leads back to /en, sign-in, and the
// booking form in English. Books nothing: no unpaid booking is left on the shared server.
// The words come from the texts' accessors (English), so the journey follows their wording.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authTexts } from "#common/texts/auth";
import { bookingFormTexts } from "#common/texts/booking-form";
import { footerTexts } from "#common/texts/footer";
import { headerTexts } from "#common/texts/header";
import { homePageTexts } from "#common/texts/home-page";
import { searchUiTexts } from "#common/texts/search-ui";
import { toastMessagesTexts } from "#common/texts/toast-messages";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { mailedLink } from "#tests/e2e/support/mailbox";

const browser = useBrowser();
const auth = authTexts.en;
const toasts = toastMessagesTexts.en.catalog;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Follows the footer's switch and waits for the page in `lang` (its <html lang>). */
async function switchLanguage(page: Page, lang: "fr" | "en") {
  await page.locator("footer a[data-language-switch]").click();
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
}

/** The plain-ASCII words of an area's English that its French does not share (as a bundle writes them). */
function englishOnly(en: unknown, fr: unknown): string[] {
  if (typeof en === "string") return /^[\x20-\x7e]{12,}$/.test(en) && en !== fr && !en.includes('"') ? [en] : [];
  if (en === null || typeof en !== "object" || typeof fr !== "object" || fr === null) return [];
  return Object.entries(en).flatMap(([key, value]) => englishOnly(value, (fr as Record<string, unknown>)[key]));
}

/** Opens `path` and returns the text of every script the page loaded, and the errors it printed. */
async function scriptsOf(page: Page, path: string) {
  const bodies: Promise<string>[] = [];
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await visit(page, path);
  return { scripts: (await Promise.all(bodies)).join("\n"), errors };
}

describe("an English-speaking visitor", () => {
  it("loads only the page language's texts: none of the English on a French page, English pages hydrated in English", async () => {
    const areas = [searchUiTexts, headerTexts, footerTexts, homePageTexts];
    const english = areas.flatMap((area) => englishOnly(area.en, area.fr));
    expect(english.length).toBeGreaterThan(10);

    const french = await scriptsOf(await browser.open(), "/search?destination=cotonou");
    expect(french.errors).toEqual([]);
    expect(english.filter((words) => french.scripts.includes(words))).toEqual([]);

    const page = await browser.open();
    const inEnglish = await scriptsOf(page, "/en/search?destination=cotonou");
    expect(inEnglish.errors).toEqual([]);
    const shown = englishOnly(searchUiTexts.en, searchUiTexts.fr);
    expect(shown.filter((words) => !inEnglish.scripts.includes(words))).toEqual([]);
    // Hydrated with the same words as the server wrote (a mismatch would be an error above),
    // and the page's script speaks English after it: a new search goes to the English page.
    await page.getByLabel(searchUiTexts.en.destination).first().fill("ouidah");
    await page.getByRole("button", { name: searchUiTexts.en.submit, exact: true }).first().click();
    await page.waitForFunction(() => location.pathname === "/en/search" && location.search.includes("ouidah"));
    expect(await page.getByLabel(searchUiTexts.en.destination).first().inputValue()).toBe("ouidah");
  });

  it("reads the home page in English, with the other language offered to search engines", async () => {
    const page = await browser.open();
    const response = await visit(page, "/en");
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(homePageTexts.en.heroTitle);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
      );
    expect(alternates).toEqual([
      ["fr", "/"],
      ["en", "/en"],
      ["x-default", "/"],
    ]);
    // Links of the page stay in English; the switch names French in French.
    expect(await page.locator('footer a[href="/en/faq"]').count()).toBe(1);
    expect(await page.locator('footer a[href="/faq"]').count()).toBe(0);
    const switchLink = page.locator("footer a[data-language-switch]");
    expect(await switchLink.getAttribute("href")).toBe("/");
    expect(await switchLink.getAttribute("hreflang")).toBe("fr");
    expect(await switchLink.innerText()).toBe("Français");
  });

  it("switches language on the same page, query kept, and back", async () => {
    const page = await browser.open();
    await visit(page, "/en/search?destination=cotonou&guests=2");
    await switchLanguage(page, "fr");
    expect(pathOf(page)).toBe("/search?destination=cotonou&guests=2");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator("footer a[data-language-switch]").innerText()).toBe("English");
    await switchLanguage(page, "en");
    expect(pathOf(page)).toBe("/en/search?destination=cotonou&guests=2");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  it("searches, opens a listing with its euro amount, signs up and in, and reads the booking form in English", async () => {
    const page = await browser.open();
    await visit(page, "/en");
    await page.getByLabel(searchUiTexts.en.destination).first().fill("cotonou");
    // The form posts to the English search without JavaScript too.
    expect(await page.locator('form[role="search"]').first().getAttribute("action")).toBe("/en/search");
    await page.getByRole("button", { name: searchUiTexts.en.submit, exact: true }).first().click();
    await page.waitForFunction(() => location.pathname === "/en/search" && location.search.includes("cotonou"));
    const cards = page.locator('main a[href^="/en/property/"]');
    await cards.first().waitFor();
    expect(await page.locator('main a[href^="/property/"]').count()).toBe(0);
    // Prices in FCFA with their indicative euros ('25,000 FCFA (≈ €38)').
    expect(await cards.first().innerText()).toMatch(/FCFA \(≈ €\d[\d,]*\)/);

    // A listing asks a visitor to sign in first: on the English sign-in page, coming back after.
    await cards.first().click();
    await page.waitForFunction(() => location.pathname === "/en/auth");
    const listingPath = new URL(page.url()).searchParams.get("redirectTo")!;
    expect(listingPath).toMatch(/^\/en\/property\/[0-9a-f-]+$/);

    // Sign-up in English: the confirmation e-mail's link leads to the English page.
    const email = `kwame.${randomUUID().slice(0, 8)}@example.gh`;
    await visit(page, "/en/auth?tab=signup");
    await page.getByLabel(auth.fields.username).fill("Kwame Mensah");
    await page.getByLabel(auth.fields.email).fill(email);
    await page.getByLabel(auth.fields.password, { exact: true }).fill("Accra-Cotonou-26");
    await page.getByLabel(auth.fields.confirmPassword).fill("Accra-Cotonou-26");
    await page.getByRole("button", { name: auth.actions.signup }).click();
    await page.getByText(toasts.signedUp.title).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/en/auth");
    const link = new URL(await mailedLink(email, "/en/verify-email"));
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByText(auth.verifyEmail.verified, { exact: false }).waitFor();

    // Sign in from the listing: back on the English listing afterwards.
    await visit(page, `/en/auth?redirectTo=${encodeURIComponent(listingPath)}`);
    await page.getByLabel(auth.fields.email).fill(email);
    await page.getByLabel(auth.fields.password, { exact: true }).fill("Accra-Cotonou-26");
    await page.getByRole("button", { name: auth.actions.login }).last().click();
    await page.waitForFunction((path) => location.pathname === path, listingPath);
    await page.getByText(toasts.signedIn.title).first().waitFor();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.locator("main").innerText()).toMatch(/FCFA \(≈ €\d[\d,]*\)/);

    // The booking form, in English (nothing is booked).
    const form = bookingFormTexts.en.form;
    const booking = page.locator("main");
    await booking.getByText(form.travelerTitle).first().waitFor();
    expect(await booking.getByText(new RegExp(`^(${form.arrival}|${form.vehicleStart})`)).count()).toBeGreaterThan(0);
    await page.getByLabel(form.firstName).first().waitFor();
    await page.getByRole("button", { name: form.submit }).first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });
});
