// Hostile and unlucky webhooks: forged, stale, from the future, replayed, with an amount
// that differs, out of order, or arriving while FedaPay cannot be reached.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking } from "#server/bookings/create-booking.server";
import { getFedaPayConfig, STANDIN_WEBHOOK_SECRET } from "#server/integrations/fedapay/config.server";
import { standInWebhookSecret } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { payOnCheckout, startPaymentServer } from "#tests/support/payment-server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { handleFedaPayWebhook } from "./fedapay-webhook.server";
import { startPayment } from "./start-payment.server";

const handle = await useTestDatabase();
const server = await startPaymentServer();
/** What the stand-in signs with: derived from the application's secret, never the public placeholder. */
const SECRET = await standInWebhookSecret();
const today = todayInBenin();
let travelerId: string;
let listingId: string;
let offset = 10;

beforeAll(async () => {
  const host = await createUser({ roles: ["user", "host"] });
  travelerId = (await createUser({})).id;
  listingId = (await createListing({ userId: host.id, price: 10_000 })).id;
});

/** A booking with a started payment: its FedaPay transaction id and checkout URL. */
async function bookingWithPayment() {
  offset += 4;
  // A traveler of its own: one account holds at most 2 unpaid bookings (docs/decisions/024).
  travelerId = (await createUser({})).id;
  const created = await createBooking({
    listingId,
    userId: travelerId,
    fields: {
      checkIn: addDays(today, offset),
      checkOut: addDays(today, offset + 2),
      guests: "1",
      travelerFirstName: "Komi",
      travelerLastName: "Mensah",
      travelerEmail: "komi@exemple.bj",
      travelerPhone: "",
    },
  });
  if (!created.ok) throw new Error("booking failed");
  const started = await startPayment({
    bookingId: created.booking.id,
    userId: travelerId,
    method: "mtn",
    phone: "0197000000",
  });
  if (!started.ok) throw new Error("payment failed");
  const [row] = await handle.query<{ provider_transaction_id: string }>(
    "SELECT provider_transaction_id FROM payment_transactions WHERE booking_id = $1",
    [created.booking.id],
  );
  return { booking: created.booking, transactionId: Number(row!.provider_transaction_id), url: started.url };
}

function event(transactionId: number, name = "transaction.approved", extra: Record<string, unknown> = {}) {
  return Buffer.from(JSON.stringify({ name, entity: { id: transactionId, status: name.split(".")[1], ...extra } }));
}

async function state(bookingId: string) {
  const [row] = await handle.query<{ status: string; payment_status: string }>(
    "SELECT status, payment_status FROM bookings WHERE id = $1",
    [bookingId],
  );
  return row;
}

async function approveAtStandIn(transactionId: number) {
  await handle.query(
    "UPDATE fedapay_standin_transactions SET status = 'approved', approved_at = now(), mode = 'mtn_open' WHERE id = $1",
    [transactionId],
  );
}

describe(`the FedaPay webhook (${databaseKind})`, () => {
  it("refuses a forged signature, a stale one and one from the future, and moves nothing", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    await approveAtStandIn(transactionId);
    const body = event(transactionId);
    const now = Math.floor(Date.now() / 1000);
    const headers = [
      signWebhook(body, "wh_not_the_secret", now),
      // A minute past the 300 s tolerance each way: a slow machine may take a second or two
      // to reach the check, which would bring "now + 301" back within it (the exact
      // boundary is tested with a fixed clock in webhook-signature.test.ts).
      signWebhook(body, SECRET, now - 360),
      signWebhook(body, SECRET, now + 360),
      undefined,
      "t=abc,s=def",
    ];
    for (const header of headers) {
      expect(await handleFedaPayWebhook(body, header)).toEqual({ status: 400, body: { error: "invalid_signature" } });
    }
    // A signature over another body does not cover this one.
    const tampered = event(transactionId, "transaction.approved", { amount: 1 });
    expect((await handleFedaPayWebhook(tampered, signWebhook(body, SECRET))).status).toBe(400);
    expect(await state(booking.id)).toEqual({ status: "pending", payment_status: "pending" });
    // The stand-in's own transaction.created (sent when the payment started) is not one of these.
    expect(await handle.query("SELECT id FROM payment_events WHERE event_name = 'transaction.approved'")).toHaveLength(
      0,
    );
  });

  it("refuses an event signed with the stand-in's public placeholder secret: only the derived one signs", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    await approveAtStandIn(transactionId);
    const body = event(transactionId);
    expect(SECRET).not.toBe(STANDIN_WEBHOOK_SECRET);
    expect(SECRET).toMatch(/^wh_standin_[\w-]{43}$/);
    expect(await handleFedaPayWebhook(body, signWebhook(body, STANDIN_WEBHOOK_SECRET))).toEqual({
      status: 400,
      body: { error: "invalid_signature" },
    });
    expect(await state(booking.id)).toEqual({ status: "pending", payment_status: "pending" });
    expect(
      await handle.query(
        "SELECT id FROM payment_events WHERE provider_transaction_id = $1 AND event_name = 'transaction.approved'",
        [String(transactionId)],
      ),
    ).toHaveLength(0);
  });

  it("processes a valid event once; the replay is recorded as a duplicate and changes nothing", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    await approveAtStandIn(transactionId);
    const body = event(transactionId);
    const header = signWebhook(body, SECRET);
    expect(await handleFedaPayWebhook(body, header)).toEqual({
      status: 200,
      body: { received: true, outcome: "completed" },
    });
    expect(await state(booking.id)).toEqual({ status: "approved", payment_status: "completed" });
    expect(await handleFedaPayWebhook(body, header)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    const mails = await handle.query(
      "SELECT id FROM email_outbox WHERE to_address = 'komi@exemple.bj' AND template = 'booking-confirmed'",
    );
    expect(mails).toHaveLength(1);
  });

  it("trusts FedaPay's answer, not the event: 'approved' in the body of a pending transaction changes nothing", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    const body = event(transactionId, "transaction.approved", { amount: 20_000 });
    const answer = await handleFedaPayWebhook(body, signWebhook(body, SECRET));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "pending" } });
    expect(await state(booking.id)).toEqual({ status: "pending", payment_status: "pending" });
  });

  it("refuses a transaction whose amount differs from the booking's total", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    await handle.query("UPDATE fedapay_standin_transactions SET amount = 100 WHERE id = $1", [transactionId]);
    await approveAtStandIn(transactionId);
    const body = event(transactionId);
    const answer = await handleFedaPayWebhook(body, signWebhook(body, SECRET));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "mismatch" } });
    expect(await state(booking.id)).toEqual({ status: "pending", payment_status: "pending" });
    const [recorded] = await handle.query<{ processing_error: string }>(
      "SELECT processing_error FROM payment_events WHERE provider_transaction_id = $1 AND event_name = 'transaction.approved'",
      [String(transactionId)],
    );
    expect(recorded!.processing_error).toContain("montant 100");
  });

  it("refuses a transaction carrying another booking's reference", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    await handle.query(
      `UPDATE fedapay_standin_transactions SET custom_metadata = '{"booking_reference":"BK00000000"}' WHERE id = $1`,
      [transactionId],
    );
    await approveAtStandIn(transactionId);
    const body = event(transactionId);
    expect((await handleFedaPayWebhook(body, signWebhook(body, SECRET))).body).toMatchObject({
      outcome: "mismatch",
    });
    expect(await state(booking.id)).toEqual({ status: "pending", payment_status: "pending" });
  });

  it("out of order: a late 'declined' after the approval leaves the booking paid", async () => {
    const { booking, transactionId, url } = await bookingWithPayment();
    await payOnCheckout(url, "approve");
    expect(await state(booking.id)).toEqual({ status: "approved", payment_status: "completed" });
    const late = event(transactionId, "transaction.declined");
    await handleFedaPayWebhook(late, signWebhook(late, SECRET));
    // Even if FedaPay itself were to answer an older status, the transaction never moves back.
    await handle.query("UPDATE fedapay_standin_transactions SET status = 'pending' WHERE id = $1", [transactionId]);
    const stale = event(transactionId, "transaction.updated");
    await handleFedaPayWebhook(stale, signWebhook(stale, SECRET));
    expect(await state(booking.id)).toEqual({ status: "approved", payment_status: "completed" });
    const [payment] = await handle.query<{ status: string }>(
      "SELECT status FROM payment_transactions WHERE booking_id = $1",
      [booking.id],
    );
    expect(payment!.status).toBe("approved");
  });

  it("FedaPay unreachable or answering 500 during the read-back: 503, and the redelivery completes it", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    await approveAtStandIn(transactionId);
    const body = event(transactionId);
    const header = signWebhook(body, SECRET);
    const unreachable = { ...getFedaPayConfig(), apiBase: "http://127.0.0.1:9" };
    expect(await handleFedaPayWebhook(body, header, { config: unreachable })).toEqual({
      status: 503,
      body: { error: "provider_unavailable" },
    });
    const original = globalThis.fetch;
    globalThis.fetch = (async () => new Response("{}", { status: 500 })) as typeof fetch;
    try {
      expect((await handleFedaPayWebhook(body, header)).status).toBe(503);
    } finally {
      globalThis.fetch = original;
    }
    expect(await state(booking.id)).toEqual({ status: "pending", payment_status: "pending" });
    expect(await handleFedaPayWebhook(body, header)).toEqual({
      status: 200,
      body: { received: true, outcome: "completed" },
    });
    expect(await state(booking.id)).toEqual({ status: "approved", payment_status: "completed" });
  });

  it("ignores a signed event about a transaction that is not ours", async () => {
    const body = event(987_654);
    const answer = await handleFedaPayWebhook(body, signWebhook(body, SECRET));
    // FedaPay does not know it either (404): recorded, not retried, nothing moves.
    expect(answer).toEqual({ status: 200, body: { received: true, ignored: true } });
  });

  it("answers over HTTP on the mounted route with the raw body", async () => {
    const { booking, transactionId } = await bookingWithPayment();
    await approveAtStandIn(transactionId);
    const body = event(transactionId);
    const response = await fetch(`${server.url}/api/webhooks/fedapay`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-fedapay-signature": signWebhook(body, SECRET) },
      body,
    });
    expect(response.status).toBe(200);
    expect(await state(booking.id)).toEqual({ status: "approved", payment_status: "completed" });
    const forged = await fetch(`${server.url}/api/webhooks/fedapay`, { method: "POST", body: "{}" });
    expect(forged.status).toBe(400);
  });
});
