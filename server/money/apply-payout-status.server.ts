// The one place FedaPay's answer about a payout reaches our records, whoever read it (the
// sending job, a webhook's re-fetch, the reconciliation job): the status moves only
// forward through common/lifecycles/payout.ts, in one transaction with its journal
// (payout_sent: the money left the balance; payout_failed: it is owed again), the refund
// or surplus it pays marked paid once all its parts are sent, and administrators told of
// a failure. An answer applied twice changes nothing.
import { and, eq, ne, sql } from "drizzle-orm";
import { payoutFailed, payoutSent } from "#common/ledger";
import { eventFromProvider, PAYOUT_TRANSITIONS, type PayoutStatus } from "#common/lifecycles/payout";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, payouts, surplusPayments } from "#server/db/schema";
import type { FedaPayPayout } from "#server/integrations/fedapay/payouts-client.server";
import { notifyAdmins } from "#server/notifications/notifications.server";
import { log } from "#server/observability/log.server";
import { announcePayoutSent, announceRefundSent } from "./money-emails.server";
import { postJournal } from "./post-journal.server";

export type PayoutRow = typeof payouts.$inferSelect;
export type ApplyOutcome = "moved" | "unchanged" | "mismatch" | "unknown";

const ADMIN_LINK = "/admin-dashboard?tab=money";

/** Applies FedaPay's view of payout `payoutId`; `provider` was read from FedaPay, never from a webhook body. */
export async function applyProviderPayout(
  payoutId: string,
  provider: FedaPayPayout,
  now: Date,
  db: Database = getDb(),
): Promise<ApplyOutcome> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
    if (!row) return "unknown";
    const providerId = String(provider.id);
    // Another payout's answer, or another amount: never applied (an administrator looks).
    if ((row.providerPayoutId && row.providerPayoutId !== providerId) || provider.amount !== row.amount) {
      log("payouts").warn(`réponse FedaPay incohérente pour ${row.reference} (transfert ${providerId})`);
      return "mismatch";
    }
    const event = eventFromProvider(row.status, provider.status);
    const base = { providerPayoutId: providerId, providerStatus: provider.status.slice(0, 60), lastCheckedAt: now };
    if (!event) {
      await tx.update(payouts).set(base).where(eq(payouts.id, row.id));
      return "unchanged";
    }
    const to: PayoutStatus = PAYOUT_TRANSITIONS[event].to;
    const links = { bookingId: row.bookingId, payoutId: row.id, surplusPaymentId: row.surplusPaymentId };
    if (to === "sent") {
      await tx
        .update(payouts)
        .set({ ...base, status: to, sentAt: now, startedAt: row.startedAt ?? now, nextAttemptAt: null, updatedAt: now })
        .where(eq(payouts.id, row.id));
      await postJournal(payoutSent(row.amount), links, tx, now);
      await settleWhatItPays(tx, row, now);
      // The person paid is told (each announcement answers only its own purpose, once).
      await announceRefundSent(tx, row.id);
      await announcePayoutSent(tx, row.id);
    } else if (to === "failed") {
      const code = provider.last_error_code == null ? "failed" : String(provider.last_error_code).slice(0, 60);
      const message = (provider.last_error_message ?? "Échec signalé par FedaPay").slice(0, 500);
      await markFailed(tx, row, { code, message }, now, base);
    } else {
      await tx
        .update(payouts)
        .set({ ...base, status: to, startedAt: row.startedAt ?? now, nextAttemptAt: null, updatedAt: now })
        .where(eq(payouts.id, row.id));
    }
    return "moved";
  });
}

/**
 * A payout that will not be sent (FedaPay said so, or refused it): failed, its money owed
 * again (payout_failed), the administrators told. Only from an open status.
 */
export async function markFailed(
  tx: Database,
  row: PayoutRow,
  error: { code: string; message: string },
  now: Date,
  extra: Partial<PayoutRow> = {},
) {
  const [moved] = await tx
    .update(payouts)
    .set({
      ...extra,
      status: "failed",
      failedAt: now,
      nextAttemptAt: null,
      lastErrorCode: error.code,
      lastErrorMessage: error.message,
      updatedAt: now,
    })
    .where(and(eq(payouts.id, row.id), ne(payouts.status, "failed"), ne(payouts.status, "sent")))
    .returning({ id: payouts.id });
  if (!moved) return false;
  await postJournal(
    payoutFailed(row.purpose, row.amount),
    { bookingId: row.bookingId, payoutId: row.id, surplusPaymentId: row.surplusPaymentId },
    tx,
    now,
  );
  if (error.code === "payouts_not_activated") {
    await notifyAdmins(tx, {
      kind: "payouts_not_activated",
      template: "payoutsNotActivated",
      args: [row.reference],
      link: ADMIN_LINK,
    });
  } else {
    await notifyAdmins(tx, {
      kind: "payout_failed",
      template: "payoutFailed",
      args: [row.reference, row.amount, error.message],
      link: ADMIN_LINK,
      bookingId: row.bookingId,
    });
  }
  return true;
}

/** A refund's (or a surplus's) debt is paid once every part of it is: marked paid then. */
export async function settleWhatItPays(tx: Database, row: PayoutRow, now: Date) {
  if (row.purpose !== "refund") return;
  if (row.surplusPaymentId) {
    if (await partsLeft(tx, sql`surplus_payment_id = ${row.surplusPaymentId}`)) return;
    await tx
      .update(surplusPayments)
      .set({ status: "paid", paidAt: now, updatedAt: now })
      .where(and(eq(surplusPayments.id, row.surplusPaymentId), eq(surplusPayments.status, "owed")));
    return;
  }
  if (!row.bookingId) return;
  if (await partsLeft(tx, sql`booking_id = ${row.bookingId} AND surplus_payment_id IS NULL`)) return;
  // The refund lifecycle's markPaid (owed → paid), as a guarded UPDATE.
  await tx
    .update(bookings)
    .set({ refundStatus: "paid", updatedAt: now })
    .where(and(eq(bookings.id, row.bookingId), eq(bookings.refundStatus, "owed")));
}

/** Parts of a refund not paid yet: open, or failed and neither settled by hand nor retried. */
async function partsLeft(tx: Database, where: ReturnType<typeof sql>) {
  const result = await tx.execute<{ left: number }>(sql`
    SELECT count(*)::int AS left FROM payouts p
     WHERE purpose = 'refund' AND ${where}
       AND (status IN ('pending', 'started', 'processing')
            OR (status = 'failed' AND settled_by_hand_at IS NULL
                AND NOT EXISTS (SELECT 1 FROM payouts r WHERE r.replaces_payout_id = p.id)))`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { left: number }[] }).rows) ?? [];
  return Number(rows[0]?.left ?? 0) > 0;
}
