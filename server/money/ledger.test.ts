// The ledger in the database: journals written with the transitions that move money, each
// summing to zero, refused when they do not, never changed once written.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { balances, bookingCancelled, paymentReceived, type LedgerEntry } from "#common/ledger";
import { transition } from "#server/bookings/booking-lifecycle.server";
import { cancelBooking } from "#server/bookings/cancel-booking.server";
import { getDb } from "#server/db/client.server";
import { bookings, ledgerEntries } from "#server/db/schema";
import { recordSurplusPayment } from "#server/payments/record-surplus-payment.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { postJournal } from "./post-journal.server";

const handle = await useTestDatabase();
const NOW = new Date("2031-02-01T09:00:00Z");
let listingId: string;
let travelerId: string;

beforeAll(async () => {
  setClock(NOW);
  const host = await createUser({ roles: ["user", "host"] });
  travelerId = (await createUser()).id;
  listingId = (await createListing({ userId: host.id, price: 45_000, cancellationPolicy: "flexible" })).id;
});

async function entriesOf(bookingId: string): Promise<LedgerEntry[]> {
  const rows = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId));
  return rows.map((row) => ({ account: row.account, amount: Number(row.amount) }));
}

async function unpaidBooking(startDate: string, endDate: string) {
  return createBooking({
    listingId,
    userId: travelerId,
    startDate,
    endDate,
    holdExpiresAt: new Date(NOW.getTime() + 1_800_000),
  });
}

describe(`the ledger (${databaseKind})`, () => {
  it("a confirmed payment writes the booking's payment journal, once, with the confirmation", async () => {
    const booking = await unpaidBooking("2031-03-01", "2031-03-04");
    expect(await entriesOf(booking.id)).toEqual([]);
    await getDb().transaction((tx) => transition(tx, booking.id, "confirmPayment", "system", { paidAt: NOW }));
    const entries = await entriesOf(booking.id);
    expect(balances(entries)).toMatchObject({
      fedapay_balance: 148_500,
      host_payable: -128_250,
      platform_revenue: -20_250,
    });
    // The same transition again moves nothing, so writes nothing.
    await getDb().transaction((tx) => transition(tx, booking.id, "confirmPayment", "system", { paidAt: NOW }));
    expect(await entriesOf(booking.id)).toHaveLength(3);
  });

  it("a free cancellation owes the whole total back, taken from the host's and the platform's parts", async () => {
    const booking = await unpaidBooking("2031-04-01", "2031-04-04");
    await getDb().transaction((tx) => transition(tx, booking.id, "confirmPayment", "system", { paidAt: NOW }));
    const result = await cancelBooking(booking.id, travelerId, { now: NOW });
    expect(result).toEqual({ ok: true, refundAmount: 148_500 });
    expect(balances(await entriesOf(booking.id))).toMatchObject({
      fedapay_balance: 148_500,
      refund_payable: -148_500,
      host_payable: 0,
      platform_revenue: 0,
    });
  });

  it("a cancellation after the deadline refunds nothing and writes no refund", async () => {
    const booking = await unpaidBooking("2031-02-01", "2031-02-02");
    await getDb().transaction((tx) => transition(tx, booking.id, "confirmPayment", "system", { paidAt: NOW }));
    // Flexible: free until 24 h before arrival at 14:00; the morning of arrival is past it.
    expect(await cancelBooking(booking.id, travelerId, { now: NOW })).toEqual({ ok: true, refundAmount: 0 });
    const kinds = await getDb()
      .selectDistinct({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, booking.id));
    expect(kinds).toEqual([{ kind: "payment_received" }]);
  });

  it("a booking written paid by the factories has its money in the ledger too", async () => {
    const booking = await createBooking({
      listingId,
      userId: travelerId,
      startDate: "2031-05-01",
      endDate: "2031-05-04",
      status: "cancelled",
      paymentStatus: "completed",
      paidAt: NOW,
      refundAmount: 148_500,
      refundStatus: "owed",
    });
    const expected = [
      ...paymentReceived(booking.lineItems).entries,
      ...bookingCancelled(booking.lineItems, 148_500).entries,
    ];
    expect(balances(await entriesOf(booking.id))).toEqual(balances(expected));
  });

  it("a surplus payment is in FedaPay's balance and owed back whole, recorded once", async () => {
    const booking = await unpaidBooking("2031-07-01", "2031-07-02");
    const [payment] = await handle.query<{ id: string }>(
      `INSERT INTO payment_transactions (booking_id, provider_transaction_id, amount, status)
       VALUES ($1, 'tx-surplus-1', 49500, 'approved') RETURNING id`,
      [booking.id],
    );
    const source = {
      bookingId: booking.id,
      paymentTransactionId: payment!.id,
      providerTransactionId: "tx-surplus-1",
      amount: 49_500,
      paymentMethod: "mtn" as const,
      providerMode: "mtn_open",
      phone: "+2290166000001",
    };
    for (let time = 0; time < 2; time++) {
      await getDb().transaction((tx) => recordSurplusPayment(tx, source, "already_paid", NOW));
    }
    // Owed back whole, and its refund to the number that paid started at once: the debt is
    // money in flight until FedaPay sends it.
    expect(balances(await entriesOf(booking.id))).toMatchObject({
      fedapay_balance: 49_500,
      refund_payable: 0,
      payouts_in_flight: -49_500,
    });
    expect(await entriesOf(booking.id)).toHaveLength(4);
  });

  it("refuses, at commit, a journal that does not sum to zero, and keeps nothing of it", async () => {
    const booking = await unpaidBooking("2031-06-01", "2031-06-02");
    await expect(
      getDb().transaction((tx) =>
        postJournal(
          { kind: "paid_by_hand", entries: [{ account: "paid_by_hand", amount: -500 }] },
          { bookingId: booking.id },
          tx,
        ),
      ),
    ).rejects.toThrow();
    expect(await entriesOf(booking.id)).toEqual([]);
  });

  it("never changes or deletes an entry once written", async () => {
    const [entry] = await getDb().select().from(ledgerEntries).limit(1);
    await expect(
      handle.query("UPDATE ledger_entries SET amount = amount + 1 WHERE id = $1", [entry!.id]),
    ).rejects.toThrow(/never changed/);
    await expect(handle.query("DELETE FROM ledger_entries WHERE id = $1", [entry!.id])).rejects.toThrow(
      /never changed/,
    );
  });

  it("all entries together sum to zero", async () => {
    const [row] = await getDb()
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries);
    expect(row!.total).toBe("0");
    const [paid] = await getDb()
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.paymentStatus, "completed"));
    expect(paid!.count).toBe(4);
  });
});
