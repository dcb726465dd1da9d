import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "#tests/e2e/support/browser";

const browser = useBrowser();

describe("an anonymous visitor browses the marketplace", () => {
  it("goes from the home page to search results, a category and a static page", async () => {
    const page = await browser.open();
    await visit(page, "/");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Découvrez le Bénin à votre façon");

    // Home search: destination only.
    await page.getByLabel("Destination").first().fill("  cotonou ");
    await page.getByRole("button", { name: "Rechercher" }).first().click();
    await page.waitForURL(/\/search\?/);
    await page.getByRole("heading", { name: "Résultats pour « cotonou »" }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get("destination")).toBe("cotonou");
    expect(url.searchParams.has("guests")).toBe(false);
    const cards = page.locator('a[href^="/property/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    const cardTexts = await cards.allInnerTexts();
    expect(cardTexts.every((text) => text.includes("Cotonou"))).toBe(true);

    // A category from the home tiles.
    await visit(page, "/");
    await page.locator('a[href="/category/villa"]').first().click();
    await page.waitForURL(/\/category\/villa$/);
    await page.locator('nav[aria-label="Fil d\'Ariane"]').waitFor();
    const villaCards = page.locator('a[href^="/property/"]');
    await villaCards.first().waitFor();
    expect((await villaCards.allInnerTexts()).every((text) => text.includes("Villa"))).toBe(true);

    // A static page from the footer.
    await page.locator('footer a[href="/faq"]').click();
    await page.waitForURL(/\/faq$/);
    await page.locator("details").first().waitFor();
    expect(await page.locator("details").count()).toBe(8);
  });

  it("finds 'Abomey-Calavi' when typing 'abomey calavi' without the hyphen", async () => {
    const page = await browser.open();
    await visit(page, "/search?destination=abomey%20calavi");
    const cards = page.locator('a[href^="/property/"]');
    await cards.first().waitFor();
    expect((await cards.allInnerTexts()).every((text) => text.includes("Abomey-Calavi"))).toBe(true);
  });

  it("shows the empty state with a reset when nothing matches", async () => {
    const page = await browser.open();
    await visit(page, "/search?destination=zzzz-introuvable");
    await page.getByText("Aucun résultat ne correspond à vos critères").waitFor();
  });
});

describe("the mobile menu", () => {
  it("opens, navigates and closes on a link click", async () => {
    const page = await browser.open({ mobile: true });
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    await menu.getByRole("link", { name: "Véhicules" }).click();
    await page.waitForURL(/\/vehicles$/);
    expect(await page.locator("#mobile-menu").count()).toBe(0);
  });
});

describe("an unknown address", () => {
  it("answers 404 with a way home", async () => {
    const page = await browser.open();
    const response = await visit(page, "/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: "Retour à l'accueil" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
