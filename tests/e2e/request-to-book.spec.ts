// Request to book (issue 16 item 1, docs/decisions/026): a host switches their listing to
// "Sur demande" with a weekly discount in the listing form (it stays published, no review);
// a traveler picks 7 nights, sees the discount in the price summary and sends a request;
// the host accepts it on /reservations; the traveler pays it from /my-bookings with MTN on
// the local FedaPay stand-in; both sides got the request's e-mails. The listing is put
// back as it was at the end.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { useBrowser } from "#tests/e2e/support/browser";
import { firstFreeRun, openPickerAt } from "#tests/e2e/support/date-picker";
import { decodeQuotedPrintable } from "#tests/e2e/support/mailbox";
import { sharedServer } from "#tests/e2e/support/shared-server";
import { signIn } from "#tests/e2e/support/sign-in";
import { releaseDemoTravelerHolds } from "#tests/e2e/support/unpaid-bookings";

const browser = useBrowser();
const HOST = { email: "hote.cote@benin-voyages.bj", password: "Hote2024!" };
const TRAVELER = { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" };

/** The e-mails kept by the journeys' server that mention `text` (file transport). */
function mailsWith(text: string): string[] {
  const directory = path.join(sharedServer().dataDir, "mail");
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(directory, name), "latin1")))
    .filter((message) => message.includes(text));
}

/** The host sets the listing's booking mode and weekly discount in the listing form. */
async function setRules(page: Page, listingId: string, mode: RegExp, weekly: string) {
  await page.goto(`/edit-listing/${listingId}`);
  await page.getByRole("radio", { name: mode }).check();
  await page.getByLabel(/Réduction à la semaine/).fill(weekly);
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await page.waitForURL(/\/my-listings/);
}

describe("a traveler requests to book, the host accepts, the traveler pays", () => {
  it("request, accept, pay", async () => {
    const host = await browser.open();
    await signIn(host, HOST.email, HOST.password, "/my-listings");
    const listingPath = (await host.locator('a[href^="/property/"]').first().getAttribute("href"))!;
    const listingId = listingPath.split("/").pop()!;
    await setRules(host, listingId, /Sur demande/, "10");
    // Only booking rules changed: still published, no administrator's review.
    await host.goto(`/edit-listing/${listingId}`);
    expect(await host.getByRole("radio", { name: /Sur demande/ }).isChecked()).toBe(true);

    try {
      await releaseDemoTravelerHolds(() => browser.open());
      const traveler = await browser.open();
      await signIn(traveler, TRAVELER.email, TRAVELER.password, "/accommodations");
      await traveler.goto(listingPath);
      await traveler.getByRole("button", { name: "Envoyer la demande de réservation" }).waitFor();
      await traveler.getByText(/l'hôte répond sous 24 heures/).waitFor();

      // Seven free nights, a few months ahead.
      const start = await firstFreeRun(traveler, "Date d'arrivée", addDays(todayInBenin(), 150), 7);
      if (!start) throw new Error("aucune suite de 7 nuits libres dans les quatre mois suivants");
      const end = addDays(start, 7);
      await openPickerAt(traveler, "Date d'arrivée", start);
      await traveler.getByRole("dialog").locator(`[data-date="${start}"]`).click();
      await openPickerAt(traveler, "Date de départ", end);
      await traveler.getByRole("dialog").locator(`[data-date="${end}"]`).click();
      await traveler.getByText("x 7 nuits").waitFor();
      await traveler.getByText("Réduction à la semaine (−10 %)").waitFor();

      await traveler.getByRole("button", { name: "Envoyer la demande de réservation" }).click();
      await traveler.waitForURL(/\/my-bookings#booking-/);
      await traveler.getByText("Demande envoyée", { exact: true }).waitFor();
      const bookingId = new URL(traveler.url()).hash.replace("#booking-", "");
      const card = traveler.locator(`#booking-${bookingId}`);
      await card.getByText(/Demande envoyée à l'hôte/).waitFor();
      const reference = (await card.getAttribute("data-booking-reference"))!;
      expect(reference).toMatch(/^BK\d{8}$/);
      // Nothing to pay before the host's answer.
      expect(await card.getByRole("link", { name: "Payer maintenant" }).count()).toBe(0);

      // The host accepts it on /reservations.
      await host.goto("/reservations");
      const request = host.locator(`[data-booking-reference="${reference}"]`);
      await request.getByText("Demande à traiter").waitFor();
      await request.getByRole("button", { name: "Accepter la demande" }).click();
      await host.getByText("Le voyageur a 12 heures pour payer.").waitFor();

      // The traveler pays it from /my-bookings.
      await traveler.goto("/my-bookings");
      const accepted = traveler.locator(`[data-booking-reference="${reference}"]`);
      await accepted.getByText(/Demande acceptée : payez avant le/).waitFor();
      await accepted.getByRole("link", { name: "Payer maintenant" }).click();
      await traveler.waitForURL(/\/payment\?booking_id=/);
      await traveler.getByText("Réduction à la semaine (−10 %)").waitFor();
      await traveler.getByLabel("MTN Mobile Money").check();
      await traveler.getByLabel("Numéro mobile money").fill("0197000000");
      await traveler.getByRole("button", { name: /^Payer / }).click();
      await traveler.waitForURL(/\/fedapay-standin\/checkout\//);
      await traveler.getByLabel("MTN Mobile Money").check();
      await traveler.getByLabel("Numéro de téléphone").fill("0197000000");
      await traveler.getByRole("button", { name: "Valider le paiement" }).click();
      await traveler.waitForURL(/\/payment-success\?booking_id=/);
      await traveler.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();

      await traveler.goto("/my-bookings");
      const paid = traveler.locator(`[data-booking-reference="${reference}"]`);
      expect(await paid.locator('[data-status="approved"]').innerText()).toBe("Confirmée");

      // The request's e-mails reached both sides.
      const expected: [string, string][] = [
        [HOST.email, "Un voyageur demande à réserver"],
        [TRAVELER.email, "Votre demande pour"],
        [TRAVELER.email, "L'hôte a accepté votre demande"],
      ];
      const received = () => {
        const mails = mailsWith(reference);
        return expected.map(([address, words]) => mails.some((text) => text.includes(address) && text.includes(words)));
      };
      let seen = received();
      for (let waited = 0; waited < 30_000 && seen.includes(false); waited += 500) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        seen = received();
      }
      expect(seen).toEqual([true, true, true]);
    } finally {
      await setRules(host, listingId, /Réservation instantanée/, "0");
    }
  }, 180_000);
});
