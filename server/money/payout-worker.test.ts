// The payout engine against the local stand-in: host earnings planned once a day and
// sent, refunds started at cancellation and marked paid when sent, failures owed again and
// told, "payouts not activated" stated, a webhook before the creation's answer, and the
// ledger balanced throughout.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { advanceClock, now, setClock } from "#common/clock";
import { hostShare } from "#common/line-items";
import { transition } from "#server/bookings/booking-lifecycle.server";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, notifications, paymentTransactions, payoutItems, payouts, surplusPayments } from "#server/db/schema";
import { createPayout } from "#server/integrations/fedapay/payouts-client.server";
import {
  resetStandInControls,
  setNextOutcome,
  setPayoutsActivated,
  setStandInFault,
} from "#server/integrations/fedapay/stand-in/standin-controls.server";
import { recordSurplusPayment } from "#server/payments/record-surplus-payment.server";
import { createUser } from "#server/seed/factories.server";
import { allPayouts, hostWithAccount, journalsOf, paidWith, payableBooking } from "#tests/support/money-out";
import { fundStandIn } from "#tests/support/standin-balance";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { checkLedger } from "./ledger-check.server";
import { retryFailedPayout, settleFailedPayoutByHand } from "./payout-actions.server";
import { applyPayoutEvent } from "./payout-event.server";
import { planAllHostPayouts } from "./plan-host-payouts.server";
import { reconcileOpenPayouts } from "./reconcile-payouts.server";
import { sendPendingPayouts } from "./send-payouts.server";

await useTestDatabase();
const standIn = await startStandInServer();
setClock(new Date("2026-03-10T09:00:00Z"));
await fundStandIn(standIn.url, 9_000_000);
const admin = await createUser({ roles: ["user", "admin"] });
afterEach(() => resetStandInControls());

const adminNotices = async (kind: string) =>
  (await getDb().select().from(notifications).where(eq(notifications.userId, admin.id))).filter(
    (row) => row.kind === kind,
  );

describe("host payouts", () => {
  it("plans payable earnings once a Benin day, sends them, and balances the ledger", async () => {
    const { host, listing } = await hostWithAccount();
    const first = await payableBooking(listing.id, now());
    const second = await payableBooking(listing.id, now());
    const planned = await planAllHostPayouts();
    expect(planned).toMatchObject({ payouts: 1 });
    expect(await planAllHostPayouts()).toMatchObject({ payouts: 0 });
    const [payout] = (await allPayouts()).filter((row) => row.userId === host.id);
    expect(payout!.amount).toBe(hostShare(first.lineItems) + hostShare(second.lineItems));
    expect(await getDb().select().from(payoutItems).where(eq(payoutItems.payoutId, payout!.id))).toHaveLength(2);

    expect(await sendPendingPayouts()).toMatchObject({ moved: 1 });
    const [sent] = await getDb().select().from(payouts).where(eq(payouts.id, payout!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });
    expect(sent!.providerPayoutId).not.toBeNull();
    expect(await journalsOf(payout!.id)).toEqual(["payout_sent", "payout_started"]);
    expect(await checkLedger()).toEqual([]);

    // The next day: nothing more is due for these bookings.
    advanceClock(86_400_000);
    expect(await planAllHostPayouts()).toMatchObject({ payouts: 0 });
  });

  it("splits over the 1 000 000 cap and never plans more than 3 a day to one number", async () => {
    const { host, listing } = await hostWithAccount();
    for (let index = 0; index < 4; index += 1)
      await payableBooking(listing.id, now(), { unitPrice: 400_000, units: 2 });
    await planAllHostPayouts();
    const mine = (await allPayouts()).filter((row) => row.userId === host.id);
    expect(mine).toHaveLength(3);
    expect(mine.every((row) => row.amount <= 1_000_000)).toBe(true);
    await sendPendingPayouts();
    expect(await checkLedger()).toEqual([]);
  });
});

describe("refunds", () => {
  it("a paid booking cancelled starts its refund to the number that paid, marked paid once sent", async () => {
    const { listing } = await hostWithAccount();
    const booking = await payableBooking(listing.id, now());
    await paidWith(booking.id, booking.totalPrice, "+2290197111111", "moov");
    await getDb().transaction((tx) =>
      transition(tx as unknown as Database, booking.id, "cancelPaid", "traveler", {
        cancelledAt: now(),
        refundAmount: 10_000,
        refundStatus: "owed",
      }),
    );
    const [refund] = (await allPayouts()).filter((row) => row.bookingId === booking.id && row.purpose === "refund");
    expect(refund).toMatchObject({ amount: 10_000, phone: "+2290197111111", operator: "moov", status: "pending" });
    expect(await checkLedger()).toEqual([]);
    await sendPendingPayouts();
    const [after] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.refundStatus).toBe("paid");
    expect(await checkLedger()).toEqual([]);
  });
});

describe("surplus payments", () => {
  it("a payment no booking kept is given back whole to the number that paid it, then marked paid", async () => {
    const { listing } = await hostWithAccount();
    const booking = await payableBooking(listing.id, now());
    const [row] = await getDb()
      .insert(paymentTransactions)
      .values({
        bookingId: booking.id,
        amount: 1_500_000,
        phone: "+2290197333333",
        paymentMethod: "mtn",
        status: "approved",
        providerTransactionId: "tx-surplus-1",
      })
      .returning();
    const source = {
      bookingId: booking.id,
      paymentTransactionId: row!.id,
      providerTransactionId: "tx-surplus-1",
      amount: 1_500_000,
      paymentMethod: "mtn" as const,
      providerMode: "mtn_open",
      phone: "+2290197333333",
    };
    await getDb().transaction((tx) => recordSurplusPayment(tx as unknown as Database, source, "already_paid", now()));
    const parts = (await allPayouts()).filter((payout) => payout.surplusPaymentId);
    expect(parts.map((payout) => payout.amount)).toEqual([1_000_000, 500_000]);
    expect(parts.every((payout) => payout.phone === "+2290197333333")).toBe(true);
    await sendPendingPayouts();
    const [surplus] = await getDb().select().from(surplusPayments).where(eq(surplusPayments.bookingId, booking.id));
    expect(surplus!.status).toBe("paid");
    expect(await checkLedger()).toEqual([]);
  });
});

describe("failures", () => {
  it("a failed payout is owed again and told; an administrator retries it or settles it by hand", async () => {
    await sendPendingPayouts(); // what earlier tests left (a cancelled booking's host share)
    const { host, listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
    await planAllHostPayouts();
    const [mine] = (await allPayouts()).filter((row) => row.userId === host.id);
    await getDb()
      .update(payouts)
      .set({ nextAttemptAt: new Date(now().getTime() + 1000) })
      .where(eq(payouts.status, "pending"));
    await getDb().update(payouts).set({ nextAttemptAt: now() }).where(eq(payouts.id, mine!.id));
    await setNextOutcome("payout", "fail");
    expect(await sendPendingPayouts()).toMatchObject({ moved: 1 });
    const failed = (await allPayouts()).find((row) => row.id === mine!.id)!;
    expect(failed.lastErrorCode).toBe("PAYOUT_FAILED");
    expect(await journalsOf(failed.id)).toEqual(["payout_failed", "payout_started"]);
    expect(await adminNotices("payout_failed")).toHaveLength(1);
    expect(await checkLedger()).toEqual([]);

    expect(await settleFailedPayoutByHand(failed.id, admin.id, "x")).toEqual({ ok: false, reason: "note_required" });
    const retried = await retryFailedPayout(failed.id, admin.id);
    expect(retried.ok).toBe(true);
    expect(await retryFailedPayout(failed.id, admin.id)).toEqual({ ok: false, reason: "payout_already_retried" });
    await sendPendingPayouts();
    const [again] = await getDb()
      .select()
      .from(payouts)
      .where(eq(payouts.id, (retried as { payoutId: string }).payoutId));
    expect(again).toMatchObject({ status: "sent", replacesPayoutId: failed.id, amount: failed.amount });
    expect(await checkLedger()).toEqual([]);
  });

  it("a failed refund settled by hand with a note marks the refund paid", async () => {
    const { listing } = await hostWithAccount();
    const booking = await payableBooking(listing.id, now());
    await paidWith(booking.id, booking.totalPrice, "+2290197222222");
    await setNextOutcome("payout", "fail");
    await getDb().transaction((tx) =>
      transition(tx as unknown as Database, booking.id, "cancelPaid", "traveler", {
        refundAmount: 5_000,
        refundStatus: "owed",
      }),
    );
    await sendPendingPayouts();
    const failed = (await allPayouts()).find((row) => row.bookingId === booking.id)!;
    expect(failed.status).toBe("failed");
    const settled = await settleFailedPayoutByHand(failed.id, admin.id, "Versé en espèces à l'agence");
    expect(settled.ok).toBe(true);
    expect(await retryFailedPayout(failed.id, admin.id)).toEqual({ ok: false, reason: "payout_already_settled" });
    const [after] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.refundStatus).toBe("paid");
    expect(await checkLedger()).toEqual([]);
  });

  it("a start FedaPay refuses by one of its rules waits, and the payouts behind it still go out", async () => {
    await sendPendingPayouts(); // what earlier tests left
    const first = await hostWithAccount();
    const second = await hostWithAccount();
    await payableBooking(first.listing.id, now());
    await payableBooking(second.listing.id, now());
    await planAllHostPayouts();
    await setStandInFault({ operation: "startPayouts", status: 422, times: 1 });
    const pending = async () => (await allPayouts()).filter((row) => row.status === "pending").length;
    const pendingBefore = await pending();
    const summary = await sendPendingPayouts();
    expect(summary).toMatchObject({ retried: 1, unreachable: false });
    expect(summary.moved).toBe(summary.claimed - 1);
    // Only the refused one waits (the first claimed): every payout behind it was sent.
    expect(summary.claimed).toBeGreaterThanOrEqual(2);
    expect(await pending()).toBe(pendingBefore - summary.claimed + 1);
    advanceClock(3_600_000);
    await sendPendingPayouts();
    const after = (await allPayouts()).filter((row) => [first.host.id, second.host.id].includes(row.userId!));
    expect(after.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(await checkLedger()).toEqual([]);
  });

  it("payouts not activated: failed with its own code, administrators told clearly, not retried", async () => {
    const { host, listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
    await planAllHostPayouts();
    await setPayoutsActivated(false);
    expect((await sendPendingPayouts()).failed).toBeGreaterThanOrEqual(1);
    const failed = (await allPayouts()).find((row) => row.userId === host.id);
    expect(failed?.lastErrorCode).toBe("payouts_not_activated");
    expect(failed?.status).toBe("failed");
    expect((await adminNotices("payouts_not_activated")).length).toBeGreaterThanOrEqual(1);
    expect(await sendPendingPayouts()).toMatchObject({ claimed: 0 });
    expect(await checkLedger()).toEqual([]);
  });
});

describe("FedaPay's answers out of order", () => {
  it("a 'late' payout is started, then sent through reconciliation", async () => {
    const { listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
    await planAllHostPayouts();
    await setNextOutcome("payout", "late");
    await sendPendingPayouts();
    const started = (await allPayouts()).find((row) => row.status === "started")!;
    expect(started).toBeDefined();
    advanceClock(10 * 60_000);
    await reconcileOpenPayouts();
    const [sent] = await getDb().select().from(payouts).where(eq(payouts.id, started.id));
    expect(sent!.status).toBe("sent");
    expect(await checkLedger()).toEqual([]);
  });

  it("a payout's news before its creation's answer was stored: matched by our reference", async () => {
    const { listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
    await planAllHostPayouts();
    const intent = (await allPayouts()).find((row) => row.status === "pending")!;
    const created = await createPayout({
      amount: intent.amount,
      operator: intent.operator,
      customer: {
        firstname: "Koffi",
        lastname: "Mensah",
        email: "k@example.bj",
        phone_number: { number: intent.phone, country: "bj" },
      },
      description: "test",
      customMetadata: { reference: intent.reference },
    });
    expect(await applyPayoutEvent(created.id, now())).toBe("unchanged");
    const [stored] = await getDb().select().from(payouts).where(eq(payouts.id, intent.id));
    expect(stored!.providerPayoutId).toBe(String(created.id));
    // The sender, on its next attempt, starts that same payout: one at the stand-in.
    await getDb().update(payouts).set({ attempts: 1 }).where(eq(payouts.id, intent.id));
    await sendPendingPayouts();
    const [sent] = await getDb().select().from(payouts).where(eq(payouts.id, intent.id));
    expect(sent).toMatchObject({ status: "sent", providerPayoutId: String(created.id) });
    expect(await checkLedger()).toEqual([]);
  });
});
