// One signed-in page per role for the accessibility suite, and the demo data its addresses
// need ({listing}, {ownListing}, {booking}, {paidBooking}: see accessibility-pages.ts).
// The administrator stops at /two-factor, so the suite checks that page, then passes it.
import type { Page } from "playwright-core";
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

async function firstHref(page: Page, path: string, selector: string, which: "first" | "last" = "first") {
  await visit(page, path);
  const links = page.locator(selector);
  const href = await (which === "first" ? links.first() : links.last()).getAttribute("href");
  if (!href) throw new Error(`no ${selector} on ${path}`);
  return href.split("/").pop()!;
}

/** The traveler's data: a listing to book, a paid booking, and a new unpaid one. */
async function travelerData(page: Page): Promise<Record<string, string>> {
  const listing = await firstHref(page, "/accommodations", 'main a[href^="/property/"]', "last");
  await visit(page, "/my-bookings");
  const paidBooking = await page.locator('main input[name="bookingId"]').first().inputValue();
  await visit(page, `/property/${listing}`);
  await pickStay(page, 300);
  await page.getByRole("button", { name: "Confirmer la réservation" }).click();
  await page.waitForURL(/\/payment\?booking_id=/);
  const booking = new URL(page.url()).searchParams.get("booking_id")!;
  return { listing, paidBooking, booking };
}

export async function signInForChecks(page: Page, role: Role): Promise<Session> {
  let data: Record<string, string> = {};
  let secondFactorPassed = role !== "administrator";
  if (role !== "anonymous") {
    const { email, password } = ACCOUNTS[role];
    await visit(page, "/auth");
    const form = page.locator("main form").filter({ has: page.locator('input[name="password"]') });
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.getByRole("button", { name: "Se connecter" }).click();
    if (role === "administrator") await page.waitForURL((url) => url.pathname === "/two-factor");
    else await page.waitForURL((url) => url.pathname !== "/auth");
  }
  if (role === "traveler") data = await travelerData(page);
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
