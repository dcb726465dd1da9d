// The ledger check finds each kind of problem on deliberately broken data, and its job
// tells administrators once per distinct set of problems.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { now, setClock } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { ledgerEntries, notifications, payouts } from "#server/db/schema";
import { createUser } from "#server/seed/factories.server";
import { hostWithAccount, payableBooking } from "#tests/support/money-out";
import { useTestDatabase } from "#tests/support/test-database";
import { checkLedger, runLedgerCheck } from "./ledger-check.server";
import { planAllHostPayouts } from "./plan-host-payouts.server";

await useTestDatabase();
setClock(new Date("2026-03-10T09:00:00Z"));
const admin = await createUser({ roles: ["user", "admin"] });
const { listing } = await hostWithAccount();
const booking = await payableBooking(listing.id, now());
await planAllHostPayouts();

const codes = async () => (await checkLedger()).map((problem) => problem.code).sort();
const told = async () =>
  (await getDb().select().from(notifications).where(eq(notifications.userId, admin.id))).filter(
    (row) => row.kind === "ledger_problems",
  ).length;

describe("the ledger check", () => {
  it("finds nothing on money recorded as the product records it", async () => {
    expect(await checkLedger()).toEqual([]);
    expect((await runLedgerCheck()).told).toBe(false);
  });

  it("finds a payout whose status its journals do not match, and a wrong balance", async () => {
    await getDb().update(payouts).set({ status: "sent", sentAt: now() });
    expect(await codes()).toEqual(["balance_mismatch", "payout_journals_mismatch"]);
    expect((await runLedgerCheck()).told).toBe(true);
    // The same problems again: not told twice.
    expect((await runLedgerCheck()).told).toBe(false);
    expect(await told()).toBe(1);
    await getDb().update(payouts).set({ status: "pending", sentAt: null });
    expect(await checkLedger()).toEqual([]);
    await runLedgerCheck();
  });

  it("finds a journal that does not sum to zero and a paid booking without its payment", async () => {
    await getDb().execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER USER`);
    await getDb().insert(ledgerEntries).values({
      journalId: randomUUID(),
      kind: "paid_by_hand",
      account: "paid_by_hand",
      amount: -5,
    });
    await getDb()
      .delete(ledgerEntries)
      .where(sql`booking_id = ${booking.id} AND kind = 'payment_received'`);
    await getDb().execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER USER`);
    expect(await codes()).toEqual(["balance_mismatch", "payment_journal_missing", "unbalanced_journal"]);
    expect((await runLedgerCheck()).told).toBe(true);
    expect(await told()).toBe(2);
  });
});
