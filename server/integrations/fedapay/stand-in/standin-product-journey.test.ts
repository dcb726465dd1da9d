// The richer stand-in against the product's real payment path (start, checkout, webhook,
// read-back): its events carry ids (the product dedupes by them), `transferred` 72 h after
// approval reaches the product without counting as a new payment, and an event the
// product's endpoint did not take is delivered again, not lost.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { advanceClock, now, setClock } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking } from "#server/bookings/create-booking.server";
import { startPayment } from "#server/payments/start-payment.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { payOnCheckout, startPaymentServer } from "#tests/support/payment-server";
import { useTestDatabase } from "#tests/support/test-database";
import { setStandInFault } from "./standin-controls.server";
import { runStandInDuties } from "./standin-duties.server";
import { RETRY_DELAYS_MS } from "./webhook-dispatch.server";

const handle = await useTestDatabase();
const server = await startPaymentServer();
setClock(now());
let travelerId = "";
let listingId = "";

beforeAll(async () => {
  const hostId = (await createUser({ email: "hote-journey@exemple.bj", roles: ["user", "host"] })).id;
  travelerId = (await createUser({ email: "voyageur-journey@exemple.bj" })).id;
  listingId = (await createListing({ userId: hostId, price: 25_000, title: "Villa Lagune" })).id;
});

async function paidBooking(offset: number) {
  const today = todayInBenin(now());
  const booked = await createBooking({
    listingId,
    userId: travelerId,
    fields: {
      checkIn: addDays(today, offset),
      checkOut: addDays(today, offset + 2),
      guests: "2",
      travelerFirstName: "Aïcha",
      travelerLastName: "Dossou",
      travelerEmail: "voyageur-journey@exemple.bj",
      travelerPhone: "",
    },
  });
  if (!booked.ok) throw new Error(JSON.stringify(booked));
  const started = await startPayment({
    bookingId: booked.booking.id,
    userId: travelerId,
    method: "mtn",
    phone: "97 12 34 56",
  });
  if (!started.ok) throw new Error(JSON.stringify(started));
  return { bookingId: booked.booking.id, checkout: started.url };
}

const count = async (sql: string, params: unknown[] = []) =>
  (await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe("the product's payment path on the FedaPay-shaped stand-in", () => {
  it("records events by their id, and takes transferred as the same payment, not a new one", async () => {
    const { bookingId, checkout } = await paidBooking(20);
    await payOnCheckout(checkout, "approve");
    const [booking] = await handle.query<{ payment_status: string }>(
      "SELECT payment_status FROM bookings WHERE id = $1",
      [bookingId],
    );
    expect(booking!.payment_status).toBe("completed");
    const keys = await handle.query<{ dedupe_key: string; event_name: string }>(
      "SELECT dedupe_key, event_name FROM payment_events ORDER BY received_at",
    );
    expect(keys.map((key) => key.event_name)).toEqual(["transaction.created", "transaction.approved"]);
    expect(keys.every((key) => /^event:\d+$/.test(key.dedupe_key))).toBe(true);
    const mails = await count("email_outbox");
    const notes = await count("notifications");

    advanceClock(72 * 3_600_000);
    await runStandInDuties();
    await expect
      .poll(() => count("payment_events WHERE event_name = 'transaction.transferred' AND processed_at IS NOT NULL"))
      .toBe(1);
    const [payment] = await handle.query<{ status: string }>(
      "SELECT status FROM payment_transactions WHERE booking_id = $1",
      [bookingId],
    );
    expect(payment!.status).toBe("transferred");
    expect(await count("email_outbox")).toBe(mails);
    expect(await count("notifications")).toBe(notes);
    expect(await count("surplus_payments")).toBe(0);
  });

  it("delivers again an event the product's endpoint did not take, until it is taken", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { bookingId, checkout } = await paidBooking(30);
    server.control.dropWebhooks = true;
    await payOnCheckout(checkout, "approve");
    const state = async () =>
      (
        await handle.query<{ payment_status: string }>("SELECT payment_status FROM bookings WHERE id = $1", [bookingId])
      )[0]!.payment_status;
    expect(await state()).toBe("pending");

    server.control.dropWebhooks = false;
    advanceClock(RETRY_DELAYS_MS[0]!);
    const { delivered } = await runStandInDuties();
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect(await state()).toBe("completed");
    vi.restoreAllMocks();
  });

  it("a read-back refused with 401 leaves the webhook unanswered (503): the stand-in delivers it again, and it is not lost", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { bookingId, checkout } = await paidBooking(40);
    // The approval's webhook: the product's read-back of the transaction is refused once.
    await setStandInFault({ operation: "retrieveTransaction", status: 401, times: 1 });
    await payOnCheckout(checkout, "approve");
    const attempts = async () =>
      handle.query<{ status: number | null }>(
        `SELECT a.http_status AS status FROM fedapay_standin_delivery_attempts a
           JOIN fedapay_standin_deliveries d ON d.id = a.delivery_id
          WHERE d.event_id = (SELECT max(id) FROM fedapay_standin_events WHERE name = 'transaction.approved')
          ORDER BY a.id`,
      );
    const state = async () =>
      (
        await handle.query<{ payment_status: string }>("SELECT payment_status FROM bookings WHERE id = $1", [bookingId])
      )[0]!.payment_status;
    // The webhook's first delivery was answered 503 (not 200: FedaPay would never retry it).
    expect((await attempts()).map((attempt) => attempt.status)).toEqual([503]);

    advanceClock(RETRY_DELAYS_MS[0]!);
    await runStandInDuties();
    expect(await state()).toBe("completed");
    const statuses = (await attempts()).map((attempt) => attempt.status);
    expect(statuses.at(-1)).toBe(200);
    vi.restoreAllMocks();
  });
});
