// The payout sending job: pending intents are claimed (FOR UPDATE SKIP LOCKED, then leased
// by moving next_attempt_at, so several processes never work on one at once), created at
// FedaPay under our reference, and started. A payout is never created twice for one
// intent: once an attempt may have reached FedaPay (any attempt after the first: a kill -9
// between the call and the write of its answer, a timeout, a 500), the payout is first
// looked up by our reference. FedaPay unreachable: asked again later, with backoff. A
// refused creation (cap, rules, payouts not activated): failed, its money owed again,
// administrators told. A refused start (the balance not yet fed, the 3-a-day rule): the
// same FedaPay payout is started again later, failed only once the intent is 4 days old.
import { eq, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { getDatabaseHandle, getDb, type Database } from "#server/db/client.server";
import { payouts, users } from "#server/db/schema";
import { getEnv } from "#server/env.server";
import { FedaPayError } from "#server/integrations/fedapay/client.server";
import {
  createPayout,
  findPayoutByReference,
  getPayout,
  startPayout,
  type FedaPayPayout,
} from "#server/integrations/fedapay/payouts-client.server";
import { log } from "#server/observability/log.server";
import { applyProviderPayout, markFailed, type PayoutRow } from "./apply-payout-status.server";

export const SEND_PAYOUTS_INTERVAL_MS = 15_000;
/** How long a claimed intent is left to its process (far above the client's 10 s timeout). */
const LEASE_SECONDS = 300;
/** A start refused this long after the intent was written fails for good. */
const START_RETRY_DAYS = 4;

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

const CLAIM = `
  UPDATE payouts SET attempts = attempts + 1,
                     next_attempt_at = $2::timestamptz + make_interval(secs => ${LEASE_SECONDS})
   WHERE id IN (SELECT id FROM payouts
                 WHERE status = 'pending' AND next_attempt_at <= $2::timestamptz
                 ORDER BY next_attempt_at, created_at
                 LIMIT $1
                 FOR UPDATE SKIP LOCKED)
  RETURNING id`;

export type SendSummary = { claimed: number; moved: number; failed: number; retried: number; unreachable: boolean };

export async function sendPendingPayouts({
  limit = 20,
  now = clockNow(),
}: { limit?: number; now?: Date } = {}): Promise<SendSummary> {
  const claimed = await getDatabaseHandle().query<{ id: string }>(CLAIM, [limit, now.toISOString()]);
  const summary: SendSummary = { claimed: claimed.length, moved: 0, failed: 0, retried: 0, unreachable: false };
  for (const { id } of claimed) {
    const [row] = await getDb().select().from(payouts).where(eq(payouts.id, id));
    if (!row) continue;
    const result = await sendOne(row, now);
    // A start FedaPay refused by one of its rules (balance, 3 a day to one number) waits
    // for its next attempt; the payouts behind it go on.
    summary[result === "deferred" ? "retried" : result] += 1;
    if (result === "retried" && summary.unreachable === false) summary.unreachable = true;
    // FedaPay down: the others would fail the same way; their lease runs out, they come back.
    if (result === "retried") break;
  }
  if (summary.moved || summary.failed) {
    log("payouts").info(`${summary.moved} transfert(s) lancé(s), ${summary.failed} en échec`);
  }
  return summary;
}

async function sendOne(row: PayoutRow, now: Date): Promise<"moved" | "failed" | "retried" | "deferred"> {
  let provider: FedaPayPayout | null = null;
  try {
    if (row.providerPayoutId) {
      provider = await getPayout(Number(row.providerPayoutId));
    } else {
      // Not the first attempt: an earlier one may have created it and lost the answer.
      if (row.attempts > 1) provider = await findPayoutByReference(row.reference);
      if (!provider) {
        try {
          provider = await createPayout(await createInput(row));
        } catch (error) {
          if (error instanceof FedaPayError && refusedForGood(error)) {
            await fail(row, error, now);
            return "failed";
          }
          throw error;
        }
      }
      await storeProviderId(row, provider.id);
    }
    if (provider.status === "pending") {
      try {
        provider = await startPayout(provider.id);
      } catch (error) {
        if (!(error instanceof FedaPayError) || !refusedForGood(error)) throw error;
        if (notActivated(error) || now.getTime() - row.createdAt.getTime() > START_RETRY_DAYS * 86_400_000) {
          await fail(row, error, now);
          return "failed";
        }
        await retryLater(row, error, now);
        return "deferred";
      }
    }
    const outcome = await applyProviderPayout(row.id, provider, now);
    return outcome === "mismatch" ? "retried" : "moved";
  } catch (error) {
    if (!(error instanceof FedaPayError)) throw error;
    await retryLater(row, error, now);
    return "retried";
  }
}

/** FedaPay refused the request itself (4xx), or payouts are not activated (403). */
function refusedForGood(error: FedaPayError) {
  return error.kind === "refused" || notActivated(error);
}

function notActivated(error: FedaPayError) {
  return error.httpStatus === 403;
}

async function fail(row: PayoutRow, error: FedaPayError, now: Date) {
  const code = notActivated(error) ? "payouts_not_activated" : `refused_${error.httpStatus ?? "error"}`;
  await getDb().transaction(async (tx) => {
    await markFailed(tx as unknown as Database, row, { code, message: error.message.slice(0, 500) }, now);
  });
}

async function retryLater(row: PayoutRow, error: FedaPayError, now: Date) {
  log("payouts").warn(`${row.reference} sera retenté : ${error.message}`);
  await getDb()
    .update(payouts)
    .set({
      nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
      lastErrorCode: error.kind,
      lastErrorMessage: error.message.slice(0, 500),
      updatedAt: now,
    })
    .where(sql`${payouts.id} = ${row.id} AND ${payouts.status} = 'pending'`);
}

/** Written at once, and only if no other answer (a webhook) stored another id first. */
async function storeProviderId(row: PayoutRow, providerId: number) {
  await getDb()
    .update(payouts)
    .set({ providerPayoutId: String(providerId) })
    .where(sql`${payouts.id} = ${row.id} AND ${payouts.providerPayoutId} IS NULL`);
  row.providerPayoutId = row.providerPayoutId ?? String(providerId);
}

async function createInput(row: PayoutRow) {
  const [user] = row.userId
    ? await getDb().select({ email: users.email }).from(users).where(eq(users.id, row.userId))
    : [];
  const [firstname, ...rest] = row.holderName.trim().split(/\s+/);
  return {
    amount: row.amount,
    operator: row.operator,
    customer: {
      firstname: firstname || row.holderName,
      lastname: rest.join(" ") || firstname || row.holderName,
      email: user?.email ?? getEnv().SUPPORT_EMAIL,
      phone_number: { number: row.phone, country: "bj" as const },
    },
    description: row.purpose === "refund" ? `Remboursement ${row.reference}` : `Versement des revenus ${row.reference}`,
    customMetadata: { reference: row.reference },
  };
}
