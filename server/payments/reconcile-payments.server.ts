// The background job that asks FedaPay about payments still pending on our side. A
// webhook can be lost: the process was killed between the payer's approval and the
// event, or was down when FedaPay sent it (FedaPay's retry policy is undocumented). The
// result page's status check (refresh-payment.server.ts) only helps if the payer comes
// back; this job does not wait for them. What FedaPay answers goes through the same
// applyProviderTransaction as a webhook, so an answer applied twice changes nothing.
// Superseded checkouts are asked about too: their approval is a surplus to record.
import { getDatabaseHandle } from "#server/db/client.server";
import { FedaPayError, getTransaction } from "#server/integrations/fedapay/client.server";
import { log } from "#server/observability/log.server";
import { applyProviderTransaction } from "./apply-provider-status.server";

export const RECONCILE_INTERVAL_MS = 30_000;

// A payment is checked at most once a minute during its first hour (the payer is at the
// checkout, or just left it), then every 30 minutes, and given up after 2 days: FedaPay
// keeps an abandoned checkout pending forever. Each row is claimed by moving its
// last_checked_at, so processes running the job at once never ask twice.
const CLAIM = `
  UPDATE payment_transactions SET last_checked_at = now()
   WHERE id IN (
     SELECT id FROM payment_transactions
      WHERE status = 'pending'
        AND provider_transaction_id IS NOT NULL
        AND created_at > now() - interval '2 days'
        AND (last_checked_at IS NULL
             OR last_checked_at < now() - CASE WHEN created_at > now() - interval '1 hour'
                                               THEN interval '1 minute' ELSE interval '30 minutes' END)
      ORDER BY created_at
      LIMIT $1
      FOR UPDATE SKIP LOCKED)
  RETURNING provider_transaction_id`;

export type ReconcileSummary = { checked: number; settled: number; unreachable: boolean };

export async function reconcilePendingPayments({ limit = 20 }: { limit?: number } = {}): Promise<ReconcileSummary> {
  const claimed = await getDatabaseHandle().query<{ provider_transaction_id: string }>(CLAIM, [limit]);
  const summary: ReconcileSummary = { checked: 0, settled: 0, unreachable: false };
  for (const row of claimed) {
    try {
      const transaction = await getTransaction(Number(row.provider_transaction_id));
      const result = await applyProviderTransaction(transaction);
      summary.checked += 1;
      if (result.outcome === "completed" || result.outcome === "refused" || result.outcome === "surplus") {
        summary.settled += 1;
      }
    } catch (error) {
      if (!(error instanceof FedaPayError)) throw error;
      // FedaPay down, or our key refused (401/403) or rate-limited (429): the others would
      // fail the same way; they are asked again next time.
      log("payments").warn({ err: error }, "rapprochement impossible");
      summary.unreachable = error.kind === "unavailable";
      if (summary.unreachable) break;
    }
  }
  if (summary.settled) log("payments").info(`${summary.settled} paiement(s) rapproché(s) auprès de FedaPay`);
  return summary;
}
