// For tests: the app's payment pieces (tests/support/payment-server.ts) reached through a
// fault proxy, so every call the app makes to FedaPay (webhook read-back, status check,
// reconciliation job) meets FedaPay as the test scripts it. What FedaPay "says" about a
// transaction is set with `fedapaySays`, a rewrite of the stand-in's own answer: the
// stand-in's transaction stays pending and sends no webhook of its own.
import { addDays, todayInBenin } from "#common/dates";
import { createBooking } from "#server/bookings/create-booking.server";
import type { DatabaseHandle } from "#server/db/client.server";
import { parseEnv, setEnv } from "#server/env.server";
import { standInWebhookSecret } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { handleFedaPayWebhook } from "#server/payments/fedapay-webhook.server";
import { startPayment } from "#server/payments/start-payment.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { changeTransaction, startFedaPayFaultProxy, type FaultRule } from "./fedapay-fault-proxy";
import { startPaymentServer } from "./payment-server";

export async function startPaymentsBehindFaultProxy(handle: DatabaseHandle) {
  const server = await startPaymentServer();
  const proxy = await startFedaPayFaultProxy(server.url);
  // The app's own idea of where it lives (and so where its FedaPay client goes) is the proxy.
  setEnv(parseEnv({ PUBLIC_URL: proxy.url }));
  const secret = await standInWebhookSecret();
  const host = await createUser({ roles: ["user", "host"] });
  const listingId = (await createListing({ userId: host.id, price: 10_000 })).id;
  let offset = 10;

  // Each booking has a traveler of its own: a test world makes more bookings than one
  // account may hold unpaid (server/bookings/hold-limits.server.ts).
  const travelerOf = new Map<string, string>();

  /** A booking whose payment was started: its FedaPay transaction id. */
  async function startedBooking(phone = "0197000000") {
    offset += 4;
    const traveler = await createUser({ email: `komi.${offset}@exemple.bj` });
    const today = todayInBenin();
    const created = await createBooking({
      listingId,
      userId: traveler.id,
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
    travelerOf.set(created.booking.id, traveler.id);
    const started = await payAgain(created.booking.id, phone);
    return { bookingId: created.booking.id, transactionId: started };
  }

  /** Starts a (new) payment for the booking; returns its FedaPay transaction id. */
  async function payAgain(bookingId: string, phone: string) {
    const started = await startPayment({ bookingId, userId: travelerOf.get(bookingId)!, method: "mtn", phone });
    if (!started.ok) throw new Error(`payment failed: ${JSON.stringify(started)}`);
    const [row] = await handle.query<{ provider_transaction_id: string }>(
      "SELECT provider_transaction_id FROM payment_transactions WHERE booking_id = $1 ORDER BY created_at DESC LIMIT 1",
      [bookingId],
    );
    return Number(row!.provider_transaction_id);
  }

  /** From now on, FedaPay's answer about this transaction carries these fields. */
  function fedapaySays(transactionId: number, fields: Record<string, unknown>, rule: Partial<FaultRule> = {}) {
    proxy.add({
      path: new RegExp(`/v1/transactions/${transactionId}(\\?|$)`),
      rewrite: changeTransaction((transaction) => ({ ...transaction, ...fields })),
      ...rule,
    } as FaultRule);
  }

  /** FedaPay's event about the transaction, signed as FedaPay signs it, handed to the app. */
  async function deliver(payload: Record<string, unknown>) {
    const body = Buffer.from(JSON.stringify(payload));
    return handleFedaPayWebhook(body, signWebhook(body, secret));
  }

  async function bookingState(bookingId: string) {
    const [row] = await handle.query<{ status: string; payment_status: string }>(
      "SELECT status, payment_status FROM bookings WHERE id = $1",
      [bookingId],
    );
    return row!;
  }

  async function eventsAbout(transactionId: number) {
    return handle.query<{ dedupe_key: string; processed_at: Date | null; processing_error: string | null }>(
      // The stand-in's own transaction.created (sent when the payment starts) is not the
      // event a test delivers.
      `SELECT dedupe_key, processed_at, processing_error FROM payment_events
        WHERE provider_transaction_id = $1 AND event_name <> 'transaction.created' ORDER BY received_at`,
      [String(transactionId)],
    );
  }

  return { server, proxy, startedBooking, payAgain, fedapaySays, deliver, bookingState, eventsAbout };
}

/** An event as FedaPay's events API describes it (fedapay.md §2): id, name, entity, created_at. */
export function fedapayEvent(
  name: string,
  transaction: { id: number; status?: string },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const entity = { klass: "v1/transaction", status: name.split(".")[1], ...transaction };
  return {
    name,
    entity,
    object: "transaction",
    object_id: transaction.id,
    created_at: "2026-11-24T10:00:00Z",
    ...extra,
  };
}
