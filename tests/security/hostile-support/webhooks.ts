// A FedaPay payment as the webhook suites need it: the production bundle over HTTP, a
// traveler's pending booking whose payment was started through /payment (a real
// transaction at the app's FedaPay stand-in), and FedaPay's side of the conversation:
// setting the transaction's status at the stand-in, signing and delivering events.
import { afterAll, beforeAll, vi } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { standInWebhookSecret } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { signedInUser } from "#tests/support/sessions";
import { startHostileApp, type HostileApp } from "./hostile-app";
import { rowCount, rows, type TableName } from "./tables";

export const PAYMENT_TABLES: TableName[] = [
  "payment_events",
  "payment_transactions",
  "surplus_payments",
  "bookings",
  "listing_calendar",
  "email_outbox",
  "notifications",
];

export type Attempt = { bookingId: string; transactionId: number; reference: string };
export type Delivery = { status: number; text: string; json: Record<string, unknown> | null };

export type WebhookWorld = {
  app: HostileApp;
  /** A new pending booking with its payment started (fresh nights each time). */
  startedPayment(): Promise<Attempt>;
  /**
   * The traveler clicks "Payer" again on the same booking, with this method and number;
   * returns the FedaPay transaction id of the booking's newest payment row.
   */
  payAgain(bookingId: string, method: "mtn" | "moov", phone: string): Promise<number>;
  /** What FedaPay itself will answer about the transaction from now on. */
  setStandIn(transactionId: number, status: "approved" | "declined" | "canceled" | "pending"): Promise<void>;
  /** Posts a raw body to the webhook as FedaPay would (no Origin, no cookie). */
  deliver(body: string | Buffer, signature?: string, contentType?: string): Promise<Delivery>;
  /** Signs with the webhook secret at the current time (or `offsetSeconds` from it) and delivers. */
  deliverSigned(body: string | Buffer, offsetSeconds?: number): Promise<Delivery>;
};

/** Call at the top of a test file, after useTestDatabase(). */
export async function startWebhookWorld(): Promise<WebhookWorld> {
  const app = await startHostileApp();
  const today = todayInBenin();
  let traveler: { userId: string; cookie: string };
  let listingId: string;
  let nights = 10;

  // Each refusal is logged for the operators ("[payments] webhook refusé …"): expected here.
  const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  afterAll(() => warnings.mockRestore());

  beforeAll(async () => {
    traveler = await signedInUser("voyageur.webhooks@exemple.bj");
    const host = await createUser({ roles: ["host"] });
    listingId = (await createListing({ userId: host.id, price: 20_000 })).id;
  });

  async function deliver(
    body: string | Buffer,
    signature?: string,
    contentType = "application/json",
  ): Promise<Delivery> {
    const headers: Record<string, string> = { "content-type": contentType };
    if (signature !== undefined) headers["x-fedapay-signature"] = signature;
    const response = await fetch(`${app.baseUrl}/api/webhooks/fedapay`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: text.startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  }

  return {
    app,
    deliver,
    deliverSigned: async (body, offsetSeconds = 0) =>
      deliver(body, signWebhook(body, await standInWebhookSecret(), nowSeconds() + offsetSeconds)),
    async startedPayment() {
      nights += 4;
      const booking = await createBooking({
        listingId,
        userId: traveler.userId,
        startDate: addDays(today, nights),
        endDate: addDays(today, nights + 2),
        holdExpiresAt: new Date(Date.now() + 30 * 60_000),
      });
      const answer = await app.post(
        `/payment?booking_id=${booking.id}`,
        { method: "mtn", phone: "0197000000" },
        { cookie: traveler.cookie },
      );
      if (answer.status !== 302) throw new Error(`paiement non démarré (${answer.status})`);
      const [payment] = await rows<{ provider_transaction_id: string }>(
        "SELECT provider_transaction_id FROM payment_transactions WHERE booking_id = $1",
        [booking.id],
      );
      return {
        bookingId: booking.id,
        transactionId: Number(payment!.provider_transaction_id),
        reference: booking.bookingReference,
      };
    },
    async payAgain(bookingId, method, phone) {
      const answer = await app.post(`/payment?booking_id=${bookingId}`, { method, phone }, { cookie: traveler.cookie });
      if (answer.status !== 302) throw new Error(`paiement non relancé (${answer.status})`);
      const [payment] = await rows<{ provider_transaction_id: string }>(
        "SELECT provider_transaction_id FROM payment_transactions WHERE booking_id = $1 ORDER BY created_at DESC LIMIT 1",
        [bookingId],
      );
      return Number(payment!.provider_transaction_id);
    },
    async setStandIn(transactionId, status) {
      await rows(
        `UPDATE fedapay_standin_transactions SET status = $2, mode = 'mtn_open',
           approved_at = CASE WHEN $2 = 'approved' THEN now() END WHERE id = $1`,
        [transactionId, status],
      );
    },
  };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function event(
  transactionId: number | string,
  name = "transaction.approved",
  extra: Record<string, unknown> = {},
) {
  return JSON.stringify({ name, entity: { id: transactionId, status: name.split(".")[1] }, ...extra });
}

export async function bookingState(bookingId: string) {
  const [row] = await rows<{ status: string; payment_status: string }>(
    "SELECT status, payment_status FROM bookings WHERE id = $1",
    [bookingId],
  );
  return row;
}

/** The traveler's confirmation e-mails queued for this booking. */
export const confirmations = (bookingId: string) =>
  rowCount("email_outbox", "template = 'booking-confirmed' AND dedupe_key LIKE '%' || $1 || '%'", [bookingId]);
