// What an administrator does about a failed payout (docs/decisions/017): retry it (a new
// intent with a new reference, for the same debt and the same bookings: never a second
// call for the old reference), or mark it paid by other means with a note (a paid_by_hand
// journal; a refund so settled is marked paid). Each returns a result code; the words are
// the screens' (server/http/refusals.server.ts).
import { eq, sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { paidByHand } from "#common/ledger";
import { getDb, type Database } from "#server/db/client.server";
import { payoutItems, payouts } from "#server/db/schema";
import { log } from "#server/observability/log.server";
import { settleWhatItPays } from "./apply-payout-status.server";
import { createPayoutIntent } from "./payout-intents.server";
import { postJournal } from "./post-journal.server";

export const SETTLEMENT_NOTE_MIN = 3;
export const SETTLEMENT_NOTE_MAX = 500;

export type PayoutActionRefusal =
  | "payout_not_found"
  | "payout_not_failed"
  | "payout_already_settled"
  | "payout_already_retried"
  | "payout_items_paid_since"
  | "note_required"
  | "note_too_long";

export type PayoutActionResult =
  { ok: true; payoutId: string; reference?: string } | { ok: false; reason: PayoutActionRefusal };

async function lockedFailedPayout(tx: Database, payoutId: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
  if (!row) return { reason: "payout_not_found" as const };
  if (row.status !== "failed") return { reason: "payout_not_failed" as const };
  if (row.settledByHandAt) return { reason: "payout_already_settled" as const };
  const [retry] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.replacesPayoutId, payoutId));
  if (retry) return { reason: "payout_already_retried" as const };
  return { row };
}

export async function retryFailedPayout(
  payoutId: string,
  adminId: string,
  { now = clockNow() }: { now?: Date } = {},
): Promise<PayoutActionResult> {
  if (!/^[0-9a-f-]{36}$/i.test(payoutId)) return { ok: false, reason: "payout_not_found" };
  return getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const found = await lockedFailedPayout(tx, payoutId);
    if (!("row" in found) || !found.row) return { ok: false, reason: found.reason! };
    const { row } = found;
    const items = await tx
      .select({ bookingId: payoutItems.bookingId, amount: payoutItems.amount })
      .from(payoutItems)
      .where(eq(payoutItems.payoutId, row.id));
    // A host's failed earnings are planned again by the daily job: if they already were,
    // a retry would pay them twice.
    if (items.length && (await itemsCoveredElsewhere(tx, row.id, items))) {
      return { ok: false, reason: "payout_items_paid_since" };
    }
    const created = await createPayoutIntent(
      tx,
      {
        purpose: row.purpose,
        userId: row.userId,
        bookingId: row.bookingId,
        surplusPaymentId: row.surplusPaymentId,
        part: row.part,
        amount: row.amount,
        operator: row.operator,
        phone: row.phone,
        holderName: row.holderName,
        items,
        replacesPayoutId: row.id,
      },
      now,
    );
    log("payouts").info(`${row.reference} relancé par ${adminId} : ${created.reference}`);
    return { ok: true, payoutId: created.id, reference: created.reference };
  });
}

async function itemsCoveredElsewhere(tx: Database, payoutId: string, items: { bookingId: string }[]) {
  const result = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM payout_items i JOIN payouts p ON p.id = i.payout_id
     WHERE p.id <> ${payoutId} AND p.status <> 'failed'
       AND i.booking_id IN (${sql.join(
         items.map((item) => sql`${item.bookingId}::uuid`),
         sql`, `,
       )})
       AND p.created_at > (SELECT created_at FROM payouts WHERE id = ${payoutId})`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) ?? [];
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function settleFailedPayoutByHand(
  payoutId: string,
  adminId: string,
  note: string,
  { now = clockNow() }: { now?: Date } = {},
): Promise<PayoutActionResult> {
  const trimmed = note.trim();
  if (trimmed.length < SETTLEMENT_NOTE_MIN) return { ok: false, reason: "note_required" };
  if (trimmed.length > SETTLEMENT_NOTE_MAX) return { ok: false, reason: "note_too_long" };
  if (!/^[0-9a-f-]{36}$/i.test(payoutId)) return { ok: false, reason: "payout_not_found" };
  return getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const found = await lockedFailedPayout(tx, payoutId);
    if (!("row" in found) || !found.row) return { ok: false, reason: found.reason! };
    const { row } = found;
    const items = await tx
      .select({ bookingId: payoutItems.bookingId })
      .from(payoutItems)
      .where(eq(payoutItems.payoutId, row.id));
    if (items.length && (await itemsCoveredElsewhere(tx, row.id, items))) {
      return { ok: false, reason: "payout_items_paid_since" };
    }
    await tx
      .update(payouts)
      .set({ settledByHandAt: now, settledBy: adminId, settlementNote: trimmed, updatedAt: now })
      .where(eq(payouts.id, row.id));
    // The debt (owed again since the failure) is paid by other means.
    await postJournal(
      paidByHand(row.purpose, row.amount),
      { bookingId: row.bookingId, payoutId: row.id, surplusPaymentId: row.surplusPaymentId },
      tx,
      now,
    );
    await settleWhatItPays(tx, { ...row, settledByHandAt: now }, now);
    return { ok: true, payoutId: row.id };
  });
}
