// What time moves in the stand-in, by the app's clock (common/clock.ts, which tests
// advance): 'late' payments approved, approved payments 'transferred' after 72 h, started
// payouts sent at their time, and webhooks retried. Run by the stand-in's job
// (server/background-jobs.server.ts) and, without the deliveries, before each API read, so
// an answer never lags behind the clock. Every change is a guarded UPDATE: safe in several
// processes.
import { now as clockNow } from "#common/clock";
import { toFedaPayObject, toPayoutObject } from "./standin-objects.server";
import { settleDuePayouts } from "./standin-payouts.server";
import {
  refundStandInTransaction,
  settleLatePayments,
  transferApprovedPayments,
  type StandInRow,
} from "./standin-store.server";
import { deliverDueWebhooks, emitEvent } from "./webhook-dispatch.server";

export const STANDIN_JOB_INTERVAL_MS = 10_000;

export async function catchUpStandIn(now = clockNow()): Promise<void> {
  for (const row of await settleLatePayments(now)) await emitTransaction("transaction.approved", row);
  for (const row of await transferApprovedPayments(now)) await emitTransaction("transaction.transferred", row);
  for (const payout of await settleDuePayouts(now)) {
    await emitEvent(
      { name: `payout.${payout.status}`, object: "payout", objectId: payout.id, entity: toPayoutObject(payout) },
      { wait: false },
    );
  }
}

/** The job: catch up, then send the webhooks that are due (first attempts and retries). */
export async function runStandInDuties(now = clockNow()) {
  await catchUpStandIn(now);
  return deliverDueWebhooks({ now });
}

/** The control "skip the 72 h": every approved payment reaches the balance now. */
export async function transferAllApprovedNow(now = clockNow()): Promise<number> {
  const rows = await transferApprovedPayments(now, { all: true });
  for (const row of rows) await emitTransaction("transaction.transferred", row);
  return rows.length;
}

/** The control "refund this payment" (approved or transferred), with transaction.refunded. */
export async function refundTransactionNow(id: number, now = clockNow()): Promise<StandInRow | undefined> {
  const refunded = await refundStandInTransaction(id, now);
  if (refunded) await emitTransaction("transaction.refunded", refunded, { wait: true });
  return refunded;
}

export function emitTransaction(name: string, row: StandInRow, { wait = false } = {}) {
  return emitEvent({ name, object: "transaction", objectId: row.id, entity: toFedaPayObject(row) }, { wait });
}
