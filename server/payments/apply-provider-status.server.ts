// The one place a payment's outcome reaches the booking. Its input is always a
// transaction the server itself read back from FedaPay (GET /v1/transactions/{id}), never
// a webhook body or a redirect's query string. Amount, currency and reference must match
// the booking before anything moves; a transaction's status only moves forward. A booking
// keeps one payment: any other approved for it (a second checkout, a superseded one, one
// arriving after the booking was paid and cancelled) is recorded as money owed back to
// its payer (common/lifecycles/surplus-payment.ts), never answered "completed".
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { isConfirmed, isPaid } from "#common/lifecycles/booking";
import { REFUND_TRANSITIONS } from "#common/lifecycles/refund";
import { surplusReason, type SurplusReason } from "#common/lifecycles/surplus-payment";
import { travelerTotal } from "#common/line-items";
import { transition } from "#server/bookings/booking-lifecycle.server";
import { getBookingWithListing } from "#server/bookings/booking-queries.server";
import { EXCLUSION_VIOLATION, pgErrorCode } from "#server/bookings/pg-errors.server";
import type { Database } from "#server/db/client.server";
import { getDb } from "#server/db/client.server";
import { paymentTransactions } from "#server/db/schema";
import {
  currencyIsoOf,
  paymentStatusClass,
  wasPaid,
  type FedaPayTransaction,
} from "#server/integrations/fedapay/transaction.server";
import { log } from "#server/observability/log.server";
import { findSurplus, recordSurplusPayment, type SurplusSource } from "./record-surplus-payment.server";

export type PaymentOutcome =
  /** Paid and the booking is now confirmed (this call or an earlier one). */
  | "completed"
  /** Paid, but the booking could not be confirmed (cancelled, or dates taken): refund owed. */
  | "refused"
  /**
   * Paid, but the booking already had its payment (or this checkout had been replaced by a
   * newer one): recorded as a surplus owed back to the payer, administrators told.
   */
  | "surplus"
  /** Declined or cancelled by the payer: the booking stays pending. */
  | "failed"
  /** Pending, or a status FedaPay has not documented: the money may still arrive. */
  | "pending"
  /** Not one of our transactions. */
  | "unknown"
  /** Amount, currency or reference differ from the booking: nothing moved. */
  | "mismatch";

/** Later statuses rank higher; a lower or equal rank never overwrites. */
const STATUS_RANK: Record<string, number> = {
  pending: 0,
  declined: 1,
  canceled: 1,
  approved: 2,
  transferred: 3,
  approved_partially_refunded: 4,
  transferred_partially_refunded: 4,
  refunded: 5,
};

export function isForwardMove(current: string, next: string) {
  return (STATUS_RANK[next] ?? -1) > (STATUS_RANK[current] ?? -1);
}

export function mismatchReason(
  transaction: FedaPayTransaction,
  expected: { amount: number; reference: string },
): string | null {
  if (transaction.amount !== expected.amount) return `montant ${transaction.amount} ≠ ${expected.amount}`;
  // Never skipped: a transaction whose currency FedaPay did not state is not confirmed.
  const currency = currencyIsoOf(transaction);
  if (currency === null) return `devise inconnue (currency_id ${transaction.currency_id ?? "absent"})`;
  if (currency !== "XOF") return `devise ${currency.slice(0, 10)}`;
  const metadataReference = transaction.custom_metadata?.booking_reference;
  if (metadataReference !== undefined) {
    if (metadataReference !== expected.reference)
      return `référence ${String(metadataReference)} ≠ ${expected.reference}`;
  } else if (!transaction.description?.includes(expected.reference)) {
    return "référence absente";
  }
  return null;
}

export async function applyProviderTransaction(
  transaction: FedaPayTransaction,
  { now = clockNow() }: { now?: Date } = {},
): Promise<{ outcome: PaymentOutcome; detail?: string }> {
  const [payment] = await getDb()
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.providerTransactionId, String(transaction.id)));
  if (!payment) return { outcome: "unknown" };
  const booking = await getBookingWithListing(payment.bookingId);
  if (!booking) return { outcome: "unknown" };

  const due = travelerTotal(booking.lineItems);
  const mismatch =
    mismatchReason(transaction, { amount: payment.amount, reference: booking.bookingReference }) ??
    (payment.amount !== due ? `montant enregistré ${payment.amount} ≠ ${due}` : null);
  if (mismatch) {
    log("payments").error(`transaction ${transaction.id} refusée: ${mismatch}`);
    return { outcome: "mismatch", detail: mismatch };
  }

  const status = transaction.status;
  const source: SurplusSource = {
    bookingId: booking.id,
    paymentTransactionId: payment.id,
    providerTransactionId: String(transaction.id),
    amount: payment.amount,
    paymentMethod: payment.paymentMethod,
    providerMode: transaction.mode ?? null,
    phone: payerPhone(transaction) ?? payment.phone,
  };
  return getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    // Lock the payment row: a webhook and a status check arriving together take turns.
    const [locked] = await tx
      .select({ status: paymentTransactions.status, supersededAt: paymentTransactions.supersededAt })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, payment.id))
      .for("update");
    if (locked && isForwardMove(locked.status, status)) {
      await tx
        .update(paymentTransactions)
        .set({ status, lastCheckedAt: now, updatedAt: now })
        .where(eq(paymentTransactions.id, payment.id));
    }
    // An unknown status is still in progress: the money may yet arrive.
    if (!wasPaid(status)) return { outcome: paymentStatusClass(status) === "failed" ? "failed" : "pending" } as const;
    // Refunded before it was ever applied (stored as refunded, the booking never paid):
    // nothing was confirmed then, nothing is now.
    const refundedUnapplied = locked?.status === "refunded" && !isPaid(booking);
    // Applied before (a replay, or approved then transferred or refunded): the same answer
    // as then. Not a new payment: no second confirmation, no surplus.
    if (locked && wasPaid(locked.status) && !refundedUnapplied) {
      if (await findSurplus(tx, source.providerTransactionId)) return { outcome: "surplus" } as const;
      return { outcome: await confirmBooking(tx, source, now, { replay: true }) };
    }
    if (status === "refunded") {
      // Paid and wholly given back before we saw it paid: nothing to confirm, and nothing
      // owed to the payer any more (no surplus).
      log("payments").warn(`transaction ${transaction.id} déjà remboursée par FedaPay: rien à confirmer`);
      return { outcome: "failed" } as const;
    }
    const current = await getBookingWithListing(booking.id, tx);
    if (!current) return { outcome: "unknown" } as const;
    const reason = surplusReason(current, { superseded: locked?.supersededAt != null });
    if (reason) return { outcome: await surplus(tx, source, reason, now) };
    return { outcome: await confirmBooking(tx, source, now, { replay: false }) };
  });
}

async function surplus(tx: Database, source: SurplusSource, reason: SurplusReason, now: Date) {
  await recordSurplusPayment(tx, source, reason, now);
  log("payments").warn(`transaction ${source.providerTransactionId} en trop (${reason}): à rembourser`);
  return "surplus" as const;
}

/** The number the money came from, when FedaPay says (the stand-in does, in metadata). */
function payerPhone(transaction: FedaPayTransaction): string | null {
  const metadata = (transaction as { metadata?: unknown }).metadata;
  const phone =
    metadata && typeof metadata === "object" ? (metadata as { paid_phone_number?: unknown }).paid_phone_number : null;
  return typeof phone === "string" && phone.length <= 30 ? phone : null;
}

/**
 * Confirms the paid booking, or, when it cannot be (cancelled, or its dates taken), records
 * the refund owed. The transitions' declared effects announce either outcome. A booking
 * another payment confirmed or refused in the meantime makes this one a surplus.
 */
async function confirmBooking(
  tx: Database,
  source: SurplusSource,
  now: Date,
  { replay }: { replay: boolean },
): Promise<PaymentOutcome> {
  const bookingId = source.bookingId;
  let confirmed = null;
  try {
    // A savepoint: if the dates were taken meanwhile (23P01), only this part rolls back.
    confirmed = await tx.transaction((savepoint) =>
      transition(savepoint, bookingId, "confirmPayment", "system", { paidAt: now, holdExpiresAt: null }, { now }),
    );
  } catch (error) {
    if (pgErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
  }
  if (confirmed) return "completed";
  const booking = await getBookingWithListing(bookingId, tx);
  if (!booking) return "unknown";
  if (isPaid(booking)) {
    // This transaction's own earlier outcome, or another payment got there first (two
    // checkouts approved at once): then this one is a surplus.
    if (replay) return isConfirmed(booking) ? "completed" : "refused";
    return surplus(tx, source, surplusReason(booking, { superseded: false }) ?? "already_paid", now);
  }
  const refused = await transition(
    tx,
    bookingId,
    "refusePaidBooking",
    "system",
    {
      paidAt: now,
      holdExpiresAt: null,
      refundAmount: travelerTotal(booking.lineItems),
      refundStatus: REFUND_TRANSITIONS.owe.to,
    },
    { now },
  );
  if (refused) return "refused";
  return surplus(tx, source, "not_confirmable", now);
}
