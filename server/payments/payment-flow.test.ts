// The whole payment path against the local FedaPay stand-in: start, checkout, the signed
// webhook to our endpoint, the read-back, and the booking's confirmation.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { accessInstructionsSendAt } from "#server/bookings/booking-emails.server";
import { createBooking } from "#server/bookings/create-booking.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { inWords } from "#tests/support/in-words";
import { payOnCheckout, startPaymentServer } from "#tests/support/payment-server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { refreshPayment } from "./refresh-payment.server";
import { startPayment } from "./start-payment.server";

const handle = await useTestDatabase();
const server = await startPaymentServer();
const today = todayInBenin();

let hostId: string;
let travelerId: string;
let adminId: string;
let otherId: string;
let listingId: string;
let offset = 10;

async function newBooking() {
  offset += 5;
  // A traveler of its own: one account holds at most 2 unpaid bookings (docs/decisions/024).
  travelerId = (await createUser({})).id;
  const result = await createBooking({
    listingId,
    userId: travelerId,
    fields: {
      checkIn: addDays(today, offset),
      checkOut: addDays(today, offset + 3),
      guests: "2",
      travelerFirstName: "Aïcha",
      travelerLastName: "Dossou",
      travelerEmail: "aicha@exemple.bj",
      travelerPhone: "",
    },
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.booking;
}

async function bookingRow(id: string) {
  const [row] = await handle.query<{ status: string; payment_status: string; paid_at: Date | null }>(
    "SELECT status, payment_status, paid_at FROM bookings WHERE id = $1",
    [id],
  );
  return row!;
}

beforeAll(async () => {
  hostId = (await createUser({ email: "hote@exemple.bj", roles: ["user", "host"] })).id;
  travelerId = (await createUser({ email: "aicha@exemple.bj" })).id;
  otherId = (await createUser({ email: "autre@exemple.bj" })).id;
  adminId = (await createUser({ email: "admin@exemple.bj", roles: ["user", "admin"] })).id;
  listingId = (await createListing({ userId: hostId, price: 25_000, title: "Villa Océane" })).id;
});

describe(`paying a booking on the stand-in (${databaseKind})`, () => {
  it("approves: the webhook confirms the booking, mails traveler and host, queues access instructions", async () => {
    const booking = await newBooking();
    const started = await startPayment({
      bookingId: booking.id,
      userId: travelerId,
      method: "mtn",
      phone: "97 12 34 56",
    });
    if (!started.ok) throw new Error(JSON.stringify(started));
    expect(started.url).toContain(`${server.url}/fedapay-standin/checkout/`);

    const [payment] = await handle.query<Record<string, unknown>>(
      "SELECT * FROM payment_transactions WHERE booking_id = $1",
      [booking.id],
    );
    expect(payment).toMatchObject({
      amount: 82_500,
      currency: "XOF",
      payment_method: "mtn",
      phone: "+2290197123456",
      status: "pending",
    });
    const [sent] = await handle.query<{
      amount: number;
      callback_url: string;
      description: string;
      custom_metadata: Record<string, string>;
    }>("SELECT amount, callback_url, description, custom_metadata FROM fedapay_standin_transactions");
    expect(sent).toMatchObject({
      amount: 82_500,
      callback_url: `${server.url}/payment-success?booking_id=${booking.id}`,
      custom_metadata: { booking_reference: booking.bookingReference, booking_id: booking.id },
    });
    expect(sent!.description).toContain(booking.bookingReference);

    const redirect = await payOnCheckout(started.url, "approve");
    expect(redirect).toMatch(/\/payment-success\?booking_id=.+&id=\d+&status=approved$/);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "approved", payment_status: "completed" });
    expect((await bookingRow(booking.id)).paid_at).not.toBeNull();

    const mails = await handle.query<{ to_address: string; template: string }>(
      "SELECT to_address, template FROM email_outbox ORDER BY template",
    );
    // The access instructions are not queued now: a job sends them 48 h before arrival
    // with the host's words of that moment (server/bookings/send-access-instructions).
    expect(mails.map((mail) => [mail.template, mail.to_address])).toEqual([
      ["booking-confirmed", "aicha@exemple.bj"],
      ["booking-host-new", "hote@exemple.bj"],
    ]);
    const notes = await handle.query<{ user_id: string; kind: string }>(
      "SELECT user_id, kind FROM notifications ORDER BY kind",
    );
    expect(notes).toEqual([
      { user_id: travelerId, kind: "booking_confirmed" },
      { user_id: adminId, kind: "booking_paid" },
      { user_id: hostId, kind: "booking_received" },
    ]);
    // Paying again is refused: already paid.
    expect(
      await startPayment({ bookingId: booking.id, userId: travelerId, method: "mtn", phone: "0197000000" }),
    ).toMatchObject({
      ok: false,
      reason: "already_paid",
    });
  });

  it("declined or cancelled: the booking stays pending and can be paid again", async () => {
    const booking = await newBooking();
    for (const action of ["decline", "cancel"] as const) {
      const started = await startPayment({
        bookingId: booking.id,
        userId: travelerId,
        method: "moov",
        phone: "0161000000",
      });
      if (!started.ok) throw new Error(JSON.stringify(started));
      await payOnCheckout(started.url, action, { mode: "moov" });
      expect(await bookingRow(booking.id)).toMatchObject({ status: "pending", payment_status: "pending" });
    }
    const statuses = await handle.query<{ status: string }>(
      "SELECT status FROM payment_transactions WHERE booking_id = $1 ORDER BY created_at",
      [booking.id],
    );
    expect(statuses.map((row) => row.status)).toEqual(["declined", "canceled"]);
    const again = await startPayment({ bookingId: booking.id, userId: travelerId, method: "mtn", phone: "0197000000" });
    expect(again.ok).toBe(true);
  });

  it("a lost webhook: the result page's status check completes the payment", async () => {
    const booking = await newBooking();
    const started = await startPayment({
      bookingId: booking.id,
      userId: travelerId,
      method: "mtn",
      phone: "0197000000",
    });
    if (!started.ok) throw new Error("start failed");
    server.control.dropWebhooks = true;
    try {
      await payOnCheckout(started.url, "approve");
    } finally {
      server.control.dropWebhooks = false;
    }
    expect(await bookingRow(booking.id)).toMatchObject({ status: "pending", payment_status: "pending" });
    expect(await refreshPayment(booking.id)).toMatchObject({ outcome: "completed", providerStatus: "approved" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "approved", payment_status: "completed" });
  });

  it("the status check leaves an unpaid transaction unpaid (a forged ?status=approved changes nothing)", async () => {
    const booking = await newBooking();
    const started = await startPayment({
      bookingId: booking.id,
      userId: travelerId,
      method: "mtn",
      phone: "0197000000",
    });
    if (!started.ok) throw new Error("start failed");
    expect(await refreshPayment(booking.id)).toMatchObject({ outcome: "pending", providerStatus: "pending" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "pending", payment_status: "pending" });
  });

  it("refuses a missing or unknown method, a bad phone, and someone else's booking", async () => {
    const booking = await newBooking();
    const base = { bookingId: booking.id, userId: travelerId, method: "mtn", phone: "0197000000" };
    expect(inWords("payment", await startPayment({ ...base, method: "" }))).toMatchObject({
      ok: false,
      reason: "method_required",
      message: "Veuillez sélectionner un moyen de paiement",
    });
    expect(await startPayment({ ...base, method: "card" })).toMatchObject({ reason: "method_required" });
    for (const phone of ["", "123", "0121300000", "+33612345678", "01970000001"]) {
      expect(await startPayment({ ...base, phone })).toMatchObject({ reason: "invalid_phone" });
    }
    const [holdBefore] = await handle.query<{ hold_expires_at: Date }>(
      "SELECT hold_expires_at FROM bookings WHERE id = $1",
      [booking.id],
    );
    // Even later (the owner's hold would be renewed then), someone else's click moves nothing.
    expect(await startPayment({ ...base, userId: otherId }, { now: new Date(Date.now() + 20 * 60_000) })).toMatchObject(
      { reason: "not_found" },
    );
    const [holdAfter] = await handle.query<{ hold_expires_at: Date }>(
      "SELECT hold_expires_at FROM bookings WHERE id = $1",
      [booking.id],
    );
    expect(holdAfter).toEqual(holdBefore);
    expect(await startPayment({ ...base, bookingId: "n'importe quoi" })).toMatchObject({ reason: "not_found" });
    const [{ n }] = (await handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_transactions WHERE booking_id = $1",
      [booking.id],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("FedaPay unreachable or answering 500: a French error, no transaction recorded", async () => {
    const booking = await newBooking();
    const base = { bookingId: booking.id, userId: travelerId, method: "mtn", phone: "0197000000" };
    const original = globalThis.fetch;
    try {
      globalThis.fetch = (async () =>
        new Response(JSON.stringify({ message: "boom" }), { status: 500 })) as typeof fetch;
      expect(await startPayment(base)).toMatchObject({ ok: false, reason: "provider_down" });
      globalThis.fetch = (async () => {
        throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      }) as typeof fetch;
      const down = await startPayment(base);
      expect(down).toMatchObject({ ok: false, reason: "provider_down" });
      if (!down.ok) expect(inWords("payment", down).message).toContain("Erreur lors de la création du paiement");
    } finally {
      globalThis.fetch = original;
    }
    const rows = await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [booking.id]);
    expect(rows).toHaveLength(0);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "pending", payment_status: "pending" });
  });

  it("queues the access instructions 48 h before arrival at 14:00 Benin time", () => {
    const now = new Date("2026-03-01T08:00:00Z");
    expect(accessInstructionsSendAt("2026-03-10", now).toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // Arrival in less than 48 h: now.
    expect(accessInstructionsSendAt("2026-03-02", now)).toEqual(now);
  });
});

describe(`a double click on "Payer" (${databaseKind})`, () => {
  it("creates one FedaPay transaction and gives both clicks the same checkout", async () => {
    const booking = await newBooking();
    const input = { bookingId: booking.id, userId: travelerId, method: "mtn", phone: "97 12 34 56" };
    const [first, second] = await Promise.all([startPayment(input), startPayment(input)]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    const rows = await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [booking.id]);
    expect(rows).toHaveLength(1);
  });

  it("waits while another process holds the booking's payment start, then starts once it is let go", async () => {
    const booking = await newBooking();
    // Another process is creating this booking's transaction right now.
    await handle.query(
      "INSERT INTO payment_starts (booking_id, claimed_by, lease_until) VALUES ($1, 'autre-processus', now() + interval '45 seconds')",
      [booking.id],
    );
    let finished = false;
    const waiting = startPayment({
      bookingId: booking.id,
      userId: travelerId,
      method: "mtn",
      phone: "97 12 34 56",
    }).then((result) => {
      finished = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(finished).toBe(false);
    expect(await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [booking.id])).toHaveLength(
      0,
    );
    await handle.query("DELETE FROM payment_starts WHERE booking_id = $1", [booking.id]);
    expect(await waiting).toMatchObject({ ok: true });
    expect(await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [booking.id])).toHaveLength(
      1,
    );
    // Its own claim is let go once the checkout is recorded.
    expect(await handle.query("SELECT 1 FROM payment_starts WHERE booking_id = $1", [booking.id])).toHaveLength(0);
  });

  it("takes over the claim of a process that died mid-start once its lease is over", async () => {
    const booking = await newBooking();
    await handle.query(
      "INSERT INTO payment_starts (booking_id, claimed_by, lease_until) VALUES ($1, 'processus-mort', now() - interval '1 second')",
      [booking.id],
    );
    const started = Date.now();
    const result = await startPayment({
      bookingId: booking.id,
      userId: travelerId,
      method: "mtn",
      phone: "97 12 34 56",
    });
    expect(result).toMatchObject({ ok: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("claims nothing for another traveler's booking, and refuses it", async () => {
    const booking = await newBooking();
    const result = await startPayment({ bookingId: booking.id, userId: otherId, method: "mtn", phone: "97 12 34 56" });
    expect(result).toEqual({ ok: false, reason: "not_found" });
    expect(await handle.query("SELECT 1 FROM payment_starts WHERE booking_id = $1", [booking.id])).toHaveLength(0);
    const bad = await startPayment({ bookingId: "pas-un-id", userId: travelerId, method: "mtn", phone: "97 12 34 56" });
    expect(bad).toEqual({ ok: false, reason: "not_found" });
  });

  it("a later click with another method or number, or after the checkout went stale, starts a new one", async () => {
    const booking = await newBooking();
    const mtn = await startPayment({ bookingId: booking.id, userId: travelerId, method: "mtn", phone: "97 12 34 56" });
    const moov = await startPayment({
      bookingId: booking.id,
      userId: travelerId,
      method: "moov",
      phone: "95 12 34 56",
    });
    expect(moov).toMatchObject({ ok: true });
    expect(moov).not.toEqual(mtn);
    const later = new Date(Date.now() + 3 * 60_000);
    const again = await startPayment(
      { bookingId: booking.id, userId: travelerId, method: "moov", phone: "95 12 34 56" },
      { now: later },
    );
    expect(again).toMatchObject({ ok: true });
    expect(again).not.toEqual(moov);
    const rows = await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [booking.id]);
    expect(rows).toHaveLength(3);
  });
});
