// Refunds started automatically (decisions, "Money goes out as reliably as it comes in"):
// when a paid booking's refund is owed, or a surplus payment is recorded, the payout
// intents that give the money back to the number that paid are written in the same
// transaction (split over FedaPay's cap), each with its payout_started journal. Without a
// known paying number and operator nothing is written: the administrators, already told
// the refund is owed, pay it by other means.
import { and, eq, inArray, isNull, ne, notInArray, sql } from "drizzle-orm";
import { isRefundOwed } from "#common/lifecycles/refund";
import type { Database } from "#server/db/client.server";
import { bookings, paymentTransactions, payouts, surplusPayments } from "#server/db/schema";
import { normalizeBeninMobile } from "#server/payments/benin-phone.server";
import { createPayoutIntent, splitOverCap } from "./payout-intents.server";

/** FedaPay's statuses saying the money was taken (transaction.server.ts wasPaid). */
const PAID = ["approved", "transferred", "approved_partially_refunded", "transferred_partially_refunded"];

const holderOf = (info: { firstName?: string; lastName?: string } | null) =>
  `${info?.firstName ?? ""} ${info?.lastName ?? ""}`.trim() || "Voyageur";

export type RefundStart = "started" | "nothing_owed" | "already_started" | "no_paying_number";

/** The refund payouts of a booking whose refund is owed (its own payment, not a surplus). */
export async function startBookingRefund(tx: Database, bookingId: string, now: Date): Promise<RefundStart> {
  const [booking] = await tx
    .select({
      userId: bookings.userId,
      refundStatus: bookings.refundStatus,
      refundAmount: bookings.refundAmount,
      travelerInfo: bookings.travelerInfo,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || !isRefundOwed(booking.refundStatus) || !booking.refundAmount) return "nothing_owed";
  const [open] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.bookingId, bookingId),
        eq(payouts.purpose, "refund"),
        isNull(payouts.surplusPaymentId),
        ne(payouts.status, "failed"),
      ),
    )
    .limit(1);
  if (open) return "already_started";
  const surplusIds = tx
    .select({ id: surplusPayments.paymentTransactionId })
    .from(surplusPayments)
    .where(eq(surplusPayments.bookingId, bookingId));
  const [paying] = await tx
    .select({ phone: paymentTransactions.phone, method: paymentTransactions.paymentMethod })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, bookingId),
        inArray(paymentTransactions.status, PAID),
        notInArray(paymentTransactions.id, surplusIds),
      ),
    )
    .orderBy(sql`${paymentTransactions.updatedAt} DESC`)
    .limit(1);
  const phone = paying?.phone ? normalizeBeninMobile(paying.phone) : null;
  if (!phone || !paying?.method) return "no_paying_number";
  const parts = splitOverCap(booking.refundAmount);
  for (const [index, amount] of parts.entries()) {
    await createPayoutIntent(
      tx,
      {
        purpose: "refund",
        userId: booking.userId,
        bookingId,
        part: index + 1,
        amount,
        operator: paying.method,
        phone,
        holderName: holderOf(booking.travelerInfo),
      },
      now,
    );
  }
  return "started";
}

/** The payouts giving a surplus payment back to the number that paid it. */
export async function startSurplusRefund(tx: Database, surplusPaymentId: string, now: Date): Promise<RefundStart> {
  const [surplus] = await tx
    .select({
      amount: surplusPayments.amount,
      phone: surplusPayments.phone,
      method: surplusPayments.paymentMethod,
      status: surplusPayments.status,
      bookingId: surplusPayments.bookingId,
      userId: bookings.userId,
      travelerInfo: bookings.travelerInfo,
    })
    .from(surplusPayments)
    .innerJoin(bookings, eq(bookings.id, surplusPayments.bookingId))
    .where(eq(surplusPayments.id, surplusPaymentId));
  if (!surplus || surplus.status !== "owed") return "nothing_owed";
  const [open] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.surplusPaymentId, surplusPaymentId), ne(payouts.status, "failed")))
    .limit(1);
  if (open) return "already_started";
  const phone = surplus.phone ? normalizeBeninMobile(surplus.phone) : null;
  if (!phone || !surplus.method) return "no_paying_number";
  for (const [index, amount] of splitOverCap(surplus.amount).entries()) {
    await createPayoutIntent(
      tx,
      {
        purpose: "refund",
        userId: surplus.userId,
        bookingId: surplus.bookingId,
        surplusPaymentId,
        part: index + 1,
        amount,
        operator: surplus.method,
        phone,
        holderName: holderOf(surplus.travelerInfo),
      },
      now,
    );
  }
  return "started";
}
