// One signed-in page per role for the accessibility suite, and the demo data its addresses
// need ({listing}, {ownListing}, {booking}, {paidBooking}, {vehicle}: see accessibility-pages.ts).
// The administrator stops at /two-factor, so the suite checks that page, then passes it.
import type { Page } from "playwright-core";
import { releaseDemoTravelerHolds } from "#tests/e2e/support/unpaid-bookings";
import type { Role } from "./accessibility-pages";
import { pickStay } from "./accessibility-states";
import { visit } from "./browser";
import { passDemoSecondFactor } from "./second-factor";

const ACCOUNTS: Record<Exclude<Role, "anonymous">, { email: string; password: string }> = {
  traveler: { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" },
  host: { email: "hote@benin-voyages.bj", password: "Hote2024!" },
  administrator: { email: "admin@benin-voyages.bj", password: "Admin2024!" },
};

export type Session = {
  page: Page;
  role: Role;
  /** The address with its placeholders filled. */
  resolve: (url: string) => string;
  /** Before checking `url`: the administrator passes the second factor once past /two-factor. */
  prepare: (url: string) => Promise<void>;
};

/** The last segment of the first link matching `selector` on `path` (an id). */
async function firstHref(page: Page, path: string, selector: string) {
  await visit(page, path);
  const href = await page.locator(selector).first().getAttribute("href");
  if (!href) throw new Error(`no ${selector} on ${path}`);
  return href.split("/").pop()!;
}

async function signIn(page: Page, role: Exclude<Role, "anonymous">) {
  const { email, password } = ACCOUNTS[role];
  await visit(page, "/auth");
  const form = page.locator("main form").filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  if (role === "administrator") await page.waitForURL((url) => url.pathname === "/two-factor");
  else await page.waitForURL((url) => url.pathname !== "/auth");
}

/** Books a stay on the listing from `daysAhead` days; returns the booking, on /payment. */
async function book(page: Page, listing: string, daysAhead: number) {
  await visit(page, `/property/${listing}`);
  await pickStay(page, daysAhead);
  await page.getByRole("button", { name: "Confirmer la réservation" }).click();
  await page.waitForURL(/\/payment\?booking_id=/);
  return new URL(page.url()).searchParams.get("booking_id")!;
}

/** Pays the booking on /payment through the local FedaPay stand-in. */
async function pay(page: Page) {
  await page.getByLabel("MTN Mobile Money").check();
  await page.getByLabel("Numéro mobile money").fill("0197000000");
  await page.getByRole("button", { name: /^Payer / }).click();
  await page.waitForURL(/\/fedapay-standin\/checkout\//);
  await page.getByLabel("MTN Mobile Money").check();
  await page.getByLabel("Numéro de téléphone").fill("0197000000");
  await page.getByRole("button", { name: "Valider le paiement" }).click();
  await page.waitForURL(/\/payment-success\?booking_id=/);
}

/**
 * The traveler's data, whatever ran before on this server: one of the host's published
 * listings, a booking of it paid (the host and the administrators then have unread
 * notifications with links) and one left unpaid.
 */
async function travelerData(page: Page, openPage: () => Promise<Page>): Promise<Record<string, string>> {
  // Earlier journeys may have left the demo traveler at the limit of unpaid bookings.
  await releaseDemoTravelerHolds(openPage);
  const hostPage = await openPage();
  await signIn(hostPage, "host");
  const listing = await firstHref(hostPage, "/my-listings", 'main a[href^="/property/"]');
  await hostPage.context().close();
  const paidBooking = await book(page, listing, 300);
  await pay(page);
  const booking = await book(page, listing, 330);
  // Messages (docs/decisions/021): the paid booking's conversation, with one message.
  await visit(page, `/messages/booking/${paidBooking}`);
  await page.getByLabel("Votre message").fill("Bonjour, à quelle heure puis-je arriver ?");
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversation = new URL(page.url()).pathname.split("/").pop()!;
  // A car offered with or without its driver (docs/decisions/027): its page asks the choice.
  const vehicle = await firstHref(page, "/search?destination=Corolla", 'main a[href^="/property/"]');
  return { listing, paidBooking, booking, conversation, vehicle };
}

export async function signInForChecks(page: Page, role: Role, openPage: () => Promise<Page>): Promise<Session> {
  let data: Record<string, string> = {};
  let secondFactorPassed = role !== "administrator";
  if (role !== "anonymous") await signIn(page, role);
  if (role === "traveler") data = await travelerData(page, openPage);
  if (role === "host") {
    data = { ownListing: await firstHref(page, "/my-listings", 'main a[href^="/edit-listing/"]') };
  }
  return {
    page,
    role,
    resolve: (url) => url.replace(/\{(\w+)\}/g, (_, key: string) => data[key] ?? `{${key}}`),
    async prepare(url) {
      if (secondFactorPassed || url === "/two-factor") return;
      await visit(page, "/two-factor");
      await passDemoSecondFactor(page);
      await page.waitForURL((next) => next.pathname !== "/two-factor");
      secondFactorPassed = true;
    },
  };
}
