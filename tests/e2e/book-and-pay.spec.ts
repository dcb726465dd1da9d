// A traveler books 3 nights, pays with MTN on the local FedaPay stand-in, sees the
// confirmation and the confetti, finds the booking in /my-bookings; the host finds it in
// /reservations; the e-mails left the outbox; the dates are no longer offered.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { formatLongDate } from "#common/format/date";
import { useBrowser } from "#tests/e2e/support/browser";
import { dayDisabled, firstFreeRun, openPickerAt } from "#tests/e2e/support/date-picker";
import { signIn } from "#tests/e2e/support/sign-in";
import { releaseDemoTravelerHolds } from "#tests/e2e/support/unpaid-bookings";

const browser = useBrowser();

const HOSTS: Record<string, string> = {
  "Koffi Agbossou": "hote@benin-voyages.bj",
  "Mariam Soulé": "hote.nord@benin-voyages.bj",
  "Rodrigue Ahouansou": "hote.cote@benin-voyages.bj",
  "Gildas Hounkpatin": "location@benin-voyages.bj",
};

function findEmails(reference: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (!entry.startsWith("benin-e2e-")) continue;
    const mailDir = path.join(os.tmpdir(), entry, "mail");
    if (!fs.existsSync(mailDir)) continue;
    for (const file of fs.readdirSync(mailDir)) {
      const text = fs.readFileSync(path.join(mailDir, file), "utf8");
      if (text.includes(reference)) found.push(text);
    }
  }
  return found;
}

describe("a traveler books and pays by mobile money", () => {
  it("books 3 nights, pays with MTN, and everyone sees it", async () => {
    await releaseDemoTravelerHolds(() => browser.open());
    const page = await browser.open();
    await signIn(page, "voyageur@benin-voyages.bj", "Voyageur2024!", "/accommodations");
    const listingPath = (await page.locator('a[href^="/property/"]').first().getAttribute("href"))!;
    await page.goto(listingPath);
    await page.getByRole("button", { name: "Confirmer la réservation" }).waitFor();
    const hostLine = await page.getByText(/Proposé par /).innerText();
    const hostName = /Proposé par (.+)$/.exec(hostLine.trim())?.[1]?.trim() ?? "";
    const hostEmail = HOSTS[hostName];
    expect(hostEmail, `hôte inconnu: ${hostName}`).toBeTruthy();

    // Three free nights, a few months ahead.
    const start = await firstFreeRun(page, "Date d'arrivée", addDays(todayInBenin(), 120), 3);
    if (!start) throw new Error("aucune suite de 3 nuits libres dans les quatre mois suivants");
    const end = addDays(start, 3);
    await openPickerAt(page, "Date d'arrivée", start);
    await page.getByRole("dialog").locator(`[data-date="${start}"]`).click();
    await openPickerAt(page, "Date de départ", end);
    await page.getByRole("dialog").locator(`[data-date="${end}"]`).click();
    await page.getByText("x 3 nuits").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("voyageur@benin-voyages.bj");

    await page.getByRole("button", { name: "Confirmer la réservation" }).click();
    await page.waitForURL(/\/payment\?booking_id=/);
    await page.getByText("Réservation créée").waitFor();
    const reference = (await page.locator("dd.font-mono").innerText()).trim();
    expect(reference).toMatch(/^BK\d{8}$/);

    // Pay without a method: the spec's message; then MTN.
    await page.getByLabel("Numéro mobile money").fill("0197000000");
    await page.getByRole("button", { name: /^Payer / }).click();
    await page.getByText("Veuillez sélectionner un moyen de paiement").waitFor();
    await page.getByLabel("MTN Mobile Money").check();
    await page.getByRole("button", { name: /^Payer / }).click();
    await page.waitForURL(/\/fedapay-standin\/checkout\//);
    await page.getByLabel("MTN Mobile Money").check();
    await page.getByLabel("Numéro de téléphone").fill("0197000000");
    await page.getByRole("button", { name: "Valider le paiement" }).click();

    await page.waitForURL(/\/payment-success\?booking_id=/);
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    // The confetti starts once the page is interactive (the heading is already in the HTML).
    await page.getByTestId("confetti").waitFor();
    expect(await page.getByTestId("confetti").locator("span").count()).toBe(50);
    await page.getByText("Paiement réussi").waitFor();

    await page.getByRole("link", { name: "Voir mes réservations" }).click();
    await page.waitForURL(/\/my-bookings$/);
    const card = page.locator(`[data-booking-reference="${reference}"]`);
    await card.waitFor();
    expect(await card.locator('[data-status="approved"]').innerText()).toBe("Confirmée");
    expect(await card.innerText()).toContain("Payée");

    // The dates are no longer offered.
    await page.goto(listingPath);
    await openPickerAt(page, "Date d'arrivée", start);
    for (const night of [start, addDays(start, 1), addDays(start, 2)])
      expect(await dayDisabled(page, night)).toBe(true);

    // The host finds it.
    const hostPage = await browser.open();
    await signIn(hostPage, hostEmail!, "Hote2024!", "/reservations");
    const reservation = hostPage.locator(`[data-booking-reference="${reference}"]`);
    await reservation.waitFor();
    expect(await reservation.innerText()).toContain("voyageur@benin-voyages.bj");
    expect(await reservation.innerText()).toContain(formatLongDate(start, "fr"));

    // The confirmation e-mails left the outbox (DATA_DIR/mail, written by the worker).
    let emails: string[] = [];
    for (let waited = 0; waited < 20_000 && emails.length < 2; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      emails = findEmails(reference);
    }
    expect(emails.some((text) => /To: .*voyageur@benin-voyages\.bj/i.test(text))).toBe(true);
    expect(emails.some((text) => new RegExp(`To: .*${hostEmail!.replace(/\./g, "\\.")}`, "i").test(text))).toBe(true);
  }, 120_000);
});
