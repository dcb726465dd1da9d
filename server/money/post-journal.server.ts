// Writes a journal of common/ledger.ts to ledger_entries, in the caller's transaction: the
// entries exist exactly when the change they record does. The database refuses, at commit,
// a journal that does not sum to zero (migration 0015's deferred trigger) and any change
// to an entry once written.
import { randomUUID } from "node:crypto";
import { now as clockNow } from "#common/clock";
import { bookingCancelled, paymentReceived, type Journal } from "#common/ledger";
import { isPaid, type BookingState } from "#common/lifecycles/booking";
import type { LineItem } from "#common/line-items";
import { getDb, type Database } from "#server/db/client.server";
import { ledgerEntries } from "#server/db/schema";

/** What the entries are about (a booking, a payout, a surplus payment). */
export type JournalLinks = { bookingId?: string | null; payoutId?: string | null; surplusPaymentId?: string | null };

/** Writes the journal's entries under one new journal id; nothing when it has none. */
export async function postJournal(
  journal: Journal,
  links: JournalLinks,
  db: Database = getDb(),
  at: Date = clockNow(),
): Promise<string | null> {
  if (journal.entries.length === 0) return null;
  const journalId = randomUUID();
  await db.insert(ledgerEntries).values(
    journal.entries.map((entry) => ({
      journalId,
      kind: journal.kind,
      account: entry.account,
      amount: entry.amount,
      bookingId: links.bookingId ?? null,
      payoutId: links.payoutId ?? null,
      surplusPaymentId: links.surplusPaymentId ?? null,
      createdAt: at,
    })),
  );
  return journalId;
}

type BookingMoney = BookingState & {
  id: string;
  lineItems: readonly LineItem[];
  refundAmount: number | null;
};

/** A booking's payment, as its confirmation (or a refusal of a paid booking) records it. */
export function recordPayment(booking: BookingMoney, db: Database, at?: Date) {
  return postJournal(paymentReceived(booking.lineItems), { bookingId: booking.id }, db, at);
}

/** A paid booking's refund owed (cancelled or refused), once the booking row holds it. */
export function recordRefundOwed(booking: BookingMoney, db: Database, at?: Date) {
  return postJournal(bookingCancelled(booking.lineItems, booking.refundAmount ?? 0), { bookingId: booking.id }, db, at);
}

/** Both, for a booking written whole (the factories and the demo data). */
export async function recordBookingMoney(booking: BookingMoney, db: Database, at?: Date) {
  if (!isPaid(booking)) return;
  await recordPayment(booking, db, at);
  if ((booking.refundAmount ?? 0) > 0) await recordRefundOwed(booking, db, at);
}
