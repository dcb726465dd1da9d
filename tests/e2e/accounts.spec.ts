import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { mailedLink } from "#tests/e2e/support/mailbox";

const browser = useBrowser();

describe("a traveler's account", () => {
  it("signs up, signs in, opens a listing, becomes host and signs out", async () => {
    const page = await browser.open();
    const email = `awa.${Date.now()}@exemple.bj`;

    await visit(page, "/auth?tab=signup");
    await page.getByLabel("Nom d'utilisateur").fill("Awa Kpadonou");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("Soleil-Ganvie-26");
    await page.getByLabel("Confirmer le mot de passe").fill("Soleil-Ganvie-26");
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await page.getByText("Inscription réussie").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("Soleil-Ganvie-26");
    await page.getByRole("button", { name: "Se connecter" }).last().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Connexion réussie").waitFor();
    const avatar = page.getByRole("banner").getByLabel("Menu du compte").first();
    expect((await avatar.innerText()).trim()).toBe("AK");

    // A listing opens once signed in.
    await page.locator('a[href^="/property/"]').first().click();
    await page.waitForURL(/\/property\//);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByText("Authentification requise").count()).toBe(0);

    // The address is confirmed through the link mailed at sign-up (needed to host).
    const link = new URL(await mailedLink(email, "/verify-email"));
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByText("Votre adresse email est confirmée.", { exact: false }).waitFor();

    // Become host: the button waits for the terms.
    await visit(page, "/become-host");
    const submit = page.locator('main button[type="submit"]');
    // Before hydration the form works without JavaScript (the server checks the box);
    // once hydrated, the button waits for the terms.
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('main button[type="submit"]')?.disabled === true,
    );
    await page.locator('main input[type="checkbox"]').check();
    await submit.click();
    await page.waitForURL(/\/host-dashboard$/);
    await avatar.click();
    await page.getByRole("banner").getByRole("link", { name: "Mes annonces" }).first().waitFor();

    await page.getByRole("banner").getByRole("button", { name: "Se déconnecter", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("link", { name: "Se connecter" }).first().waitFor();
  });
});

describe("protected pages", () => {
  it.each(["/property/00000000-0000-4000-8000-000000000000", "/my-bookings", "/host-dashboard", "/admin-dashboard"])(
    "%s sends a signed-out visitor to /auth and back afterwards",
    async (path) => {
      const page = await browser.open();
      await visit(page, path);
      await page.waitForURL(/\/auth\?/);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(path);
    },
  );

  it("refuses the admin page to a traveler", async () => {
    const page = await browser.open();
    await visit(page, "/auth");
    await page.getByLabel("Email").fill("voyageur@benin-voyages.bj");
    await page.getByLabel("Mot de passe", { exact: true }).fill("Voyageur2024!");
    await page.getByRole("button", { name: "Se connecter" }).last().click();
    await page.waitForURL((url) => url.pathname === "/");
    await visit(page, "/admin-dashboard");
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Accès refusé").first().waitFor();
  });
});
