// Dates of the admin screens, in French and in Benin's time whatever the server's zone.
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Africa/Porto-Novo",
});
const day = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Africa/Porto-Novo" });

/** '2026-03-04T13:05:00Z' -> '4 mars 2026 à 14:05'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '2026-03-04T23:30:00Z' -> '5 mars 2026' (already the next day in Benin). */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}
