// The pages around a payment (/payment, /payment-cancel, /payment-success, /my-bookings,
// /reservations): who may see what, and when a booking is offered for payment.
import { describe, expect, it } from "vitest";
import { addDays } from "#common/dates";
import { createBooking } from "#server/bookings/create-booking.server";
import {
  body,
  book,
  bookingForm,
  call,
  handle,
  listingId,
  location,
  other,
  today,
  traveler,
} from "#tests/support/book-and-pay";
import { releaseOpenHolds } from "#tests/support/release-holds";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { databaseKind } from "#tests/support/test-database";
import * as myBookings from "./my-bookings";
import * as payment from "./payment";
import * as paymentCancel from "./payment-cancel";
import * as paymentSuccess from "./payment-success";
import * as reservations from "./reservations";

describe(`the pages around a payment (${databaseKind})`, () => {
  it("/payment and /my-bookings do not offer to pay a booking whose stay has begun", async () => {
    // Booked three days ago for a stay that began yesterday, never paid.
    const past = await createBooking(
      {
        listingId,
        userId: traveler.userId,
        fields: { ...bookingForm(), checkIn: addDays(today, -1), checkOut: addDays(today, 1) },
      },
      { now: new Date(Date.now() - 3 * 86_400_000) },
    );
    if (!past.ok) throw new Error(JSON.stringify(past));
    const page = (await call(
      payment.loader,
      pageRequest(`/payment?booking_id=${past.booking.id}`, { cookie: traveler.cookie }),
    )) as {
      payable: boolean;
      notPayableReason: string | null;
    };
    expect(page).toMatchObject({ payable: false, notPayableReason: "Les dates de cette réservation sont passées." });
    const upcoming = await book({ checkIn: addDays(today, 40), checkOut: addDays(today, 42) });
    expect(upcoming.created).toBeDefined();
    const mine = (await call(myBookings.loader, pageRequest("/my-bookings", { cookie: traveler.cookie }))) as {
      bookings: { id: string; payable: boolean; status: string }[];
    };
    expect(mine.bookings.find((item) => item.id === past.booking.id)).toMatchObject({ payable: false });
    expect(mine.bookings.some((item) => item.payable)).toBe(true); // the upcoming unpaid ones still are
    const tried = await call(
      payment.action,
      formRequest(
        `/payment?booking_id=${past.booking.id}`,
        { method: "mtn", phone: "0197000000" },
        { cookie: traveler.cookie },
      ),
    );
    expect(body(tried)).toMatchObject({ error: "Les dates de cette réservation sont passées." });
    expect(
      await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [past.booking.id]),
    ).toHaveLength(0);
  });

  it("/payment-cancel offers a retry exactly when /payment would (one payable rule), and says why not", async () => {
    // Earlier tests left this traveler's unpaid bookings open: at most 2 at once (ADR 024).
    await releaseOpenHolds(handle, traveler.userId);
    const past = await createBooking(
      {
        listingId,
        userId: traveler.userId,
        fields: { ...bookingForm(), checkIn: addDays(today, -3), checkOut: addDays(today, -1) },
      },
      { now: new Date(Date.now() - 4 * 86_400_000) },
    );
    if (!past.ok) throw new Error(JSON.stringify(past));
    const fresh = (await book({ checkIn: addDays(today, 90), checkOut: addDays(today, 91) })).created!;
    const cancelled = (await book({ checkIn: addDays(today, 92), checkOut: addDays(today, 93) })).created!;
    await call(
      myBookings.action,
      formRequest("/my-bookings", { intent: "cancel", bookingId: cancelled.bookingId }, { cookie: traveler.cookie }),
    );
    const pages = async (bookingId: string) => {
      const [onCancel, onPayment] = await Promise.all([
        call(paymentCancel.loader, pageRequest(`/payment-cancel?booking_id=${bookingId}`, { cookie: traveler.cookie })),
        call(payment.loader, pageRequest(`/payment?booking_id=${bookingId}`, { cookie: traveler.cookie })),
      ]);
      return { onCancel: onCancel as { payable: boolean; notPayableReason: string | null }, onPayment };
    };

    const begun = await pages(past.booking.id);
    expect(begun.onCancel).toMatchObject({
      payable: false,
      notPayableReason: "Les dates de cette réservation sont passées.",
    });
    expect(begun.onPayment).toMatchObject({ payable: false });
    const open = await pages(fresh.bookingId);
    expect(open.onCancel).toMatchObject({ payable: true, notPayableReason: null });
    expect(open.onPayment).toMatchObject({ payable: true });
    // Cancelled: nothing to pay, and no reason about dates or attempts either.
    expect((await pages(cancelled.bookingId)).onCancel).toMatchObject({ payable: false, notPayableReason: null });
    expect(
      await call(paymentCancel.loader, pageRequest("/payment-cancel?booking_id=inconnu", { cookie: traveler.cookie })),
    ).toEqual({ booking: null, payable: false, notPayableReason: null });
  });

  it("/payment-success without an id, or with someone else's, says so", async () => {
    expect(await call(paymentSuccess.loader, pageRequest("/payment-success", { cookie: traveler.cookie }))).toEqual({
      error: "ID de réservation manquant",
      booking: null,
    });
    const created = (await book({ checkIn: addDays(today, 70), checkOut: addDays(today, 71) })).created!;
    expect(
      await call(
        paymentSuccess.loader,
        pageRequest(`/payment-success?booking_id=${created.bookingId}`, { cookie: other.cookie }),
      ),
    ).toEqual({
      error: "Impossible de récupérer les détails de la réservation",
      booking: null,
    });
  });

  it("/my-bookings cancels one's own booking only; /reservations is for hosts", async () => {
    await releaseOpenHolds(handle, traveler.userId);
    const created = (await book({ checkIn: addDays(today, 80), checkOut: addDays(today, 81) })).created!;
    const refused = await call(
      myBookings.action,
      formRequest("/my-bookings", { intent: "cancel", bookingId: created.bookingId }, { cookie: other.cookie }),
    );
    expect(body(refused)).toMatchObject({ error: "Réservation introuvable." });
    const done = await call(
      myBookings.action,
      formRequest("/my-bookings", { intent: "cancel", bookingId: created.bookingId }, { cookie: traveler.cookie }),
    );
    expect(body(done)).toMatchObject({ toast: { title: "Réservation annulée" } });
    const denied = await call(reservations.loader, pageRequest("/reservations", { cookie: traveler.cookie }));
    expect(location(denied)).toBe("/become-host");
  });
});
