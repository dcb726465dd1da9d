// A payout is a stored intent before FedaPay is ever called (docs/decisions/017): the row
// with our own reference, the amount, the beneficiary and the purpose, the bookings it
// covers, and the payout_started journal (the debt becomes money in flight), all in the
// caller's transaction. The sending job (send-payouts.server.ts) does the rest.
import { randomBytes } from "node:crypto";
import { payoutStarted, type PayoutPurpose } from "#common/ledger";
import { PAYOUT_CAP } from "#common/money-out";
import type { Database } from "#server/db/client.server";
import { payoutItems, payouts, type MobileOperator } from "#server/db/schema";
import { postJournal } from "./post-journal.server";

export type PayoutIntent = {
  purpose: PayoutPurpose;
  /** Who receives it (the host, or the traveler); null once their account is gone. */
  userId: string | null;
  /** A refund's booking (also set for a surplus, with surplusPaymentId). */
  bookingId?: string | null;
  surplusPaymentId?: string | null;
  part?: number;
  amount: number;
  operator: MobileOperator;
  /** +229 and the 10 digits. */
  phone: string;
  holderName: string;
  /** A host payout's bookings and how much of each. */
  items?: { bookingId: string; amount: number }[];
  replacesPayoutId?: string | null;
};

/** Ours, sent as custom_metadata.reference: unguessable, unique, readable on a statement. */
export function newPayoutReference(): string {
  return `PO-${randomBytes(8).toString("hex").toUpperCase()}`;
}

/** Writes the intent, its items and its payout_started journal; returns its id and reference. */
export async function createPayoutIntent(tx: Database, intent: PayoutIntent, now: Date) {
  const reference = newPayoutReference();
  const [row] = await tx
    .insert(payouts)
    .values({
      reference,
      purpose: intent.purpose,
      userId: intent.userId,
      bookingId: intent.bookingId ?? null,
      surplusPaymentId: intent.surplusPaymentId ?? null,
      part: intent.part ?? 1,
      amount: intent.amount,
      operator: intent.operator,
      phone: intent.phone,
      holderName: intent.holderName.slice(0, 100),
      status: "pending",
      nextAttemptAt: now,
      replacesPayoutId: intent.replacesPayoutId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payouts.id });
  const payoutId = row!.id;
  if (intent.items?.length) {
    await tx.insert(payoutItems).values(intent.items.map((item) => ({ payoutId, ...item })));
  }
  await postJournal(
    payoutStarted(intent.purpose, intent.amount),
    { bookingId: intent.bookingId ?? null, payoutId, surplusPaymentId: intent.surplusPaymentId ?? null },
    tx,
    now,
  );
  return { id: payoutId, reference };
}

/** An amount as parts of at most the cap (1 500 000 → 1 000 000 + 500 000). */
export function splitOverCap(amount: number, cap: number = PAYOUT_CAP): number[] {
  const parts: number[] = [];
  for (let left = amount; left > 0; left -= cap) parts.push(Math.min(cap, left));
  return parts;
}
