// The result page's status check: while a booking is unpaid, ask FedaPay about its latest
// transaction and apply the answer, so a lost webhook still completes the payment. The
// `status` in the redirect's query string is never read.
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { latestTransaction } from "#server/bookings/booking-queries.server";
import { getDb } from "#server/db/client.server";
import { paymentTransactions } from "#server/db/schema";
import { FedaPayError, getTransaction } from "#server/integrations/fedapay/client.server";
import { log } from "#server/observability/log.server";
import { applyProviderTransaction, type PaymentOutcome } from "./apply-provider-status.server";

/** A page polled every 10 s by several tabs must not turn into a flood of API calls. */
const MIN_CHECK_INTERVAL_MS = 3_000;
const FINAL_STATUSES = new Set(["declined", "canceled", "approved", "transferred", "refunded"]);

export type RefreshResult = {
  outcome: PaymentOutcome | "no_transaction" | "unavailable";
  providerStatus: string | null;
};

export async function refreshPayment(
  bookingId: string,
  { now = clockNow() }: { now?: Date } = {},
): Promise<RefreshResult> {
  const payment = await latestTransaction(bookingId);
  if (!payment?.providerTransactionId) return { outcome: "no_transaction", providerStatus: null };
  const recentlyChecked =
    payment.lastCheckedAt && now.getTime() - payment.lastCheckedAt.getTime() < MIN_CHECK_INTERVAL_MS;
  if (FINAL_STATUSES.has(payment.status) || recentlyChecked) {
    return { outcome: outcomeOf(payment.status), providerStatus: payment.status };
  }
  await getDb().update(paymentTransactions).set({ lastCheckedAt: now }).where(eq(paymentTransactions.id, payment.id));
  try {
    const transaction = await getTransaction(Number(payment.providerTransactionId));
    const result = await applyProviderTransaction(transaction, { now });
    return { outcome: result.outcome, providerStatus: transaction.status };
  } catch (error) {
    if (!(error instanceof FedaPayError)) throw error;
    log("payments").warn({ err: error }, "vérification du statut impossible");
    return { outcome: "unavailable", providerStatus: payment.status };
  }
}

function outcomeOf(status: string): PaymentOutcome {
  if (status === "pending") return "pending";
  // "refunded" stored on an unpaid booking: the money went back before it was applied.
  if (status === "declined" || status === "canceled" || status === "refunded") return "failed";
  return "completed";
}
