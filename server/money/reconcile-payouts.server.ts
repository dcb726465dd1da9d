// Asks FedaPay about payouts it was asked to send and has not settled (started,
// processing): a webhook may be lost, or may have come before the creation's answer was
// stored. Each row is claimed by moving its last_checked_at (at most once a minute), so
// processes running the job at once never ask twice; the answer goes through the same
// applyProviderPayout as the sending job and the webhooks.
import { now as clockNow } from "#common/clock";
import { getDatabaseHandle } from "#server/db/client.server";
import { FedaPayError } from "#server/integrations/fedapay/client.server";
import { getPayout } from "#server/integrations/fedapay/payouts-client.server";
import { log } from "#server/observability/log.server";
import { applyProviderPayout } from "./apply-payout-status.server";

export const RECONCILE_PAYOUTS_INTERVAL_MS = 30_000;

const CLAIM = `
  UPDATE payouts SET last_checked_at = $2::timestamptz
   WHERE id IN (SELECT id FROM payouts
                 WHERE status IN ('started', 'processing') AND provider_payout_id IS NOT NULL
                   AND (last_checked_at IS NULL OR last_checked_at < $2::timestamptz - interval '1 minute')
                 ORDER BY last_checked_at NULLS FIRST
                 LIMIT $1
                 FOR UPDATE SKIP LOCKED)
  RETURNING id, provider_payout_id`;

export async function reconcileOpenPayouts({ limit = 50, now = clockNow() }: { limit?: number; now?: Date } = {}) {
  const claimed = await getDatabaseHandle().query<{ id: string; provider_payout_id: string }>(CLAIM, [
    limit,
    now.toISOString(),
  ]);
  let moved = 0;
  for (const row of claimed) {
    try {
      const provider = await getPayout(Number(row.provider_payout_id));
      if ((await applyProviderPayout(row.id, provider, now)) === "moved") moved += 1;
    } catch (error) {
      if (!(error instanceof FedaPayError)) throw error;
      log("payouts").warn({ err: error }, "rapprochement impossible");
      if (error.kind === "unavailable") break;
    }
  }
  return { checked: claimed.length, moved };
}
