// Money out, end to end, on a server of its own whose clock the test moves (Debian's
// libfaketime reads the offset from a file; the server's timers are left alone): a host
// sets a new payout number; a traveler pays for a stay that starts tomorrow; another traveler
// pays for one months ahead; ten days pass; the host's payout arrives ('Envoyé' on /earnings),
// and the second traveler cancels and is refunded ('Remboursé' on /my-bookings) by the
// jobs alone, through the local FedaPay.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { DESKTOP, launchChromium } from "#tests/e2e/support/browser";
import { firstFreeRun, openPickerAt } from "#tests/e2e/support/date-picker";
import { signIn } from "#tests/e2e/support/sign-in";
import { startServer, type RunningServer } from "#tests/support/start-server";

const HOST = { email: "hote@benin-voyages.bj", password: "Hote2024!", name: "Koffi Agbossou" };
const TRAVELER = { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" };
// Another demo account, travelling this time: hosts book stays too.
const OTHER_TRAVELER = { email: "hote.nord@benin-voyages.bj", password: "Hote2024!" };
const DAY_MS = 86_400_000;

let server: RunningServer;
let browser: Browser;
const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "money-clock-")), "offset");

function fakeTimeLibrary(): string {
  execFileSync("bash", ["scripts/ensure-debian-package.sh", "faketime", "faketime"], { stdio: "inherit" });
  const files = execFileSync("dpkg", ["-L", "libfaketime"], { encoding: "utf8" }).split("\n");
  const library = files.find((file) => file.endsWith("/libfaketimeMT.so.1"));
  if (!library) throw new Error("libfaketimeMT.so.1 introuvable");
  return library;
}

/** Moves the server's clock `days` ahead of the real one (read again within a second). */
function moveServerClock(days: number) {
  fs.writeFileSync(clockFile, `+${days}d\n`);
}

beforeAll(async () => {
  moveServerClock(0);
  server = await startServer({
    env: {
      LD_PRELOAD: fakeTimeLibrary(),
      FAKETIME_TIMESTAMP_FILE: clockFile,
      FAKETIME_CACHE_DURATION: "1",
      FAKETIME_DONT_FAKE_MONOTONIC: "1",
    },
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(): Promise<Page> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: server.baseUrl, locale: "fr-FR" });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** A listing of the demo host's, with `nights` free nights from `from` on (looked up in its calendar). */
async function hostListingWithFreeNights(page: Page, from: string, nights: number) {
  await page.goto("/accommodations");
  const links = await page
    .locator('a[href^="/property/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
  for (const link of [...new Set(links)]) {
    await page.goto(link);
    if (!(await page.getByText(`Proposé par ${HOST.name}`).count())) continue;
    const start = await firstFreeRun(page, "Date d'arrivée", from, nights, 20);
    if (start) return { link, start };
  }
  throw new Error(`aucune annonce de ${HOST.name} libre à partir du ${from}`);
}

/** Books `nights` from `start` on the open listing page and pays with MTN on the stand-in; returns the reference. */
async function bookAndPay(page: Page, start: string, nights: number, phone: string) {
  const end = addDays(start, nights);
  await (await openPickerAt(page, "Date d'arrivée", start)).locator(`[data-date="${start}"]`).click();
  await (await openPickerAt(page, "Date de départ", end)).locator(`[data-date="${end}"]`).click();
  await page.getByRole("button", { name: "Confirmer la réservation" }).click();
  await page.waitForURL(/\/payment\?booking_id=/);
  const reference = (await page.locator("dd.font-mono").innerText()).trim();
  await page.getByLabel("MTN Mobile Money").check();
  await page.getByLabel("Numéro mobile money").fill(phone);
  await page.getByRole("button", { name: /^Payer / }).click();
  await page.waitForURL(/\/fedapay-standin\/checkout\//);
  await page.getByLabel("MTN Mobile Money").check();
  await page.getByLabel("Numéro de téléphone").fill(phone);
  await page.getByRole("button", { name: "Valider le paiement" }).click();
  await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
  return reference;
}

/** Reloads `url` until `locator` appears (the jobs run every 15–30 seconds). */
async function reloadUntil(page: Page, url: string, selector: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(url);
    if ((await page.locator(selector).count()) > 0) return page.locator(selector).first();
    if (Date.now() > deadline) {
      throw new Error(
        `${selector} jamais apparu sur ${url} :\n${await page.locator("main").innerText()}\n` +
          `Serveur :\n${server.output().split("\n").slice(-40).join("\n")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

describe("money goes out: a host is paid, a traveler refunded", () => {
  it("pays the host once the stay is past, and refunds a cancelled stay to the number that paid", async () => {
    // The host sets a new payout number (their password asked; payouts then held 48 h).
    const host = await open();
    await signIn(host, HOST.email, HOST.password, "/earnings");
    await host.getByText("Modifier mon compte de versement").click();
    await host.getByLabel("MTN Mobile Money").check();
    await host.getByLabel("Numéro mobile money").fill("01 66 12 34 56");
    await host.getByLabel("Votre mot de passe").fill(HOST.password);
    await host.getByRole("button", { name: "Modifier le compte" }).click();
    await host.getByText(/Numéro modifié : vos versements reprendront le/).waitFor();

    // A traveler pays a stay that starts tomorrow; another pays one months ahead.
    const booker = await open();
    await signIn(booker, TRAVELER.email, TRAVELER.password, "/accommodations");
    const soon = await hostListingWithFreeNights(booker, addDays(todayInBenin(), 1), 2);
    await booker.goto(soon.link);
    const paidStay = await bookAndPay(booker, soon.start, 2, "0197000000");
    const otherBooker = await open();
    await signIn(otherBooker, OTHER_TRAVELER.email, OTHER_TRAVELER.password, "/accommodations");
    const later = await hostListingWithFreeNights(otherBooker, addDays(todayInBenin(), 90), 2);
    await otherBooker.goto(later.link);
    const cancelled = await bookAndPay(otherBooker, later.start, 2, "0196112233");

    // Ten days later: the stay is past, the payment in FedaPay's balance, the hold over.
    moveServerClock(10 + (Date.parse(soon.start) - Date.parse(todayInBenin())) / DAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    // The other traveler comes back (their session of ten days ago has ended) and cancels
    // the later stay: free, so all of it goes back by mobile money.
    const traveler = await open();
    await signIn(traveler, OTHER_TRAVELER.email, OTHER_TRAVELER.password, "/my-bookings");
    const card = traveler.locator(`[data-booking-reference="${cancelled}"]`);
    await card.getByText("Annuler la réservation").click();
    await card.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await traveler
      .getByText("Réservation annulée")
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (error) => {
        throw new Error(
          `${error}\n${await traveler.locator("main").innerText()}\n${server.output().split("\n").slice(-30).join("\n")}`,
        );
      });
    const refund = await reloadUntil(
      traveler,
      "/my-bookings",
      `[data-booking-reference="${cancelled}"] [data-refund="paid"]`,
    );
    expect(await refund.innerText()).toMatch(/^Remboursé : .+\u00a0FCFA le /);

    // The host's payout for the past stay was sent, to the new number.
    const hostLater = await open();
    await signIn(hostLater, HOST.email, HOST.password, "/earnings");
    const sent = await reloadUntil(hostLater, "/earnings", `[data-payout]:has-text("${paidStay}"):has-text("Envoyé")`);
    expect(await sent.innerText()).toContain("+229 01 66 12 34 56");
  }, 420_000);
});
