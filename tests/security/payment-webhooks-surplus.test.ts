// One booking paid two or three times over HTTP, through the production bundle: "Payer"
// with MTN, then again with Moov, and FedaPay approving both; or a payment arriving once
// the booking was paid and cancelled, or had expired. The booking keeps one payment; each
// other one is on the record as owed back to its payer (once, whatever the retries), the
// administrators are told, and the webhook never answers "completed" for it.
import { beforeAll, describe, expect, it } from "vitest";
import { cancelBooking } from "#server/bookings/cancel-booking.server";
import { releaseExpiredHolds } from "#server/bookings/release-expired-holds.server";
import { createUser } from "#server/seed/factories.server";
import { rowCount, rows } from "#tests/security/hostile-support/tables";
import { bookingState, confirmations, event, startWebhookWorld } from "#tests/security/hostile-support/webhooks";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const world = await startWebhookWorld();

beforeAll(async () => {
  await createUser({ email: "admin.trop-percu@exemple.bj", roles: ["admin"] });
});

async function approve(transactionId: number, id = `evt-${transactionId}-${Math.random()}`) {
  await world.setStandIn(transactionId, "approved");
  return world.deliverSigned(event(transactionId, "transaction.approved", { id }));
}

const surplus = (transactionId: number) =>
  rows<{ reason: string; status: string; amount: number; payment_method: string }>(
    "SELECT reason, status, amount, payment_method FROM surplus_payments WHERE provider_transaction_id = $1",
    [String(transactionId)],
  );

const travelerId = async (bookingId: string) =>
  (await rows<{ user_id: string }>("SELECT user_id FROM bookings WHERE id = $1", [bookingId]))[0]!.user_id;

describe(`a second method approved (${databaseKind})`, () => {
  it("MTN then Moov, FedaPay approves both: one payment kept, the other owed back, never 'completed' twice", async () => {
    const attempt = await world.startedPayment();
    const moov = await world.payAgain(attempt.bookingId, "moov", "0195000000");
    expect(moov).not.toBe(attempt.transactionId);
    expect(
      await rowCount("payment_transactions", "booking_id = $1 AND superseded_at IS NULL", [attempt.bookingId]),
    ).toBe(1);

    expect((await approve(moov)).json).toMatchObject({ outcome: "completed" });
    const second = await approve(attempt.transactionId);
    expect(second.json).toMatchObject({ outcome: "surplus" });
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "approved", payment_status: "completed" });
    expect(await confirmations(attempt.bookingId)).toBe(1);
    const [owed] = await surplus(attempt.transactionId);
    expect(owed).toMatchObject({ reason: "already_paid", status: "owed", payment_method: "mtn" });
    expect(owed!.amount).toBeGreaterThan(0);

    // FedaPay's retry, the same event again, a "transferred" 72 h later: still one record, one notice.
    await approve(attempt.transactionId);
    await world.deliverSigned(event(attempt.transactionId, "transaction.transferred", { id: "evt-later" }));
    expect(await surplus(attempt.transactionId)).toHaveLength(1);
    expect(
      await rowCount("notifications", "booking_id = $1 AND kind = 'surplus_payment_owed'", [attempt.bookingId]),
    ).toBe(1);
    expect(await rowCount("email_outbox", "template = 'surplus-payment-owed'", [])).toBeGreaterThanOrEqual(1);
  });

  it("the superseded MTN approved first: owed back, the booking waits for its open (Moov) checkout", async () => {
    const attempt = await world.startedPayment();
    const moov = await world.payAgain(attempt.bookingId, "moov", "0195000000");
    expect((await approve(attempt.transactionId)).json).toMatchObject({ outcome: "surplus" });
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "pending", payment_status: "pending" });
    expect((await approve(moov)).json).toMatchObject({ outcome: "completed" });
    expect(await surplus(attempt.transactionId)).toEqual([expect.objectContaining({ reason: "superseded" })]);
    expect(await surplus(moov)).toEqual([]);
  });
});

describe(`a booking cancelled or expired, then a payment approved (${databaseKind})`, () => {
  it("paid with Moov, cancelled, then MTN approved: owed back as booking_cancelled", async () => {
    const attempt = await world.startedPayment();
    const moov = await world.payAgain(attempt.bookingId, "moov", "0195000000");
    await approve(moov);
    expect((await cancelBooking(attempt.bookingId, await travelerId(attempt.bookingId))).ok).toBe(true);
    expect((await approve(attempt.transactionId)).json).toMatchObject({ outcome: "surplus" });
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "cancelled", payment_status: "completed" });
    expect(await surplus(attempt.transactionId)).toEqual([expect.objectContaining({ reason: "booking_cancelled" })]);
  });

  it("expired with a superseded checkout, then that checkout approved: owed back, nothing confirmed", async () => {
    const attempt = await world.startedPayment();
    await world.payAgain(attempt.bookingId, "moov", "0195000000");
    await releaseExpiredHolds(new Date(Date.now() + 31 * 60_000));
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "expired", payment_status: "pending" });
    expect((await approve(attempt.transactionId)).json).toMatchObject({ outcome: "surplus" });
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "expired", payment_status: "pending" });
    expect(await surplus(attempt.transactionId)).toEqual([expect.objectContaining({ reason: "superseded" })]);
  });
});
