// An administrator suspends a host from the users tab, with a reason: the host's open
// session ends at once, signing in again is refused in French, their listings leave the
// public pages, and the account's history says who did it and why. Reinstated, all comes
// back (the journey leaves the shared demo as it found it).
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { passDemoSecondFactor } from "#tests/e2e/support/second-factor";

const browser = useBrowser();

const ADMIN = { email: "admin@benin-voyages.bj", password: "Admin2024!" };
const TRAVELER = { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" };
const HOST = { email: "location@benin-voyages.bj", password: "Hote2024!", name: "Gildas Hounkpatin" };
const SUSPENDED =
  "Votre compte est suspendu par l'équipe Bénin Voyages : vous ne pouvez pas vous connecter. Le motif vous a été envoyé par e-mail ; écrivez-nous depuis la page Contact pour en savoir plus.";

async function signIn(page: Page, email: string, password: string) {
  await visit(page, "/auth");
  const form = page.locator("main form").filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: "Se connecter" }).click();
}

/** The host's row in the users tab, page after page (newest accounts first). */
async function hostRow(page: Page) {
  for (let number = 1; number <= 20; number += 1) {
    await visit(page, `/admin-dashboard?tab=users&page=${number}`);
    const row = page.locator("tr[data-user-id]").filter({ hasText: HOST.name });
    if ((await row.count()) === 1) return row;
  }
  throw new Error(`${HOST.name} introuvable dans l'onglet Utilisateurs`);
}

async function act(page: Page, action: string, reason: string) {
  const row = await hostRow(page);
  await row.locator("summary").filter({ hasText: "Actions sur le compte" }).click();
  const form = row.locator("details details").filter({ has: page.locator(`summary:text-is("${action}")`) });
  await form.locator("summary").click();
  await form.getByLabel("Motif (obligatoire)").fill(reason);
  await form.getByRole("button", { name: action }).click();
}

let reinstated = false;
let adminPage: Page | undefined;

afterAll(async () => {
  // Whatever happened above, the shared demo gets its host back.
  if (!reinstated && adminPage) await act(adminPage, "Rétablir", "Fin du test de suspension").catch(() => {});
});

describe("an administrator suspends a host", () => {
  it("ends the host's session, refuses their sign-in, hides their listings, records who and why; reinstating undoes it", async () => {
    // The host is signed in and finds one of their public listings.
    const host = await browser.open();
    await signIn(host, HOST.email, HOST.password);
    await host.waitForURL((url) => url.pathname !== "/auth");
    await visit(host, "/my-listings");
    const view = host.getByRole("link", { name: "Voir l'annonce" }).first();
    const listingPath = (await view.getAttribute("href"))!;
    expect(listingPath).toMatch(/^\/property\/[0-9a-f-]{36}$/);
    // A traveler (listing pages are for signed-in people) sees it.
    const visitor = await browser.open();
    await signIn(visitor, TRAVELER.email, TRAVELER.password);
    await visitor.waitForURL((url) => url.pathname !== "/auth");
    expect((await visitor.goto(listingPath))!.status()).toBe(200);
    expect(new URL(visitor.url()).pathname).toBe(listingPath);

    // The administrator suspends the account with a reason.
    adminPage = await browser.open();
    await signIn(adminPage, ADMIN.email, ADMIN.password);
    await passDemoSecondFactor(adminPage);
    await adminPage.waitForURL((url) => url.pathname === "/");
    const reason = `Annonces signalées comme trompeuses (${Date.now()})`;
    await act(adminPage, "Suspendre", reason);
    await adminPage.getByRole("status").getByText(`Le compte de ${HOST.name} est suspendu`).waitFor();

    // The host's open session ended at once: their own pages now ask them to sign in.
    await host.goto("/my-listings");
    await host.waitForURL((url) => url.pathname === "/auth");
    // Signing in again, with the right password, is refused in French.
    await signIn(host, HOST.email, HOST.password);
    await host.getByText(SUSPENDED).first().waitFor();
    expect(new URL(host.url()).pathname).toBe("/auth");

    // Their listing left the public pages.
    expect((await visitor.goto(listingPath))!.status()).toBe(404);
    expect(new URL(visitor.url()).pathname).toBe(listingPath);

    // The account's history says what was done, by whom, and why.
    const row = await hostRow(adminPage);
    await row.locator("summary").filter({ hasText: "Actions sur le compte" }).click();
    const history = await row.innerText();
    expect(history).toContain("Compte suspendu par Rachida Bello");
    expect(history).toContain(reason);
    expect(history).toContain("Suspendu depuis le");

    // Reinstated: the host signs in again and the listing is public again.
    await act(adminPage, "Rétablir", "Vérification faite avec l'hôte");
    await adminPage.getByRole("status").getByText(`Le compte de ${HOST.name} est rétabli.`).waitFor();
    reinstated = true;
    await signIn(host, HOST.email, HOST.password);
    await host.waitForURL((url) => url.pathname !== "/auth");
    expect((await visitor.goto(listingPath))!.status()).toBe(200);
  });
});
