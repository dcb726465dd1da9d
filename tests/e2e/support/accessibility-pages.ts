// What the accessibility suite (tests/e2e/accessibility.spec.ts) checks: every route of
// app/routes.ts, keyed by its pattern, mapped to concrete addresses, the roles that see
// them and the states to open on them (support/accessibility-states.ts). A route missing
// here fails the suite; a resource route (no page) says why it is skipped.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { englishTwin, pages } from "#app/routes";
import type { StateName } from "./accessibility-states";

export type Role = "anonymous" | "traveler" | "host" | "administrator";

/**
 * An address to check. Placeholders are filled from the demo data at run time:
 * {listing} one of the host's published listings, {ownListing} one of the host's listings
 * to edit, {booking} an unpaid booking of {listing} and {paidBooking} a paid one, both
 * made by the traveler at the start, {conversation} the paid booking's conversation with
 * one message, and {vehicle} a demo car offered with or without its driver
 * (support/accessibility-session.ts).
 */
export type PageCheck = { url: string; roles: Role[]; states?: StateName[] };
/**
 * `sameModuleAs`: an English page (/en/…, docs/decisions/030) whose module is the French
 * page's, checked there; a few English pages are checked themselves (ENGLISH_CHECKED).
 */
export type RouteEntry = { pages: PageCheck[] } | { notAPage: string } | { sameModuleAs: string };

const EVERYONE: Role[] = ["anonymous", "traveler", "host", "administrator"];
const ANONYMOUS: Role[] = ["anonymous"];
const page = (url: string, roles: Role[], states: StateName[] = []): PageCheck => ({ url, roles, states });
const publicPage = (url: string, states: StateName[] = []): RouteEntry => ({
  pages: [page(url, ANONYMOUS, states)],
});

const FRENCH_TABLE: Record<string, RouteEntry> = {
  "/": {
    pages: [
      page("/", ANONYMOUS, ["mobileMenu", "searchArrivalPicker"]),
      page("/", ["traveler", "host", "administrator"], ["accountMenu", "mobileMenu"]),
    ],
  },
  "/search": {
    pages: [
      page("/search", ANONYMOUS, ["searchArrivalPicker", "searchFilters"]),
      page("/search?destination=cotonou", ["traveler"]),
    ],
  },
  "/accommodations": publicPage("/accommodations"),
  "/vehicles": publicPage("/vehicles"),
  "/category/:categoryName": {
    pages: [
      page("/category/appartement", ANONYMOUS),
      page("/category/v%C3%A9hicules", ANONYMOUS),
      page("/category/inconnue", ANONYMOUS),
    ],
  },
  "/property/:id": {
    pages: [
      page("/property/{listing}", ["traveler"], ["bookingArrivalPicker", "bookingWrong", "mobileMenu"]),
      // A vehicle's page: its rental terms and the booking form's driver choice.
      page("/property/{vehicle}", ["traveler"]),
    ],
  },
  "/activities": publicPage("/activities"),
  "/tour-guides": publicPage("/tour-guides"),
  "/faq": publicPage("/faq"),
  "/help-center": publicPage("/help-center"),
  "/how-it-works": publicPage("/how-it-works"),
  "/about": publicPage("/about"),
  "/contact": publicPage("/contact", ["contactEmpty", "contactWrong"]),
  "/terms-of-service": publicPage("/terms-of-service"),
  "/privacy-policy": publicPage("/privacy-policy"),
  "/terms": { notAPage: "a permanent redirect to /terms-of-service (checked there)" },
  "/privacy": { notAPage: "a permanent redirect to /privacy-policy (checked there)" },
  "/sitemap.xml": { notAPage: "an XML sitemap for crawlers" },
  "/robots.txt": { notAPage: "a text file for crawlers" },
  "/auth": {
    pages: [
      page("/auth", ANONYMOUS, ["signInEmpty", "signInWrong"]),
      page("/auth?tab=signup", ANONYMOUS, ["signUpEmpty"]),
    ],
  },
  "/reset-password": {
    pages: [
      page("/reset-password", ANONYMOUS, ["resetRequestEmpty"]),
      page("/reset-password?token=jeton-inconnu", ANONYMOUS, ["resetChooseWrong"]),
      page("/reset-password?done=1", ANONYMOUS),
    ],
  },
  "/verify-email": {
    pages: [
      page("/verify-email", ANONYMOUS),
      page("/verify-email?token=jeton-inconnu", ANONYMOUS),
      page("/verify-email", ["traveler"]),
    ],
  },
  // Checked while the administrator signs in, between the password and the code.
  "/two-factor": { pages: [page("/two-factor", ["administrator"], ["twoFactorWrong"])] },
  "/become-host": { pages: [page("/become-host", ["traveler", "host"])] },
  "/api/auth/*": { notAPage: "the sign-in service's JSON endpoints" },
  "/admin-dashboard": {
    pages: [
      page("/admin-dashboard", ["administrator"], ["rejectOpen", "mobileMenu"]),
      page("/admin-dashboard?tab=bookings", ["administrator"]),
      page("/admin-dashboard?tab=users", ["administrator"]),
      page("/admin-dashboard?tab=messages", ["administrator"]),
      page("/admin-dashboard?tab=emails", ["administrator"]),
      page("/admin-dashboard?tab=money", ["administrator"]),
    ],
  },
  "/dashboard": { pages: [page("/dashboard", ["administrator"])] },
  "/add-property": { pages: [page("/add-property", ["host"], ["listingEmpty", "uploaderWithPicture", "mobileMenu"])] },
  "/add-vehicle": { pages: [page("/add-vehicle", ["host"], ["listingEmpty"])] },
  "/my-listings": { pages: [page("/my-listings", ["host"])] },
  "/edit-listing/:id": { pages: [page("/edit-listing/{ownListing}", ["host"])] },
  "/host-dashboard": { pages: [page("/host-dashboard", ["host"]), page("/host-dashboard?tab=faq", ["host"])] },
  "/api/uploads": { notAPage: "the picture upload endpoint (JSON)" },
  "/api/listings/:id/calendar": { notAPage: "a listing's calendar as JSON, and the host's calendar edits" },
  "/api/notifications": { notAPage: "the notification bell's JSON feed" },
  "/payment": { pages: [page("/payment?booking_id={booking}", ["traveler"], ["paymentWrong"])] },
  "/payment-success": {
    pages: [page("/payment-success?booking_id={paidBooking}", ["traveler"]), page("/payment-success", ["traveler"])],
  },
  "/payment-cancel": { pages: [page("/payment-cancel?booking_id={booking}", ["traveler"])] },
  "/my-bookings": { pages: [page("/my-bookings", ["traveler"], ["reviewOpen", "cancelOpen"])] },
  "/reservations": { pages: [page("/reservations", ["host"])] },
  "/earnings": { pages: [page("/earnings", ["host"])] },
  "/earnings.csv": { notAPage: "the host's earnings as a CSV file" },
  "/messages": { pages: [page("/messages", ["traveler", "host", "administrator"])] },
  "/messages/listing/:listingId": { pages: [page("/messages/listing/{listing}", ["traveler"], ["messageEmpty"])] },
  "/messages/booking/:bookingId": { pages: [page("/messages/booking/{booking}", ["traveler"])] },
  "/messages/:id": { pages: [page("/messages/{conversation}", ["traveler"], ["messageEmpty", "reportOpen"])] },
  "/notifications": { pages: [page("/notifications", ["traveler", "host"])] },
  "/account": { pages: [page("/account", ["traveler", "administrator"])] },
  "/account/data.json": { notAPage: "the person's data as a JSON file" },
  // Calendars in step (docs/decisions/024).
  "/edit-listing/:id/calendars": { pages: [page("/edit-listing/{ownListing}/calendars", ["host"])] },
  "/calendars/:file": { notAPage: "a listing's calendar as an iCal file, behind its secret token" },
  "/admin-export.csv": { notAPage: "the administrators' bookings and payments as a CSV file" },
  // What the service worker shows without a connection for a page not kept (docs/decisions/029).
  "/offline": publicPage("/offline"),
  "/*": { pages: [page("/une-page-qui-n-existe-pas", EVERYONE.slice(0, 2))] },
};

// English pages checked in English: the words, the <html lang> and the language switch
// change, the modules do not. The home page with its menu, a search, a listing with its
// booking form and euros, sign-in, a traveler's bookings, a prose page, the unknown page.
const ENGLISH_CHECKED: Record<string, RouteEntry> = {
  "/en": { pages: [page("/en", ANONYMOUS, ["mobileMenu"]), page("/en", ["traveler"], ["accountMenu"])] },
  "/en/search": publicPage("/en/search?destination=cotonou", ["searchFilters"]),
  "/en/property/:id": { pages: [page("/en/property/{listing}", ["traveler"], ["bookingWrong"])] },
  "/en/auth": publicPage("/en/auth", ["signInWrong"]),
  "/en/faq": publicPage("/en/faq"),
  "/en/contact": publicPage("/en/contact", ["contactWrong"]),
  "/en/my-bookings": { pages: [page("/en/my-bookings", ["traveler"])] },
  "/en/*": { pages: [page("/en/une-page-qui-n-existe-pas", ANONYMOUS)] },
};

/** Every English twin of app/routes.ts: checked in English, or through its French page. */
const ENGLISH_TABLE: Record<string, RouteEntry> = Object.fromEntries(
  routePatterns(pages.map(englishTwin)).map((pattern) => [
    pattern,
    ENGLISH_CHECKED[pattern] ?? { sameModuleAs: pattern.replace(/^\/en(?=\/|$)/, "") || "/" },
  ]),
);

export const ROUTE_TABLE: Record<string, RouteEntry> = { ...FRENCH_TABLE, ...ENGLISH_TABLE };

/** Every route pattern of the app's route config, children included ("/" for the index). */
export function routePatterns(routes: RouteConfigEntry[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? `${parent}/${route.path}` : parent;
    const here = route.index || route.path ? [own || "/"] : [];
    return [...here, ...routePatterns(route.children ?? [], own)];
  });
}

/** The addresses a role checks, in the table's order; /two-factor first (mid sign-in). */
export function pagesFor(role: Role): PageCheck[] {
  const checks = Object.values(ROUTE_TABLE).flatMap((entry) =>
    "pages" in entry ? entry.pages.filter((check) => check.roles.includes(role)) : [],
  );
  const midSignIn = (check: PageCheck) => (check.url === "/two-factor" ? 0 : 1);
  return checks.sort((a, b) => midSignIn(a) - midSignIn(b));
}
