// The booking and payment pages' loaders and actions, called as React Router calls them,
// against the FedaPay stand-in (real HTTP, real webhook to our endpoint).
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { summarizePrice } from "#common/line-items";
import { priceStay } from "#common/pricing";
import { createBooking } from "#server/bookings/create-booking.server";
import { createListing } from "#server/seed/factories.server";
import { payOnCheckout, startPaymentServer } from "#tests/support/payment-server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as myBookings from "./my-bookings";
import * as payment from "./payment";
import * as paymentCancel from "./payment-cancel";
import * as paymentSuccess from "./payment-success";
import * as property from "./property";
import * as reservations from "./reservations";

const handle = await useTestDatabase();
await startPaymentServer();
const today = todayInBenin();

const call = <T>(fn: (args: never) => Promise<T>, request: Request, params: Record<string, string> = {}) =>
  fn(routeArgs<never>(request, params)).catch((thrown: unknown) => thrown);
const body = (result: unknown) => (result as { data: Record<string, unknown> }).data;
const location = (result: unknown) => (result as Response).headers.get("location");

let traveler: { userId: string; cookie: string };
let other: { userId: string; cookie: string };
let host: { userId: string; cookie: string };
let listingId: string;

beforeAll(async () => {
  traveler = await signedInUser("voyageuse@exemple.bj", { name: "Aïcha Dossou" });
  other = await signedInUser("autre@exemple.bj");
  host = await signedInUser("hote@exemple.bj", { roles: ["host"] });
  listingId = (await createListing({ userId: host.userId, price: 30_000, maxGuests: 4, title: "Villa Océane" })).id;
});

async function holdOf(bookingId: string) {
  const [row] = await handle.query<{ hold_expires_at: Date | null; status: string }>(
    "SELECT hold_expires_at, status FROM bookings WHERE id = $1",
    [bookingId],
  );
  return row!;
}

const bookingForm = (overrides: Record<string, string> = {}) => ({
  checkIn: addDays(today, 10),
  checkOut: addDays(today, 13),
  guests: "2",
  travelerFirstName: "Aïcha",
  travelerLastName: "Dossou",
  travelerEmail: "voyageuse@exemple.bj",
  travelerPhone: "",
  ...overrides,
});

async function book(overrides: Record<string, string> = {}) {
  const result = await call(
    property.action,
    formRequest(`/property/${listingId}`, bookingForm(overrides), { cookie: traveler.cookie }),
    { id: listingId },
  );
  return body(result) as {
    created?: { bookingId: string; totalPrice: number; bookingReference: string };
    toast?: { title: string; description: string };
  };
}

describe(`booking and paying through the pages (${databaseKind})`, () => {
  it("the listing page gives the form its taken dates and the traveler's e-mail", async () => {
    await handle.query(
      "INSERT INTO listing_calendar (listing_id, during, source) VALUES ($1, daterange($2::date, $3::date), 'block')",
      [listingId, addDays(today, 40), addDays(today, 42)],
    );
    const data = (await call(property.loader, pageRequest(`/property/${listingId}`, { cookie: traveler.cookie }), {
      id: listingId,
    })) as {
      bookingPanel: { taken: unknown; prefill: unknown; capacity: number };
    };
    expect(data.bookingPanel.taken).toEqual([{ start: addDays(today, 40), end: addDays(today, 42) }]);
    expect(data.bookingPanel.prefill).toEqual({
      firstName: "Aïcha",
      lastName: "Dossou",
      email: "voyageuse@exemple.bj",
    });
    expect(data.bookingPanel.capacity).toBe(4);
  });

  it("creates the booking with the server's price (posted amounts are ignored) and the payment state", async () => {
    const result = await book({
      totalPrice: "1",
      total: "1",
      subtotal: "1",
      travelerFee: "0",
      hostFee: "0",
      unitPrice: "1",
      price: "1",
      units: "1",
    });
    // Stored amounts = priceStay of the listing's real price (30 000 FCFA, 3 nights).
    const lineItems = priceStay({ unitPrice: 30_000, startDate: addDays(today, 10), endDate: addDays(today, 13) });
    const expected = summarizePrice(lineItems);
    expect(expected.total).toBe(99_000);
    const [stored] = await handle.query<Record<string, number>>(
      "SELECT unit_price, units, subtotal, traveler_fee, host_fee, total_price FROM bookings WHERE id = $1",
      [result.created!.bookingId],
    );
    expect(stored).toEqual({
      unit_price: expected.unitPrice,
      units: expected.units,
      subtotal: expected.subtotal,
      traveler_fee: expected.travelerFee,
      host_fee: expected.hostFee,
      total_price: expected.total,
    });
    const [storedLines] = await handle.query<{ line_items: unknown }>("SELECT line_items FROM bookings WHERE id = $1", [
      result.created!.bookingId,
    ]);
    expect(storedLines!.line_items).toEqual(lineItems);
    expect(result.created).toMatchObject({ totalPrice: 99_000, bookingReference: expect.stringMatching(/^BK\d{8}$/) });
    expect(result.created).toMatchObject({
      propertyTitle: "Villa Océane",
      travelerInfo: { firstName: "Aïcha", lastName: "Dossou", email: "voyageuse@exemple.bj", phone: "" },
      bookingDetails: {
        checkIn: addDays(today, 10),
        checkOut: addDays(today, 13),
        guests: 2,
        propertyTitle: "Villa Océane",
      },
    });
  });

  it("answers taken dates and bad input with the spec's French toast", async () => {
    const taken = await book();
    expect(taken.toast).toEqual({
      title: "Erreur lors de la réservation",
      description:
        "Erreur lors de la création de la réservation: Ces dates ne sont plus disponibles pour cette annonce. Veuillez choisir d'autres dates.",
      variant: "destructive",
    });
    const invalid = (await book({ guests: "11", checkIn: addDays(today, 50), checkOut: addDays(today, 52) })) as {
      errors?: Record<string, string>;
    };
    expect(invalid.errors).toEqual({ guests: "Maximum 10 voyageurs" });
  });

  it("/payment: without a booking id, or with someone else's, 'Informations de réservation manquantes' and back home", async () => {
    const created = (await book({ checkIn: addDays(today, 20), checkOut: addDays(today, 22) })).created!;
    expect(location(await call(payment.loader, pageRequest("/payment", { cookie: traveler.cookie })))).toBe(
      "/?toast=bookingInfoMissing",
    );
    expect(
      location(
        await call(payment.loader, pageRequest(`/payment?booking_id=${created.bookingId}`, { cookie: other.cookie })),
      ),
    ).toBe("/?toast=bookingInfoMissing");
    // The owner can reload the page from the id alone.
    const own = (await call(
      payment.loader,
      pageRequest(`/payment?booking_id=${created.bookingId}`, { cookie: traveler.cookie }),
    )) as {
      booking: { total: number; reference: string };
      payable: boolean;
    };
    expect(own).toMatchObject({ payable: true, booking: { total: 66_000, reference: created.bookingReference } });
    // Another user cannot start a payment on it either: no attempt recorded, hold untouched.
    const holdBefore = await holdOf(created.bookingId);
    const stolen = await call(
      payment.action,
      formRequest(
        `/payment?booking_id=${created.bookingId}`,
        { method: "mtn", phone: "0197000000" },
        { cookie: other.cookie },
      ),
    );
    expect(body(stolen)).toMatchObject({ toast: { title: "Erreur de paiement" } });
    expect(
      await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [created.bookingId]),
    ).toHaveLength(0);
    expect(await holdOf(created.bookingId)).toEqual(holdBefore);
  });

  it("pays: method required, then checkout, webhook, and the result page shows it confirmed", async () => {
    const created = (await book({ checkIn: addDays(today, 30), checkOut: addDays(today, 33) })).created!;
    const path = `/payment?booking_id=${created.bookingId}`;
    const noMethod = await call(
      payment.action,
      formRequest(path, { phone: "0197000000" }, { cookie: traveler.cookie }),
    );
    expect(body(noMethod)).toMatchObject({
      toast: { title: "Sélection requise", description: "Veuillez sélectionner un moyen de paiement" },
    });
    const badPhone = await call(
      payment.action,
      formRequest(path, { method: "mtn", phone: "12" }, { cookie: traveler.cookie }),
    );
    expect(body(badPhone)).toMatchObject({ field: "phone" });

    const started = (await call(
      payment.action,
      formRequest(path, { method: "mtn", phone: "+229 01 97 00 00 00" }, { cookie: traveler.cookie }),
    )) as Response;
    expect(started.status).toBe(302);
    expect(started.headers.get("X-Remix-Reload-Document")).toBe("true");
    const checkoutUrl = started.headers.get("location")!;
    expect(checkoutUrl).toContain("/fedapay-standin/checkout/");

    // A forged callback claiming approval before anything was paid: still pending.
    const forged = `/payment-success?booking_id=${created.bookingId}&id=1&status=approved`;
    const before = (await call(paymentSuccess.loader, pageRequest(forged, { cookie: traveler.cookie }))) as {
      booking: { paymentStatus: string };
    };
    expect(before.booking.paymentStatus).toBe("pending");

    const callback = await payOnCheckout(checkoutUrl, "approve");
    const callbackUrl = new URL(callback!);
    const after = (await call(
      paymentSuccess.loader,
      pageRequest(`${callbackUrl.pathname}${callbackUrl.search}`, { cookie: traveler.cookie }),
    )) as {
      booking: { paymentStatus: string; status: string; subtotal: number; travelerFee: number; total: number };
    };
    expect(after.booking).toMatchObject({
      paymentStatus: "completed",
      status: "approved",
      subtotal: 90_000,
      travelerFee: 9_000,
      total: 99_000,
    });

    const mine = (await call(myBookings.loader, pageRequest("/my-bookings", { cookie: traveler.cookie }))) as {
      bookings: { id: string; status: string }[];
    };
    expect(mine.bookings.find((item) => item.id === created.bookingId)).toMatchObject({ status: "approved" });
    const hostView = (await call(reservations.loader, pageRequest("/reservations", { cookie: host.cookie }))) as {
      reservations: { id: string; payout: number; contact: unknown }[];
    };
    expect(hostView.reservations.find((item) => item.id === created.bookingId)).toMatchObject({
      payout: 85_500,
      contact: { email: "voyageuse@exemple.bj", phone: null },
    });
  });

  it("a cancelled checkout sends the payer to /payment-cancel, the booking stays payable", async () => {
    const created = (await book({ checkIn: addDays(today, 60), checkOut: addDays(today, 61) })).created!;
    const started = (await call(
      payment.action,
      formRequest(
        `/payment?booking_id=${created.bookingId}`,
        { method: "moov", phone: "0161000000" },
        { cookie: traveler.cookie },
      ),
    )) as Response;
    const callback = new URL((await payOnCheckout(started.headers.get("location")!, "cancel"))!);
    const result = await call(
      paymentSuccess.loader,
      pageRequest(`${callback.pathname}${callback.search}`, { cookie: traveler.cookie }),
    );
    expect(location(result)).toBe(`/payment-cancel?booking_id=${created.bookingId}`);
    const again = (await call(
      payment.loader,
      pageRequest(`/payment?booking_id=${created.bookingId}`, { cookie: traveler.cookie }),
    )) as { payable: boolean };
    expect(again.payable).toBe(true);
  });

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
