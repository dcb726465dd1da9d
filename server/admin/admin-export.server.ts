// The administrators' search and export of bookings and payments (issue 16): filters
// (booking state, arrival dates, listing title, traveler e-mail) read from the address and
// checked (a bad one is refused, never guessed), then a CSV French spreadsheets open as it
// is, like /earnings.csv: UTF-8 with a byte-order mark, ';' between fields, amounts as
// whole FCFA, instants in Benin time, and every cell a person typed that starts with
// = + - @ defused (csvField).
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import { parseIsoDate } from "#common/dates";
import type { Lang } from "#common/i18n";
import { BOOKING_STATUSES, type BookingStatus } from "#common/lifecycles/booking";
import { adminTexts } from "#common/texts/admin";
import { operatorsTexts } from "#common/texts/operators";
import { getDb } from "#server/db/client.server";
import { bookings, listings, paymentTransactions } from "#server/db/schema";
import { beninDateTime, csvField } from "#server/money/earnings-view-csv.server";

export const EXPORT_ROWS_MAX = 10_000;
const BOM = "\uFEFF";

export type ExportFilters = {
  kind: "bookings" | "payments";
  state: BookingStatus | null;
  from: string | null;
  to: string | null;
  listing: string;
  travelerEmail: string;
};

/** The filters from the address, or null when one is not acceptable. */
export function parseExportFilters(params: URLSearchParams): ExportFilters | null {
  const kind = params.get("kind") ?? "bookings";
  if (kind !== "bookings" && kind !== "payments") return null;
  const state = params.get("state") || null;
  if (state !== null && !BOOKING_STATUSES.includes(state as BookingStatus)) return null;
  const from = params.get("from") || null;
  const to = params.get("to") || null;
  if ((from !== null && parseIsoDate(from) === null) || (to !== null && parseIsoDate(to) === null)) return null;
  const listing = (params.get("listing") ?? "").trim();
  const travelerEmail = (params.get("email") ?? "").trim();
  if (listing.length > 200 || travelerEmail.length > 320) return null;
  // eslint-disable-next-line no-control-regex -- control characters are refused, not searched
  if (/[\u0000-\u001F]/.test(listing + travelerEmail)) return null;
  return { kind, state: state as BookingStatus | null, from, to, listing, travelerEmail };
}

/** A text searched as typed: LIKE's own characters are matched literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function conditions(filters: ExportFilters): SQL | undefined {
  return and(
    filters.state ? eq(bookings.status, filters.state) : undefined,
    filters.from ? gte(bookings.startDate, filters.from) : undefined,
    filters.to ? lte(bookings.startDate, filters.to) : undefined,
    filters.listing ? ilike(listings.title, contains(filters.listing)) : undefined,
    filters.travelerEmail ? ilike(sql`${bookings.travelerInfo}->>'email'`, contains(filters.travelerEmail)) : undefined,
  );
}

const toCsv = (header: readonly string[], lines: (string | number)[][]) =>
  BOM + [header, ...lines].map((line) => line.map(csvField).join(";")).join("\r\n") + "\r\n";

export async function exportCsv(filters: ExportFilters, lang: Lang): Promise<string> {
  const copy = operatorsTexts[lang].csv;
  const admin = adminTexts[lang];
  const db = getDb();
  if (filters.kind === "bookings") {
    const rows = await db
      .select({ booking: bookings, title: listings.title })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(conditions(filters))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(EXPORT_ROWS_MAX);
    return toCsv(
      copy.bookings,
      rows.map(({ booking, title }) => {
        const traveler = (booking.travelerInfo ?? {}) as { firstName?: string; lastName?: string; email?: string };
        return [
          booking.bookingReference,
          title,
          [traveler.firstName, traveler.lastName].filter(Boolean).join(" "),
          traveler.email ?? "",
          booking.startDate,
          booking.endDate,
          admin.bookingStatus[booking.status],
          admin.paymentStatus[booking.paymentStatus],
          booking.totalPrice,
          booking.refundAmount ?? 0,
          beninDateTime(booking.createdAt),
        ];
      }),
    );
  }
  const rows = await db
    .select({ payment: paymentTransactions, booking: bookings, title: listings.title })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(conditions(filters))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .limit(EXPORT_ROWS_MAX);
  return toCsv(
    copy.payments,
    rows.map(({ payment, booking, title }) => [
      booking.bookingReference,
      title,
      ((booking.travelerInfo ?? {}) as { email?: string }).email ?? "",
      payment.providerTransactionId ?? "",
      payment.paymentMethod ?? "",
      payment.amount,
      payment.status,
      beninDateTime(payment.createdAt),
    ]),
  );
}
