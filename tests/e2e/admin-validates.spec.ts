import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "#tests/e2e/support/browser";
import { passDemoSecondFactor } from "#tests/e2e/support/second-factor";

const browser = useBrowser();

// Demo data (server/seed/demo-moderation.server.ts): pending listings waiting for review.
const TO_APPROVE = "Duplex avec terrasse à Fidjrossè";
const TO_REJECT = { title: "Case d'hôtes à Tanguiéta", hostEmail: "hote.nord@benin-voyages.bj" };

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const form = page
    .locator("form")
    .filter({ has: page.locator('input[name="password"]') })
    .first();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  if (email === "admin@benin-voyages.bj") await passDemoSecondFactor(page);
  await page.waitForURL((url) => url.pathname === "/");
}

const pendingCount = async (page: Page) => Number(await page.getByTestId("pending-count").innerText());
const pendingCard = (page: Page, title: string) =>
  page
    .getByTestId("pending-listings")
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const decidedCard = (page: Page, title: string) =>
  page
    .getByTestId("decided-listings")
    .locator("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

describe("an administrator validates listings", () => {
  it("approves one (public page and search), rejects another whose host then reads the reason", async () => {
    const page = await browser.open();
    await signIn(page, "admin@benin-voyages.bj", "Admin2024!");
    await page.goto("/admin-dashboard");
    await page.getByRole("heading", { name: "Tableau de bord administrateur" }).waitFor();
    const before = await pendingCount(page);

    // Approve, with the answer held back a moment so the processing state can be seen.
    const card = pendingCard(page, TO_APPROVE);
    const listingId = await card.getAttribute("data-listing-id");
    expect(listingId).toMatch(/^[0-9a-f-]{36}$/);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin-dashboard*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await card.getByRole("button", { name: `Approuver « ${TO_APPROVE} »` }).click();
    await card.getByText("Traitement...").waitFor();
    expect(await card.getByRole("button", { name: `Approuver « ${TO_APPROVE} »` }).isDisabled()).toBe(true);
    // Every other decision waits too.
    expect(
      await pendingCard(page, TO_REJECT.title)
        .getByRole("button", { name: /^Approuver/ })
        .isDisabled(),
    ).toBe(true);
    release();
    await page.getByRole("status").getByText("Annonce approuvée").waitFor();
    await pendingCard(page, TO_APPROVE).waitFor({ state: "detached" });
    expect(await pendingCount(page)).toBe(before - 1);
    await decidedCard(page, TO_APPROVE).getByTestId("decision-history").getByText("par Rachida Bello").waitFor();
    await page.unroute("**/admin-dashboard*");

    // The approved listing is public now: its page and the search find it.
    await page.goto(`/property/${listingId}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(TO_APPROVE);
    await page.goto("/search?destination=Fidjross%C3%A8");
    await page.locator(`a[href="/property/${listingId}"]`).first().waitFor();

    // Reject another with a reason.
    await page.goto("/admin-dashboard");
    const reason = `Les photos ne montrent pas la case. Ajoutez des vues de la chambre (${Date.now()}).`;
    const toReject = pendingCard(page, TO_REJECT.title);
    await toReject.locator("summary", { hasText: "Rejeter" }).click();
    const textarea = toReject.getByLabel("Raison du rejet (visible par l'hôte)");
    expect(await textarea.inputValue()).toBe("Non conforme aux normes de la plateforme");
    await textarea.fill(reason);
    await toReject.getByRole("button", { name: "Confirmer le rejet" }).click();
    await page.getByRole("status").getByText("Annonce rejetée").waitFor();
    await pendingCard(page, TO_REJECT.title).waitFor({ state: "detached" });
    expect(await pendingCount(page)).toBe(before - 2);
    await decidedCard(page, TO_REJECT.title).getByTestId("decision-history").getByText(reason).waitFor();

    // Its host signs in and reads the reason in /my-listings.
    const hostPage = await browser.open();
    await signIn(hostPage, TO_REJECT.hostEmail, "Hote2024!");
    await hostPage.goto("/my-listings");
    await hostPage.getByText(reason).waitFor();
  });

  it("shows the other tabs: bookings, users with masked e-mails, messages and e-mails", async () => {
    const page = await browser.open();
    await signIn(page, "admin@benin-voyages.bj", "Admin2024!");
    await page.goto("/dashboard?tab=users");
    // Other journeys may have signed people up meanwhile: any masked address will do.
    await page
      .getByRole("table")
      .getByText(/^[^\s@]\*\*\*@[^\s@]+$/)
      .first()
      .waitFor();
    expect(await page.content()).not.toContain("admin@benin-voyages.bj</td>");
    await page.getByRole("link", { name: "Réservations" }).first().click();
    await page.waitForURL(/tab=bookings/);
    await page
      .getByRole("table")
      .getByText(/^BK\d{8}$/)
      .first()
      .waitFor();
    await page.getByRole("link", { name: "E-mails" }).click();
    await page.waitForURL(/tab=emails/);
    await page.getByRole("navigation", { name: "Filtrer par statut" }).waitFor();
  });
});
