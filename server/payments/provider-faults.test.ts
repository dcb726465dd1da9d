// FedaPay as the real service may answer a webhook's read-back: refusing our key,
// rate-limiting, failing, not knowing the transaction, in another currency or none
// stated, in a status nobody documented, with its amount as a string. Only a 404 closes
// an event; every outage leaves it to FedaPay's retry and to the reconciliation job.
import { describe, expect, it } from "vitest";
import { fedapayEvent, startPaymentsBehindFaultProxy } from "#tests/support/payment-faults";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { reconcilePendingPayments } from "./reconcile-payments.server";
import { refreshPayment } from "./refresh-payment.server";

const handle = await useTestDatabase();
const world = await startPaymentsBehindFaultProxy(handle);
const { proxy, startedBooking, fedapaySays, deliver, bookingState, eventsAbout } = world;
const approved = { status: "approved", mode: "mtn_open" };
const PENDING = { status: "pending", payment_status: "pending" };
const CONFIRMED = { status: "approved", payment_status: "completed" };

async function confirmationMails() {
  const rows = await handle.query("SELECT id FROM email_outbox WHERE template = 'booking-confirmed'");
  return rows.length;
}

describe(`a webhook whose read-back FedaPay cannot answer (${databaseKind})`, () => {
  it.each([401, 403, 429, 500, 503])(
    "%i: answered 503, the event left open, and FedaPay's retry completes the payment",
    async (status) => {
      const { bookingId, transactionId } = await startedBooking();
      const event = fedapayEvent(
        "transaction.approved",
        { id: transactionId },
        { id: `evt_${status}_${transactionId}` },
      );
      proxy.add({
        path: new RegExp(`/v1/transactions/${transactionId}\\?`),
        times: 1,
        respond: { status, body: { message: "Refusé" } },
      });
      expect(await deliver(event)).toEqual({ status: 503, body: { error: "provider_unavailable" } });
      expect(await bookingState(bookingId)).toEqual(PENDING);
      const [open] = await eventsAbout(transactionId);
      expect(open).toMatchObject({ processed_at: null, processing_error: expect.stringContaining(String(status)) });

      fedapaySays(transactionId, approved);
      expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "completed" } });
      expect(await bookingState(bookingId)).toEqual(CONFIRMED);
      const [closed] = await eventsAbout(transactionId);
      expect(closed!.processed_at).not.toBeNull();
      // Done now: a further redelivery is a duplicate.
      expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
      proxy.clear();
    },
  );

  it("a timeout on the read-back is an outage too", async () => {
    const { bookingId, transactionId } = await startedBooking();
    proxy.add({ path: new RegExp(`/v1/transactions/${transactionId}\\?`), times: 1, drop: true });
    const event = fedapayEvent("transaction.approved", { id: transactionId }, { id: `evt_drop_${transactionId}` });
    expect((await deliver(event)).status).toBe(503);
    expect(await bookingState(bookingId)).toEqual(PENDING);
    expect((await eventsAbout(transactionId))[0]!.processed_at).toBeNull();
  });

  it("when FedaPay's retry never comes, the reconciliation job catches up once FedaPay answers again", async () => {
    const { bookingId, transactionId } = await startedBooking();
    const key = new RegExp(`/v1/transactions/\\d+\\?`);
    proxy.add({ path: key, respond: { status: 401, body: { message: "Unauthenticated." } } });
    const event = fedapayEvent("transaction.approved", { id: transactionId }, { id: `evt_401_job_${transactionId}` });
    expect((await deliver(event)).status).toBe(503);
    // While the key is refused the job stops at the first answer and changes nothing.
    expect(await reconcilePendingPayments()).toMatchObject({ settled: 0, unreachable: true });
    expect(await bookingState(bookingId)).toEqual(PENDING);

    proxy.clear();
    fedapaySays(transactionId, approved);
    await handle.query("UPDATE payment_transactions SET last_checked_at = NULL WHERE provider_transaction_id = $1", [
      String(transactionId),
    ]);
    const summary = await reconcilePendingPayments({ limit: 100 });
    expect(summary.unreachable).toBe(false);
    expect(summary.settled).toBeGreaterThanOrEqual(1);
    expect(await bookingState(bookingId)).toEqual(CONFIRMED);
    proxy.clear();
  });

  it("only a 404 closes the event: FedaPay does not know the transaction", async () => {
    const { bookingId, transactionId } = await startedBooking();
    proxy.add({ path: new RegExp(`/v1/transactions/${transactionId}\\?`), times: 1, respond: { status: 404 } });
    const event = fedapayEvent("transaction.approved", { id: transactionId });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect((await eventsAbout(transactionId))[0]!.processed_at).not.toBeNull();
    expect(await bookingState(bookingId)).toEqual(PENDING);
  });
});

describe(`what FedaPay says about the transaction (${databaseKind})`, () => {
  it("a transaction in another currency is refused and recorded as a problem, never confirmed", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, { ...approved, currency_id: 9_990, currency: { id: 9_990, iso: "EUR" } });
    const answer = await deliver(fedapayEvent("transaction.approved", { id: transactionId }));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "mismatch" } });
    expect(await bookingState(bookingId)).toEqual(PENDING);
    expect((await eventsAbout(transactionId))[0]!.processing_error).toContain("devise EUR");
    const [payment] = await handle.query<{ status: string }>(
      "SELECT status FROM payment_transactions WHERE provider_transaction_id = $1",
      [String(transactionId)],
    );
    expect(payment!.status).toBe("pending");
    proxy.clear();
  });

  it("a transaction whose currency FedaPay does not state is not confirmed either (the check is never skipped)", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, { ...approved, currency: undefined, currency_id: 9_991 });
    const answer = await deliver(fedapayEvent("transaction.approved", { id: transactionId }));
    expect(answer.body).toMatchObject({ outcome: "mismatch" });
    expect((await eventsAbout(transactionId))[0]!.processing_error).toContain("devise inconnue (currency_id 9991)");
    expect(await bookingState(bookingId)).toEqual(PENDING);
    proxy.clear();
  });

  it("a status nobody documented keeps the payment in progress: the payer is not sent to the cancel page", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, { status: "processing" });
    const answer = await deliver(fedapayEvent("transaction.updated", { id: transactionId, status: "processing" }));
    expect(answer.body).toMatchObject({ outcome: "pending" });
    expect(await refreshPayment(bookingId)).toEqual({ outcome: "pending", providerStatus: "processing" });
    expect(await bookingState(bookingId)).toEqual(PENDING);
    // And when it turns into an approval, the payment completes as usual.
    proxy.clear();
    fedapaySays(transactionId, approved);
    expect((await deliver(fedapayEvent("transaction.approved", { id: transactionId }))).body).toMatchObject({
      outcome: "completed",
    });
    proxy.clear();
  });

  it("an amount as an exact numeric string, metadata as [] and fee fields as strings complete the payment", async () => {
    const { bookingId, transactionId } = await startedBooking();
    const [payment] = await handle.query<{ amount: number }>(
      "SELECT amount FROM payment_transactions WHERE provider_transaction_id = $1",
      [String(transactionId)],
    );
    fedapaySays(transactionId, {
      ...approved,
      amount: `${payment!.amount}.00`,
      metadata: [],
      commission: "0.018",
      fees: "396",
      amount_debited: String(payment!.amount + 396),
      receipt_url: null,
      transaction_key: "k_1",
    });
    const before = await confirmationMails();
    const answer = await deliver(fedapayEvent("transaction.approved", { id: transactionId }));
    expect(answer.body).toMatchObject({ outcome: "completed" });
    expect(await bookingState(bookingId)).toEqual(CONFIRMED);
    expect(await confirmationMails()).toBe(before + 1);
    proxy.clear();
  });

  it("an amount with a fraction is not read as a payment: the event stays open", async () => {
    const { bookingId, transactionId } = await startedBooking();
    fedapaySays(transactionId, { ...approved, amount: "22000.5" });
    expect((await deliver(fedapayEvent("transaction.approved", { id: transactionId }))).status).toBe(503);
    expect(await bookingState(bookingId)).toEqual(PENDING);
    expect((await eventsAbout(transactionId))[0]!.processing_error).toContain("montant non entier");
    proxy.clear();
  });
});
