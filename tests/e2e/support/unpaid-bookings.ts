// The journeys share one server, and its demo traveler: an account holds at most two unpaid
// bookings at once (docs/decisions/024), so a journey that books as the demo traveler first
// lets go of the unpaid bookings earlier journeys left ("Annuler la réservation" on
// /my-bookings, as the traveler would). Done in a page of its own, so the journey's page
// (a keyboard-only one, say) is not touched.
import type { Page } from "playwright-core";

export const DEMO_TRAVELER = { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" };

/** On a signed-in traveler's page: cancels every booking still waiting for its payment. */
export async function cancelUnpaidBookings(page: Page) {
  await page.goto("/my-bookings");
  for (let round = 0; round < 10; round += 1) {
    const card = page.locator("li[data-booking-reference]", {
      has: page.getByRole("link", { name: "Payer maintenant" }),
    });
    if ((await card.count()) === 0) return;
    const first = card.first();
    const reference = await first.getAttribute("data-booking-reference");
    await first.locator("summary", { hasText: "Annuler la réservation" }).click();
    await first.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await page
      .locator(`li[data-booking-reference="${reference}"]`, {
        has: page.getByRole("link", { name: "Payer maintenant" }),
      })
      .waitFor({ state: "detached" });
  }
}

/** Signs the demo traveler in on a page of its own, cancels their unpaid bookings, closes it. */
export async function releaseDemoTravelerHolds(open: () => Promise<Page>) {
  const page = await open();
  try {
    await page.goto("/auth?redirectTo=%2Fmy-bookings");
    await page.getByLabel("Email").first().fill(DEMO_TRAVELER.email);
    await page.getByLabel("Mot de passe").first().fill(DEMO_TRAVELER.password);
    await page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Se connecter" }) })
      .getByRole("button", { name: "Se connecter" })
      .click();
    await page.waitForURL((url) => url.pathname === "/my-bookings");
    await cancelUnpaidBookings(page);
  } finally {
    await page.context().close();
  }
}
