// The money-out migration writes the money recorded before the ledger existed as the
// journals the application writes now (common/ledger.ts): the same balances per booking.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  balances,
  bookingCancelled,
  paidByHand,
  paymentReceived,
  surplusReceived,
  type LedgerEntry,
} from "#common/ledger";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { migrate, migrationsDirectory } from "./migrate.server";

// Found by its name, so that renumbering the migrations does not break this test.
const MIGRATION = fs.readdirSync(migrationsDirectory()).find((name) => name.endsWith("_money_out.sql"))!;

const handle = await useTestDatabase();
const PAID_AT = new Date("2030-01-10T10:00:00Z");
type Booking = Awaited<ReturnType<typeof createBooking>>;
const made: Record<string, Booking> = {};
let surplusOwed: string;
let surplusPaid: string;
let applied: string[];

async function surplus(booking: Booking, amount: number, status: "owed" | "paid") {
  const [payment] = await handle.query<{ id: string }>(
    `INSERT INTO payment_transactions (booking_id, provider_transaction_id, amount, status)
     VALUES ($1, $2, $3, 'approved') RETURNING id`,
    [booking.id, `tx-${Math.random()}`, amount],
  );
  const [row] = await handle.query<{ id: string }>(
    `INSERT INTO surplus_payments (booking_id, payment_transaction_id, provider_transaction_id, amount, reason, status, paid_at)
     VALUES ($1, $2, $3, $4, 'already_paid', $5, $6) RETURNING id`,
    [booking.id, payment!.id, `tx-${payment!.id}`, amount, status, status === "paid" ? PAID_AT : null],
  );
  return row!.id;
}

beforeAll(async () => {
  const host = await createUser({ roles: ["user", "host"] });
  const traveler = await createUser();
  const listingId = (await createListing({ userId: host.id, price: 45_000 })).id;
  const booking = (startDate: string, endDate: string, values: Partial<Parameters<typeof createBooking>[0]>) =>
    createBooking({ listingId, userId: traveler.id, startDate, endDate, ...values });
  made.confirmed = await booking("2030-02-01", "2030-02-04", {
    status: "approved",
    paymentStatus: "completed",
    paidAt: PAID_AT,
  });
  made.refundOwed = await booking("2030-03-01", "2030-03-04", {
    status: "cancelled",
    paymentStatus: "completed",
    paidAt: PAID_AT,
    refundAmount: 148_500,
    refundStatus: "owed",
  });
  made.refundPaid = await booking("2030-04-01", "2030-04-03", {
    status: "cancelled",
    paymentStatus: "completed",
    paidAt: PAID_AT,
    refundAmount: 99_000,
    refundStatus: "paid",
  });
  made.nothingBack = await booking("2030-05-01", "2030-05-02", {
    status: "cancelled",
    paymentStatus: "completed",
    paidAt: PAID_AT,
    refundAmount: 0,
    refundStatus: "none",
  });
  made.refused = await booking("2030-06-01", "2030-06-02", {
    status: "rejected",
    paymentStatus: "completed",
    paidAt: PAID_AT,
    refundAmount: 49_500,
    refundStatus: "owed",
  });
  made.unpaid = await booking("2030-07-01", "2030-07-02", { status: "cancelled", paymentStatus: "pending" });
  // Back to the schema before the migration: its tables gone, its row forgotten.
  await handle.query(`DROP TABLE ledger_entries, payout_items, payouts, payout_accounts`);
  await handle.query(`DROP FUNCTION ledger_journal_balanced, ledger_append_only`);
  await handle.query("DELETE FROM schema_migrations WHERE name = $1", [MIGRATION]);
  surplusOwed = await surplus(made.confirmed!, 148_500, "owed");
  surplusPaid = await surplus(made.confirmed!, 10_000, "paid");
  applied = await migrate(handle);
});

async function entries(
  column: "booking_id" | "surplus_payment_id",
  id: string,
  exceptSurplus = true,
): Promise<LedgerEntry[]> {
  const rows = await handle.query<{ account: LedgerEntry["account"]; amount: string }>(
    `SELECT account, amount::text FROM ledger_entries WHERE ${column} = $1 ${exceptSurplus && column === "booking_id" ? "AND surplus_payment_id IS NULL" : ""}`,
    [id],
  );
  return rows.map((row) => ({ account: row.account, amount: Number(row.amount) }));
}

describe(`migration ${MIGRATION}: the money before the ledger (${databaseKind})`, () => {
  it("applies to a database that has paid bookings and surplus payments", () => {
    expect(applied).toEqual([MIGRATION]);
  });

  it.each([
    ["confirmed", 0, false],
    ["refundOwed", 148_500, false],
    ["refundPaid", 99_000, true],
    ["nothingBack", 0, false],
    ["refused", 49_500, false],
  ] as const)("%s: the payment, its refund owed and what was paid back by hand", async (name, refund, paidBack) => {
    const booking = made[name]!;
    const expected = [
      ...paymentReceived(booking.lineItems).entries,
      ...bookingCancelled(booking.lineItems, refund).entries,
      ...(paidBack ? paidByHand("refund", refund).entries : []),
    ];
    expect(balances(await entries("booking_id", booking.id))).toEqual(balances(expected));
  });

  it("an unpaid booking has no money in the ledger", async () => {
    expect(await entries("booking_id", made.unpaid!.id)).toEqual([]);
  });

  it("each surplus payment is owed back, and one paid back by hand is settled", async () => {
    expect(balances(await entries("surplus_payment_id", surplusOwed))).toEqual(
      balances(surplusReceived(148_500).entries),
    );
    expect(balances(await entries("surplus_payment_id", surplusPaid))).toEqual(
      balances([...surplusReceived(10_000).entries, ...paidByHand("refund", 10_000).entries]),
    );
  });

  it("every journal sums to zero, and so does the whole ledger", async () => {
    const unbalanced = await handle.query(
      "SELECT journal_id FROM ledger_entries GROUP BY journal_id HAVING sum(amount) <> 0",
    );
    expect(unbalanced).toEqual([]);
    const journals = await handle.query<{ count: number }>(
      "SELECT count(DISTINCT journal_id)::int AS count FROM ledger_entries",
    );
    // confirmed 1, refundOwed 2, refundPaid 3, nothingBack 1, refused 2, surplus 1 + 2.
    expect(journals[0]!.count).toBe(12);
  });
});
