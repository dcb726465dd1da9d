// FedaPay's events as FedaPay sends them (fedapay.md §2): an event id, `name` (or `type`),
// `entity` as an object or a JSON string, `created_at`; the same news told twice; the
// `transferred` that follows every approval about 72 h later and a `refunded`, neither of
// them a new payment; payout events, not about a payment at all.
import { describe, expect, it } from "vitest";
import { createUser } from "#server/seed/factories.server";
import { fedapayEvent, startPaymentsBehindFaultProxy } from "#tests/support/payment-faults";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { refreshPayment } from "./refresh-payment.server";

const handle = await useTestDatabase();
const world = await startPaymentsBehindFaultProxy(handle);
const { proxy, startedBooking, payAgain, fedapaySays, deliver, bookingState, eventsAbout } = world;
await createUser({ email: "admin@exemple.bj", roles: ["user", "admin"] });
const approved = { status: "approved", mode: "mtn_open" };
const CONFIRMED = { status: "approved", payment_status: "completed" };

async function count(sql: string, parameters: unknown[] = []) {
  return (await handle.query(sql, parameters)).length;
}
const confirmationMails = (bookingId: string) =>
  count(
    "SELECT o.id FROM email_outbox o JOIN bookings b ON o.template = 'booking-confirmed' AND o.params::text LIKE '%' || b.booking_reference || '%' WHERE b.id = $1",
    [bookingId],
  );
const surpluses = (bookingId: string) => count("SELECT id FROM surplus_payments WHERE booking_id = $1", [bookingId]);

describe(`FedaPay's events (${databaseKind})`, () => {
  it("one event id is applied once, whatever bytes carry it the second time", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, approved);
    const first = fedapayEvent("transaction.approved", { id: transactionId }, { id: 7_001 });
    expect(await deliver(first)).toEqual({ status: 200, body: { received: true, outcome: "completed" } });
    // The same event redelivered later: another created_at, the entity as a string.
    const again = { ...first, created_at: "2026-11-24T10:05:00Z", entity: JSON.stringify(first.entity) };
    expect(await deliver(again)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await eventsAbout(transactionId)).map((event) => event.dedupe_key)).toEqual(["event:7001"]);
    expect(await confirmationMails(bookingId)).toBe(1);
    proxy.clear();
  });

  it("reads `entity` sent as a JSON string and `type` in place of `name`", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, approved);
    const event = {
      klass: "v1/event",
      id: "evt_string_entity",
      type: "transaction.approved",
      object: "transaction",
      object_id: transactionId,
      entity: JSON.stringify({ klass: "v1/transaction", id: transactionId, status: "approved" }),
      created_at: "2026-11-24T10:00:00Z",
    };
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "completed" } });
    expect(await bookingState(bookingId)).toEqual(CONFIRMED);
    proxy.clear();
  });

  it("without an event id, the same transaction and status told twice is applied once", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, approved);
    const first = { name: "transaction.approved", entity: { id: transactionId, status: "approved" } };
    expect((await deliver(first)).body).toMatchObject({ outcome: "completed" });
    const retold = { ...first, entity: { ...first.entity, updated_at: "2026-11-24T10:01:00Z" } };
    expect((await deliver(retold)).body).toEqual({ received: true, duplicate: true });
    expect((await eventsAbout(transactionId)).map((event) => event.dedupe_key)).toEqual([
      `transaction:${transactionId}:approved`,
    ]);
    expect(await confirmationMails(bookingId)).toBe(1);
    proxy.clear();
  });

  it("transaction.transferred, then refunded, after the approval: no second confirmation, no surplus", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, approved);
    expect((await deliver(fedapayEvent("transaction.approved", { id: transactionId }, { id: 7_101 }))).body).toEqual({
      received: true,
      outcome: "completed",
    });
    proxy.clear();
    for (const [status, id] of [
      ["transferred", 7_102],
      ["refunded", 7_103],
    ] as const) {
      fedapaySays(transactionId, { ...approved, status, amount_transferred: "21604", [`${status}_at`]: "2026-11-27" });
      const answer = await deliver(fedapayEvent(`transaction.${status}`, { id: transactionId }, { id }));
      expect(answer).toEqual({ status: 200, body: { received: true, outcome: "completed" } });
      proxy.clear();
    }
    expect(await bookingState(bookingId)).toEqual(CONFIRMED);
    expect(await confirmationMails(bookingId)).toBe(1);
    expect(await surpluses(bookingId)).toBe(0);
    const [payment] = await handle.query<{ status: string }>(
      "SELECT status FROM payment_transactions WHERE provider_transaction_id = $1",
      [String(transactionId)],
    );
    expect(payment!.status).toBe("refunded");
  });

  it("transferred after an approval recorded as a surplus: still one surplus, one notice", async () => {
    const { bookingId, transactionId: first } = await startedBooking();
    // A second checkout with another number replaces the first; the first is paid anyway.
    const second = await payAgain(bookingId, "0196000000");
    expect(second).not.toBe(first);
    fedapaySays(second, approved);
    expect((await deliver(fedapayEvent("transaction.approved", { id: second }))).body).toMatchObject({
      outcome: "completed",
    });
    fedapaySays(first, approved);
    expect((await deliver(fedapayEvent("transaction.approved", { id: first }))).body).toMatchObject({
      outcome: "surplus",
    });
    proxy.clear();
    fedapaySays(first, { ...approved, status: "transferred" });
    expect((await deliver(fedapayEvent("transaction.transferred", { id: first }))).body).toMatchObject({
      outcome: "surplus",
    });
    expect(await surpluses(bookingId)).toBe(1);
    // The one administrator was told once.
    expect(await count("SELECT id FROM email_outbox WHERE template = 'surplus-payment-owed'")).toBe(1);
    expect(await confirmationMails(bookingId)).toBe(1);
    proxy.clear();
  });

  it("refunded before we ever saw it paid: nothing confirmed, nothing owed, however often told", async () => {
    const { bookingId, transactionId: first } = await startedBooking();
    const second = await payAgain(bookingId, "0196000000");
    for (const [transactionId, id] of [
      [second, 7_301],
      [second, 7_302],
      [first, 7_303],
    ] as const) {
      fedapaySays(transactionId, { ...approved, status: "refunded" });
      const answer = await deliver(fedapayEvent("transaction.refunded", { id: transactionId }, { id }));
      expect(answer).toEqual({ status: 200, body: { received: true, outcome: "failed" } });
      proxy.clear();
    }
    expect(await bookingState(bookingId)).toEqual({ status: "pending", payment_status: "pending" });
    expect(await surpluses(bookingId)).toBe(0);
    expect(await confirmationMails(bookingId)).toBe(0);
    // The result page reads it as a failed payment: the traveler may pay again.
    expect(await refreshPayment(bookingId)).toEqual({ outcome: "failed", providerStatus: "refunded" });
  });

  it("transaction.created is read back like any event; payout events are taken and set aside", async () => {
    const { bookingId, transactionId } = await startedBooking();
    const created = fedapayEvent("transaction.created", { id: transactionId, status: "pending" }, { id: 7_201 });
    expect(await deliver(created)).toEqual({ status: 200, body: { received: true, outcome: "pending" } });
    for (const name of ["payout.sent", "payout.failed"]) {
      const payout = { id: `evt_${name}`, name, entity: { klass: "v1/payout", id: 55, status: "sent" } };
      expect(await deliver(payout)).toEqual({ status: 200, body: { received: true, ignored: true } });
    }
    expect(await bookingState(bookingId)).toEqual({ status: "pending", payment_status: "pending" });
  });
});
