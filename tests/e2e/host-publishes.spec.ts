import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useBrowser } from "#tests/e2e/support/browser";

const browser = useBrowser();

async function signInAsHost(page: Page) {
  await page.goto("/auth");
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="password"]') })
    .first();
  await form.locator('input[name="email"]').fill("hote@benin-voyages.bj");
  await form.locator('input[name="password"]').fill("Hote2024!");
  await form.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

const jpeg = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
const imageKeys = (page: Page) =>
  page
    .locator('input[type="hidden"][name="images"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe("a host publishes and manages listings", () => {
  it("creates a property with three pictures, picks the second as cover, and sees it pending and not public", async () => {
    const page = await browser.open();
    await signInAsHost(page);
    await page.goto("/add-property");
    const title = `Case de test ${Date.now()}`;
    await page.getByLabel("Titre").fill(title);
    await page.getByLabel("Description").fill("Une case tranquille au bord de la lagune, idéale pour se reposer.");
    await page.getByLabel("Catégorie").selectOption("Bungalow");
    await page.getByLabel("Prix par nuit (FCFA)").fill("25 000");
    await page.getByLabel("Adresse").fill("Quartier Zoungbodji");
    await page.getByLabel("Ville").fill("Ouidah");
    await page.getByLabel("Capacité d'accueil (voyageurs)").fill("3");
    await page.getByLabel("WiFi gratuit").check();

    await page.getByTestId("image-input").setInputFiles([
      { name: "une.jpg", mimeType: "image/jpeg", buffer: await jpeg("#c0392b") },
      { name: "deux.jpg", mimeType: "image/jpeg", buffer: await jpeg("#27ae60") },
      { name: "trois.jpg", mimeType: "image/jpeg", buffer: await jpeg("#2980b9") },
    ]);
    await page.locator('li[data-status="uploaded"]').nth(2).waitFor();
    const uploaded = await imageKeys(page);
    expect(uploaded).toHaveLength(3);

    await page.locator("li[data-status]").nth(1).getByRole("button", { name: "Définir comme principale" }).click();
    await page.getByText("Image principale définie").first().waitFor();
    expect(await imageKeys(page)).toEqual([uploaded[1], uploaded[0], uploaded[2]]);

    await page.getByRole("button", { name: "Soumettre l'annonce" }).click();
    await page.waitForURL((url) => url.pathname === "/host-dashboard");
    await page.getByText("Propriété ajoutée").first().waitFor();

    await page.goto("/my-listings");
    const item = page.locator("li[data-listing-id]").filter({ hasText: title });
    await item.getByText("En attente de validation").waitFor();
    const cover = await item.locator("img").getAttribute("src");
    expect(cover).toContain(uploaded[1]);

    const id = await item.getAttribute("data-listing-id");
    const detail = await page.goto(`/property/${id}`);
    expect(detail?.status()).toBe(404);
    await page.goto(`/search?destination=${encodeURIComponent(title)}`);
    await page.getByText("Aucun résultat ne correspond à vos critères").waitFor();
  });

  it("edits an approved listing's price and sees it go back to pending", async () => {
    const page = await browser.open();
    await signInAsHost(page);
    await page.goto("/my-listings");
    const approved = page.locator("li[data-listing-id]").filter({ hasText: "Approuvée" }).first();
    const id = await approved.getAttribute("data-listing-id");
    await approved.getByRole("link", { name: "Modifier" }).click();
    await page.waitForURL((url) => url.pathname === `/edit-listing/${id}`);

    const price = page.getByLabel(/Prix par (nuit|jour)/);
    const current = Number((await price.inputValue()).replace(/\D/g, ""));
    await price.fill(String(current + 5000));
    await page.getByText("Nouvelle validation nécessaire").waitFor();
    await page.getByRole("button", { name: "Enregistrer et soumettre à nouveau" }).click();
    await page.waitForURL((url) => url.pathname === "/my-listings");
    await page.getByText("Annonce mise à jour").first().waitFor();
    const row = page.locator(`li[data-listing-id="${id}"]`);
    await row.getByText("En attente de validation").waitFor();
  });
});
