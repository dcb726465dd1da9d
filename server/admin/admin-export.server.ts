// The administrators' export of bookings and payments (issue 16), with the bookings tab's
// filters (booking-filters.ts), then a CSV French spreadsheets open as it
// is, like /earnings.csv: UTF-8 with a byte-order mark, ';' between fields, amounts as
// whole FCFA, instants in Benin time, and every cell a person typed that starts with
// = + - @ defused (csvField).
import { and, desc, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import { parseBookingFilters, type BookingFilters } from "#common/booking-filters";
import type { Lang } from "#common/i18n";
import { adminTexts } from "#common/texts/admin";
import { operatorsTexts } from "#common/texts/operators";
import { getDb } from "#server/db/client.server";
import { bookings, listings, paymentTransactions } from "#server/db/schema";
import { beninDateTime, csvField } from "#server/money/earnings-view-csv.server";

export const EXPORT_ROWS_MAX = 10_000;
const BOM = "\uFEFF";

export type ExportFilters = BookingFilters & { kind: "bookings" | "payments" };

/** The filters from the address, or null when one is not acceptable. */
export function parseExportFilters(params: URLSearchParams): ExportFilters | null {
  const kind = params.get("kind") ?? "bookings";
  if (kind !== "bookings" && kind !== "payments") return null;
  const filters = parseBookingFilters(params);
  return filters && { kind, ...filters };
}

/** A text searched as typed: LIKE's own characters are matched literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The filters as SQL on bookings joined with their listing (the bookings tab uses it too). */
export function bookingFilterConditions(filters: BookingFilters): SQL | undefined {
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
      .where(bookingFilterConditions(filters))
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
    .where(bookingFilterConditions(filters))
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
