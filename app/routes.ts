import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";

/**
 * Every page of the product, in French (the reference language, no prefix). Each also
 * exists under /en/… in English (englishTwin below): the same module, which reads its
 * language from the address (common/i18n.ts langOfPath).
 */
export const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("accommodations", "routes/listings-by-kind.tsx", { id: "accommodations" }),
  route("vehicles", "routes/listings-by-kind.tsx", { id: "vehicles" }),
  route("category/:categoryName", "routes/category.tsx"),
  route("property/:id", "routes/property.tsx"),
  route("activities", "routes/activities.tsx"),
  route("tour-guides", "routes/tour-guides.tsx"),
  route("faq", "routes/faq.tsx"),
  route("help-center", "routes/help-center.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("auth", "routes/auth.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("two-factor", "routes/two-factor.tsx"),
  route("become-host", "routes/become-host.tsx"),
  route("admin-dashboard", "routes/admin-dashboard.tsx", { id: "admin-dashboard" }),
  route("dashboard", "routes/admin-dashboard.tsx", { id: "dashboard" }),
  route("add-property", "routes/add-listing.tsx", { id: "add-property" }),
  route("add-vehicle", "routes/add-listing.tsx", { id: "add-vehicle" }),
  route("my-listings", "routes/my-listings.tsx"),
  route("edit-listing/:id", "routes/edit-listing.tsx"),
  route("host-dashboard", "routes/host-dashboard.tsx"),
  route("payment", "routes/payment.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  route("payment-cancel", "routes/payment-cancel.tsx"),
  route("my-bookings", "routes/my-bookings.tsx"),
  route("reservations", "routes/reservations.tsx"),
  route("earnings", "routes/earnings.tsx"),
  route("messages", "routes/messages.tsx"),
  route("messages/listing/:listingId", "routes/messages.listing.$listingId.tsx"),
  route("messages/booking/:bookingId", "routes/messages.booking.$bookingId.tsx"),
  route("messages/:id", "routes/messages.$id.tsx"),
  route("notifications", "routes/notifications.tsx"),
  route("account", "routes/account.tsx"),
  // Calendars in step with other platforms (docs/decisions/024).
  route("edit-listing/:id/calendars", "routes/listing-calendars.tsx"),
  // What the service worker shows without a connection for a page not kept (docs/decisions/029).
  route("offline", "routes/offline.tsx"),
  route("*", "routes/not-found.tsx"),
];

/**
 * Addresses that are not pages (files, API endpoints, the sign-in API): one address each,
 * whatever the reader's language, so no English twin (docs/decisions/030).
 */
export const endpoints: RouteConfigEntry[] = [
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("api/auth/*", "routes/api.auth.$.ts"),
  route("api/uploads", "routes/api.uploads.ts"),
  route("api/listings/:id/calendar", "routes/api.listings.$id.calendar.ts"),
  route("api/notifications", "routes/api.notifications.ts"),
  route("earnings.csv", "routes/earnings[.]csv.ts"),
  route("account/data.json", "routes/account.data[.]json.ts"),
  route("calendars/:file", "routes/calendars.$file.ts"),
  route("admin-export.csv", "routes/admin-export[.]csv.ts"),
];

/** React Router's id for an entry without one: its file without the extension. */
function defaultRouteId(file: string): string {
  return file.replace(/\.[^/.]+$/, "");
}

/** The English copy of a French page: '/en/…', same module, an id of its own ('en/…'). */
export function englishTwin(entry: RouteConfigEntry): RouteConfigEntry {
  const path = entry.index ? "en" : `en/${entry.path}`;
  return { path, file: entry.file, id: `en/${entry.id ?? defaultRouteId(entry.file)}` };
}

export default [...pages, ...endpoints, ...pages.map(englishTwin)] satisfies RouteConfig;
