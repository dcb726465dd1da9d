// The reconciliation job: a payment approved at FedaPay whose webhook never arrived is
// confirmed without the payer coming back; pending ones are asked about at most once a
// minute, whatever the number of processes running the job.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking } from "#server/bookings/create-booking.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { payOnCheckout, startPaymentServer } from "#tests/support/payment-server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { reconcilePendingPayments } from "./reconcile-payments.server";
import { startPayment } from "./start-payment.server";

const handle = await useTestDatabase();
const server = await startPaymentServer();
const today = todayInBenin();
let travelerId: string;
let listingId: string;
let offset = 10;

beforeAll(async () => {
  const hostId = (await createUser({ email: "hote@exemple.bj", roles: ["user", "host"] })).id;
  travelerId = (await createUser({ email: "aicha@exemple.bj" })).id;
  listingId = (await createListing({ userId: hostId, price: 25_000 })).id;
});

/** A booking whose payment was started: the stand-in's checkout URL. */
async function startedPayment() {
  offset += 5;
  const created = await createBooking({
    listingId,
    userId: travelerId,
    fields: {
      checkIn: addDays(today, offset),
      checkOut: addDays(today, offset + 2),
      guests: "2",
      travelerFirstName: "Aïcha",
      travelerLastName: "Dossou",
      travelerEmail: "aicha@exemple.bj",
      travelerPhone: "",
    },
  });
  if (!created.ok) throw new Error(JSON.stringify(created));
  const started = await startPayment({
    bookingId: created.booking.id,
    userId: travelerId,
    method: "mtn",
    phone: "0197000000",
  });
  if (!started.ok) throw new Error(JSON.stringify(started));
  return { bookingId: created.booking.id, checkoutUrl: started.url };
}

async function bookingState(id: string) {
  const [row] = await handle.query<{ status: string; payment_status: string }>(
    "SELECT status, payment_status FROM bookings WHERE id = $1",
    [id],
  );
  return row!;
}

describe(`payment reconciliation job (${databaseKind})`, () => {
  it("confirms a payment whose webhook was lost, and e-mails the traveler once", async () => {
    const { bookingId, checkoutUrl } = await startedPayment();
    server.control.dropWebhooks = true;
    await payOnCheckout(checkoutUrl, "approve");
    server.control.dropWebhooks = false;
    expect(await bookingState(bookingId)).toEqual({ status: "pending", payment_status: "pending" });

    const first = await reconcilePendingPayments();
    expect(first).toMatchObject({ settled: 1, unreachable: false });
    expect(await bookingState(bookingId)).toEqual({ status: "approved", payment_status: "completed" });
    const [payment] = await handle.query<{ status: string }>(
      "SELECT status FROM payment_transactions WHERE booking_id = $1",
      [bookingId],
    );
    expect(payment!.status).toBe("approved");
    // Approved is final: the job never asks about it again.
    expect(await reconcilePendingPayments()).toMatchObject({ checked: 0 });
    const emails = await handle.query("SELECT id FROM email_outbox WHERE dedupe_key = $1", [
      `booking-confirmed:${bookingId}`,
    ]);
    expect(emails).toHaveLength(1);
  });

  it("asks about a still-pending payment at most once a minute, even from several runs at once", async () => {
    const { bookingId } = await startedPayment();
    const runs = await Promise.all([
      reconcilePendingPayments(),
      reconcilePendingPayments(),
      reconcilePendingPayments(),
    ]);
    expect(runs.reduce((total, run) => total + run.checked, 0)).toBe(1);
    expect(await reconcilePendingPayments()).toMatchObject({ checked: 0 });
    await handle.query(
      "UPDATE payment_transactions SET last_checked_at = now() - interval '61 seconds' WHERE booking_id = $1",
      [bookingId],
    );
    expect(await reconcilePendingPayments()).toMatchObject({ checked: 1, settled: 0 });
    expect(await bookingState(bookingId)).toEqual({ status: "pending", payment_status: "pending" });
  });

  it("gives up on a checkout abandoned for more than two days", async () => {
    const { bookingId } = await startedPayment();
    await handle.query("UPDATE payment_transactions SET created_at = now() - interval '3 days' WHERE booking_id = $1", [
      bookingId,
    ]);
    expect(await reconcilePendingPayments()).toMatchObject({ checked: 0 });
  });
});
