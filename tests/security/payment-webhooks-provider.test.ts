// FedaPay's webhook over real HTTP, when FedaPay's own answer is the problem: the server
// reads every transaction back from FedaPay, and only an answer that matches the booking
// (amount, currency, reference) moves it, only forward, and only when FedaPay answers at
// all (otherwise the event is kept and FedaPay is told to retry).
import { describe, expect, it, vi } from "vitest";
import { rowCount, rows } from "#tests/security/hostile-support/tables";
import {
  bookingState,
  confirmations,
  event,
  startWebhookWorld,
  type Attempt,
} from "#tests/security/hostile-support/webhooks";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const world = await startWebhookWorld();

describe(`FedaPay's answer must match the booking (${databaseKind})`, () => {
  const mismatches: Array<
    [string, (transaction: Record<string, unknown>, attempt: Attempt) => Record<string, unknown>, string]
  > = [
    ["an amount one franc higher", (t) => ({ ...t, amount: (t.amount as number) + 1 }), "montant"],
    ["an amount of 0", (t) => ({ ...t, amount: 0 }), "montant"],
    ["another currency", (t) => ({ ...t, currency: { iso: "EUR" } }), "devise"],
    [
      "another booking's reference",
      (t) => ({ ...t, custom_metadata: { booking_reference: "BK00000001" } }),
      "référence",
    ],
    [
      "the reference in lower case",
      (t, a) => ({ ...t, custom_metadata: { booking_reference: a.reference.toLowerCase() } }),
      "référence",
    ],
    ["no reference anywhere", (t) => ({ ...t, custom_metadata: null, description: "Paiement" }), "référence absente"],
  ];

  it.each(mismatches)("%s: nothing moves, the event is kept with the reason", async (_label, doctor, reason) => {
    const attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    world.app.provider.doctor = (transaction) => doctor(transaction, attempt);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const body = event(attempt.transactionId);
      const answer = await world.deliverSigned(body);
      expect(answer.json).toMatchObject({ outcome: "mismatch" });
    } finally {
      world.app.provider.doctor = undefined;
      log.mockRestore();
    }
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "pending", payment_status: "pending" });
    expect(await rowCount("payment_transactions", "booking_id = $1 AND status = 'pending'", [attempt.bookingId])).toBe(
      1,
    );
    const [recorded] = await rows<{ processing_error: string }>(
      "SELECT processing_error FROM payment_events WHERE provider_transaction_id = $1 AND event_name <> 'transaction.created'",
      [String(attempt.transactionId)],
    );
    expect(recorded!.processing_error).toContain(reason);
  });
});

describe(`events out of order (${databaseKind})`, () => {
  async function send(transactionId: number, name: string, status?: "approved" | "declined" | "canceled" | "pending") {
    if (status) await world.setStandIn(transactionId, status);
    const body = event(transactionId, name, { id: `${name}-${transactionId}-${Math.random()}` });
    return world.deliverSigned(body);
  }

  it("declined, then approved (the payer tried again): confirmed", async () => {
    const attempt = await world.startedPayment();
    expect((await send(attempt.transactionId, "transaction.declined", "declined")).json).toMatchObject({
      outcome: "failed",
    });
    expect((await send(attempt.transactionId, "transaction.approved", "approved")).json).toMatchObject({
      outcome: "completed",
    });
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "approved", payment_status: "completed" });
  });

  it("approved, then canceled and pending from FedaPay: the booking and the payment never go back", async () => {
    const attempt = await world.startedPayment();
    await send(attempt.transactionId, "transaction.approved", "approved");
    await send(attempt.transactionId, "transaction.canceled", "canceled");
    await send(attempt.transactionId, "transaction.updated", "pending");
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "approved", payment_status: "completed" });
    expect(await rowCount("payment_transactions", "booking_id = $1 AND status = 'approved'", [attempt.bookingId])).toBe(
      1,
    );
  });

  it("approved, then transferred 72 h later: still one confirmation", async () => {
    const attempt = await world.startedPayment();
    await send(attempt.transactionId, "transaction.approved", "approved");
    world.app.provider.doctor = (transaction) => ({ ...transaction, status: "transferred" });
    try {
      expect((await send(attempt.transactionId, "transaction.transferred")).json).toMatchObject({
        outcome: "completed",
      });
    } finally {
      world.app.provider.doctor = undefined;
    }
    expect(await confirmations(attempt.bookingId)).toBe(1);
    expect(
      await rowCount("payment_transactions", "booking_id = $1 AND status = 'transferred'", [attempt.bookingId]),
    ).toBe(1);
  });

  it("a status FedaPay has never documented leaves the booking unpaid, still in progress (not failed)", async () => {
    const attempt = await world.startedPayment();
    world.app.provider.doctor = (transaction) => ({ ...transaction, status: "approved_by_magic" });
    try {
      // Still in progress: the payer is not sent to the cancel page while money may arrive.
      expect((await send(attempt.transactionId, "transaction.updated")).json).toMatchObject({ outcome: "pending" });
    } finally {
      world.app.provider.doctor = undefined;
    }
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "pending", payment_status: "pending" });
  });
});

describe(`FedaPay down or answering nonsense (${databaseKind})`, () => {
  it.each([
    ["the connection is refused", "refused" as const],
    ["FedaPay answers 503", "error" as const],
  ])("%s: 503 so that FedaPay retries, the event is kept unprocessed, the retry completes it", async (_label, down) => {
    const attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    const body = event(attempt.transactionId, "transaction.approved", { id: `evt-down-${down}` });
    world.app.provider.down = down;
    try {
      const answer = await world.deliverSigned(body);
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ error: "provider_unavailable" });
    } finally {
      world.app.provider.down = false;
    }
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "pending", payment_status: "pending" });
    const [kept] = await rows<{ processed_at: Date | null; processing_error: string | null }>(
      "SELECT processed_at, processing_error FROM payment_events WHERE dedupe_key = $1",
      [`event:evt-down-${down}`],
    );
    expect(kept).toMatchObject({ processed_at: null });
    expect(kept!.processing_error).toBeTruthy();
    const retry = await world.deliverSigned(body);
    expect(retry.json).toMatchObject({ outcome: "completed" });
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "approved", payment_status: "completed" });
  });

  it("an answer the product cannot read (amount with a fraction): 503, kept for the retry, nothing confirmed", async () => {
    const attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    // An exact numeric string ("22000") is read (server/payments/provider-faults.test.ts); a
    // fraction is never rounded into a payment.
    world.app.provider.doctor = (transaction) => ({ ...transaction, amount: `${String(transaction.amount)}.5` });
    try {
      const body = event(attempt.transactionId);
      const answer = await world.deliverSigned(body);
      expect(answer.status).toBe(503);
    } finally {
      world.app.provider.doctor = undefined;
    }
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "pending", payment_status: "pending" });
    expect(
      await rowCount("payment_events", "provider_transaction_id = $1 AND processed_at IS NULL", [
        String(attempt.transactionId),
      ]),
    ).toBe(1);
  });
});
