// The payments to give back (common/lifecycles/surplus-payment.ts), shown at the top of
// the bookings tab: each payment no booking kept and still owed to the number that paid,
// oldest first (the longest wait first). The number is masked, like every contact detail
// the dashboard shows; the administrators' e-mail about it says which operator paid.
import { and, asc, count, eq, inArray, sum } from "drizzle-orm";
import type { SurplusReason } from "#common/lifecycles/surplus-payment";
import { getDb } from "#server/db/client.server";
import { bookings, listings, surplusPayments } from "#server/db/schema";
import type { AdminSurplusPayment } from "./types";

export const SURPLUS_SHOWN = 50;

/** '+2290197000001' → '+229••••••••01': enough to tell two numbers apart, not to call one. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.length <= 6) return "••••";
  const head = digits.startsWith("+") ? digits.slice(0, 4) : "";
  return `${head}${"•".repeat(digits.length - head.length - 2)}${digits.slice(-2)}`;
}

export async function listOwedSurplusPayments(): Promise<{
  items: AdminSurplusPayment[];
  total: number;
  amount: number;
}> {
  const db = getDb();
  const owed = eq(surplusPayments.status, "owed");
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: surplusPayments.id,
        bookingId: surplusPayments.bookingId,
        reference: bookings.bookingReference,
        listingTitle: listings.title,
        amount: surplusPayments.amount,
        paymentMethod: surplusPayments.paymentMethod,
        phone: surplusPayments.phone,
        reason: surplusPayments.reason,
        providerTransactionId: surplusPayments.providerTransactionId,
        createdAt: surplusPayments.createdAt,
      })
      .from(surplusPayments)
      .innerJoin(bookings, eq(bookings.id, surplusPayments.bookingId))
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(owed)
      .orderBy(asc(surplusPayments.createdAt), asc(surplusPayments.id))
      .limit(SURPLUS_SHOWN),
    db
      .select({ n: count(), amount: sum(surplusPayments.amount) })
      .from(surplusPayments)
      .where(owed),
  ]);
  return {
    items: rows.map(({ phone, createdAt, reason, ...row }) => ({
      ...row,
      reason: reason as SurplusReason,
      maskedPhone: maskPhone(phone),
      createdAt: createdAt.toISOString(),
    })),
    total: Number(totals?.n ?? 0),
    amount: Number(totals?.amount ?? 0),
  };
}

/** What each booking of a page still owes back in surplus payments (in whole FCFA). */
export async function surplusOwedByBooking(bookingIds: string[]): Promise<Map<string, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await getDb()
    .select({ bookingId: surplusPayments.bookingId, amount: sum(surplusPayments.amount) })
    .from(surplusPayments)
    .where(and(eq(surplusPayments.status, "owed"), inArray(surplusPayments.bookingId, bookingIds)))
    .groupBy(surplusPayments.bookingId);
  return new Map(rows.map((row) => [row.bookingId, Number(row.amount)]));
}
