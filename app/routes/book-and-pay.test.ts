// The booking and payment pages' loaders and actions, called as React Router calls them,
// against the FedaPay stand-in (real HTTP, real webhook to our endpoint).
import { describe, expect, it } from "vitest";
import { addDays } from "#common/dates";
import { summarizePrice } from "#common/line-items";
import { priceStay } from "#common/pricing";
import {
  body,
  book,
  call,
  handle,
  holdOf,
  host,
  listingId,
  location,
  other,
  today,
  traveler,
} from "#tests/support/book-and-pay";
import { payOnCheckout } from "#tests/support/payment-server";
import { releaseOpenHolds } from "#tests/support/release-holds";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { databaseKind } from "#tests/support/test-database";
import * as myBookings from "./my-bookings";
import * as payment from "./payment";
import * as paymentSuccess from "./payment-success";
import * as property from "./property";
import * as reservations from "./reservations";

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
    // Earlier tests left this traveler's unpaid bookings open: at most 2 at once (ADR 024).
    await releaseOpenHolds(handle, traveler.userId);
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
    // Earlier tests left this traveler's unpaid bookings open: at most 2 at once (ADR 024).
    await releaseOpenHolds(handle, traveler.userId);
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
});
