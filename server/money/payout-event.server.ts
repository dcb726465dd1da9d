// A payout webhook's news (payout.sent, payout.failed, payout.started…), as the webhook
// handler passes it: only a hint. The payout is read back from FedaPay, matched to our
// intent by FedaPay's id or, when the creation's answer is not stored yet, by our own
// reference in its custom_metadata, and that answer alone is applied.
import { eq, or } from "drizzle-orm";
import { getDb } from "#server/db/client.server";
import { payouts } from "#server/db/schema";
import { getPayout } from "#server/integrations/fedapay/payouts-client.server";
import { applyProviderPayout, type ApplyOutcome } from "./apply-payout-status.server";

/** Throws FedaPayError when FedaPay cannot be asked (the webhook then answers non-2xx). */
export async function applyPayoutEvent(providerPayoutId: number, now: Date): Promise<ApplyOutcome> {
  const provider = await getPayout(providerPayoutId);
  const reference = provider.custom_metadata?.reference;
  const byReference = typeof reference === "string" && reference ? eq(payouts.reference, reference) : undefined;
  const byId = eq(payouts.providerPayoutId, String(provider.id));
  const [row] = await getDb()
    .select({ id: payouts.id })
    .from(payouts)
    .where(byReference ? or(byId, byReference) : byId)
    .limit(1);
  if (!row) return "unknown";
  return applyProviderPayout(row.id, provider, now);
}
