// TEMPORARY (the engine's branch, wt-payout, has the real module with these names and
// result codes; the lead keeps that one at merge). What an administrator does about a
// failed payout (docs/decisions/017): retry it (a new intent with its own reference for the
// same debt and bookings; payout_started posted as the intent is created), or mark it paid
// by other means with a note (a paid_by_hand journal; a refund so settled is marked paid).
import { and, eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { paidByHand, payoutStarted } from "#common/ledger";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, payoutItems, payouts } from "#server/db/schema";
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

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
/** The retry of a payout, found by its reference: one retry per failed payout (the unique reference says so). */
const retryReference = (payoutId: string) => `RT-${payoutId}`;

async function lockedFailedPayout(tx: Database, payoutId: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
  if (!row) return { reason: "payout_not_found" as const };
  if (row.status !== "failed") return { reason: "payout_not_failed" as const };
  if (row.settledByHandAt) return { reason: "payout_already_settled" as const };
  const [retry] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.reference, retryReference(row.id)));
  if (retry) return { reason: "payout_already_retried" as const };
  return { row };
}

export async function retryFailedPayout(
  payoutId: string,
  adminId: string,
  { now = clockNow() }: { now?: Date } = {},
): Promise<PayoutActionResult> {
  if (!isUuid(payoutId)) return { ok: false, reason: "payout_not_found" };
  return getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const found = await lockedFailedPayout(tx, payoutId);
    if (!found.row) return { ok: false as const, reason: found.reason };
    const { row } = found;
    const [created] = await tx
      .insert(payouts)
      .values({
        reference: retryReference(row.id),
        purpose: row.purpose,
        userId: row.userId,
        bookingId: row.bookingId ?? null,
        amount: row.amount,
        operator: row.operator,
        phone: row.phone,
        holderName: row.holderName,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const items = await tx.select().from(payoutItems).where(eq(payoutItems.payoutId, row.id));
    if (items.length) {
      await tx
        .insert(payoutItems)
        .values(items.map((item) => ({ payoutId: created!.id, bookingId: item.bookingId, amount: item.amount })));
    }
    await postJournal(
      payoutStarted(row.purpose, row.amount),
      { bookingId: row.bookingId, payoutId: created!.id },
      tx,
      now,
    );
    console.log(`[payouts] ${row.reference} relancé par ${adminId} : ${created!.reference}`);
    return { ok: true as const, payoutId: created!.id, reference: created!.reference };
  });
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
  if (!isUuid(payoutId)) return { ok: false, reason: "payout_not_found" };
  return getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const found = await lockedFailedPayout(tx, payoutId);
    if (!found.row) return { ok: false as const, reason: found.reason };
    const { row } = found;
    await tx
      .update(payouts)
      .set({ settledByHandAt: now, settledBy: adminId, settlementNote: trimmed, updatedAt: now })
      .where(eq(payouts.id, row.id));
    await postJournal(
      paidByHand(row.purpose, row.amount),
      { bookingId: row.bookingId, payoutId: row.id, surplusPaymentId: row.surplusPaymentId },
      tx,
      now,
    );
    // A booking's refund so settled is paid (the refund lifecycle's markPaid).
    if (row.purpose === "refund" && row.bookingId && !row.surplusPaymentId) {
      await tx
        .update(bookings)
        .set({ refundStatus: "paid", updatedAt: now })
        .where(and(eq(bookings.id, row.bookingId), eq(bookings.refundStatus, "owed")));
    }
    return { ok: true as const, payoutId: row.id };
  });
}
