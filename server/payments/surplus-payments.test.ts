// A booking keeps one payment. Every other payment FedaPay approves for it (a second
// checkout with another operator, a superseded one, one arriving after the booking was
// paid and cancelled) is money owed back to its payer: recorded once per transaction,
// shown and announced to the administrators, never answered "completed".
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { cancelBooking } from "#server/bookings/cancel-booking.server";
import { createBooking } from "#server/bookings/create-booking.server";
import { releaseExpiredHolds } from "#server/bookings/release-expired-holds.server";
import { getTransaction } from "#server/integrations/fedapay/client.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { payOnCheckout, startPaymentServer } from "#tests/support/payment-server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { applyProviderTransaction } from "./apply-provider-status.server";
import { reconcilePendingPayments } from "./reconcile-payments.server";
import { startPayment } from "./start-payment.server";

const handle = await useTestDatabase();
await startPaymentServer();
const today = todayInBenin();

let travelerId: string;
let adminId: string;
let listingId: string;
let offset = 10;

beforeAll(async () => {
  const host = await createUser({ email: "hote.surplus@exemple.bj", roles: ["user", "host"] });
  travelerId = (await createUser({ email: "aicha.surplus@exemple.bj" })).id;
  adminId = (await createUser({ email: "admin.surplus@exemple.bj", roles: ["user", "admin"] })).id;
  listingId = (await createListing({ userId: host.id, price: 20_000, title: "Case Ganvié" })).id;
});

async function newBooking(now?: Date) {
  offset += 4;
  const result = await createBooking(
    {
      listingId,
      userId: travelerId,
      fields: {
        checkIn: addDays(today, offset),
        checkOut: addDays(today, offset + 2),
        guests: "1",
        travelerFirstName: "Aïcha",
        travelerLastName: "Dossou",
        travelerEmail: "aicha.surplus@exemple.bj",
        travelerPhone: "",
      },
    },
    { now },
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.booking;
}

async function pay(bookingId: string, method: "mtn" | "moov", phone: string, now?: Date) {
  const started = await startPayment({ bookingId, userId: travelerId, method, phone }, { now });
  if (!started.ok) throw new Error(JSON.stringify(started));
  return started.url;
}

const bookingRow = async (id: string) =>
  (
    await handle.query<{ status: string; payment_status: string; refund_status: string | null }>(
      "SELECT status, payment_status, refund_status FROM bookings WHERE id = $1",
      [id],
    )
  )[0];

const surpluses = (bookingId: string) =>
  handle.query<Record<string, unknown>>(
    `SELECT s.amount, s.payment_method, s.phone, s.reason, s.status, s.provider_transaction_id
       FROM surplus_payments s WHERE s.booking_id = $1 ORDER BY s.created_at`,
    [bookingId],
  );

const transactions = (bookingId: string) =>
  handle.query<{ provider_transaction_id: string; payment_method: string; status: string; superseded: boolean }>(
    `SELECT provider_transaction_id, payment_method, status, superseded_at IS NOT NULL AS superseded
       FROM payment_transactions WHERE booking_id = $1 ORDER BY created_at`,
    [bookingId],
  );

const adminNotices = (bookingId: string) =>
  handle.query<{ user_id: string; message: string }>(
    "SELECT user_id, message FROM notifications WHERE booking_id = $1 AND kind = 'surplus_payment_owed'",
    [bookingId],
  );

const adminMails = (reference: string) =>
  handle.query<{ to_address: string; subject: string; text_body: string }>(
    "SELECT to_address, subject, text_body FROM email_outbox WHERE template = 'surplus-payment-owed' AND subject LIKE '%' || $1",
    [reference],
  );

const confirmations = async (bookingId: string) =>
  (await handle.query("SELECT id FROM email_outbox WHERE dedupe_key = $1", [`booking-confirmed:${bookingId}`])).length;

describe(`a second method approved (${databaseKind})`, () => {
  it("MTN then Moov, both approved: the booking keeps Moov's, MTN's superseded payment is owed back", async () => {
    const booking = await newBooking();
    const mtn = await pay(booking.id, "mtn", "0197000001");
    const moov = await pay(booking.id, "moov", "0195000002");
    expect(moov).not.toBe(mtn);
    // One open checkout: MTN's was marked superseded when Moov's was recorded.
    expect((await transactions(booking.id)).map((row) => [row.payment_method, row.superseded])).toEqual([
      ["mtn", true],
      ["moov", false],
    ]);

    await payOnCheckout(mtn, "approve", { phone: "0197000001" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "pending", payment_status: "pending" });
    await payOnCheckout(moov, "approve", { mode: "moov", phone: "0195000002" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "approved", payment_status: "completed" });
    expect(await confirmations(booking.id)).toBe(1);

    const [mtnRow] = await transactions(booking.id);
    expect(await surpluses(booking.id)).toEqual([
      {
        amount: 44_000,
        payment_method: "mtn",
        phone: "+2290197000001",
        reason: "superseded",
        status: "owed",
        provider_transaction_id: mtnRow!.provider_transaction_id,
      },
    ]);
    expect(await adminNotices(booking.id)).toEqual([
      {
        user_id: adminId,
        message: `Réservation ${booking.bookingReference} : un paiement de 44\u202f000\u00a0FCFA en trop est à rendre au numéro qui a payé.`,
      },
    ]);
    const [mail] = await adminMails(booking.bookingReference);
    expect(mail).toMatchObject({ to_address: "admin.surplus@exemple.bj" });
    expect(mail!.text_body).toContain("+229••••••••01");
    expect(mail!.text_body).not.toContain("+2290197000001");
    expect(mail!.text_body).toContain("remplacé par un nouveau paiement");
  });

  it("Moov approved first, then the superseded MTN: 'surplus', never 'completed', recorded once across webhook, reconcile and retries", async () => {
    const booking = await newBooking();
    const mtn = await pay(booking.id, "mtn", "0197000003");
    const moov = await pay(booking.id, "moov", "0195000004");
    await payOnCheckout(moov, "approve", { mode: "moov", phone: "0195000004" });
    await payOnCheckout(mtn, "approve", { phone: "0197000003" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "approved", payment_status: "completed" });

    const [mtnRow] = await transactions(booking.id);
    const read = await getTransaction(Number(mtnRow!.provider_transaction_id));
    expect(read.status).toBe("approved");
    // The status check, the reconciliation job and a retry say the same, and add nothing.
    expect(await applyProviderTransaction(read)).toEqual({ outcome: "surplus" });
    expect(await applyProviderTransaction({ ...read, status: "transferred" })).toEqual({ outcome: "surplus" });
    await reconcilePendingPayments();
    expect(await surpluses(booking.id)).toEqual([
      expect.objectContaining({ amount: 44_000, payment_method: "mtn", reason: "already_paid", status: "owed" }),
    ]);
    expect(await adminNotices(booking.id)).toHaveLength(1);
    expect(await adminMails(booking.bookingReference)).toHaveLength(1);
    expect(await confirmations(booking.id)).toBe(1);
  });

  it("the same method and number clicked again at once reuses the open checkout: no second transaction", async () => {
    const booking = await newBooking();
    const first = await pay(booking.id, "mtn", "0197000005");
    const again = await pay(booking.id, "mtn", "01 97 00 00 05");
    expect(again).toBe(first);
    expect(await transactions(booking.id)).toHaveLength(1);
  });

  it("a checkout paid while its webhook was lost: 'Payer' again reads it back and creates nothing", async () => {
    const booking = await newBooking();
    const mtn = await pay(booking.id, "mtn", "0197000006");
    const [row] = await transactions(booking.id);
    // Approved at FedaPay, the event never arrived.
    await handle.query(
      "UPDATE fedapay_standin_transactions SET status = 'approved', approved_at = now(), mode = 'mtn_open' WHERE id = $1",
      [Number(row!.provider_transaction_id)],
    );
    expect(mtn).toBeTruthy();
    expect(
      await startPayment({ bookingId: booking.id, userId: travelerId, method: "moov", phone: "0195000006" }),
    ).toEqual({ ok: false, reason: "already_paid" });
    expect(await transactions(booking.id)).toHaveLength(1);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "approved", payment_status: "completed" });
    expect(await surpluses(booking.id)).toEqual([]);
  });
});

describe(`a booking cancelled or expired, then a payment approved (${databaseKind})`, () => {
  it("paid, cancelled, then the other checkout approved: owed back as 'booking_cancelled', apart from the booking's refund", async () => {
    const booking = await newBooking();
    const mtn = await pay(booking.id, "mtn", "0197000007");
    const moov = await pay(booking.id, "moov", "0195000008");
    await payOnCheckout(moov, "approve", { mode: "moov", phone: "0195000008" });
    expect((await cancelBooking(booking.id, travelerId)).ok).toBe(true);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "cancelled",
      payment_status: "completed",
      refund_status: "owed",
    });
    await payOnCheckout(mtn, "approve", { phone: "0197000007" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled", refund_status: "owed" });
    expect(await surpluses(booking.id)).toEqual([
      expect.objectContaining({ amount: 44_000, phone: "+2290197000007", reason: "booking_cancelled", status: "owed" }),
    ]);
    expect(await adminNotices(booking.id)).toHaveLength(1);
  });

  it("cancelled unpaid, then its checkout approved: the booking's own refund, once; no surplus", async () => {
    const booking = await newBooking();
    const mtn = await pay(booking.id, "mtn", "0197000009");
    expect((await cancelBooking(booking.id, travelerId)).ok).toBe(true);
    await payOnCheckout(mtn, "approve", { phone: "0197000009" });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "rejected",
      payment_status: "completed",
      refund_status: "owed",
    });
    expect(await surpluses(booking.id)).toEqual([]);
  });

  it("expired with a superseded checkout, then that checkout approved: owed back, the booking stays unpaid", async () => {
    const booking = await newBooking();
    const mtn = await pay(booking.id, "mtn", "0197000010");
    await pay(booking.id, "moov", "0195000010");
    expect(await releaseExpiredHolds(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "expired", payment_status: "pending" });
    await payOnCheckout(mtn, "approve", { phone: "0197000010" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "expired", payment_status: "pending" });
    expect(await surpluses(booking.id)).toEqual([
      expect.objectContaining({ amount: 44_000, reason: "superseded", status: "owed" }),
    ]);
  });
});
