// /reservations shows each host the share of a booking that is theirs, read from the
// booking's stored line items (the subtotal minus the 5 % host fee).
import { beforeAll, describe, expect, it } from "vitest";
import { hostShare } from "#common/line-items";
import { createBooking, createListing } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as reservations from "./reservations";

const handle = await useTestDatabase();

let host: { userId: string; cookie: string };

beforeAll(async () => {
  host = await signedInUser("hote.revenus@exemple.bj", { roles: ["host"] });
});

async function payouts() {
  const data = (await reservations.loader(
    routeArgs(pageRequest("/reservations", { cookie: host.cookie })),
  )) as unknown as { reservations: { reference: string; payout: number }[] };
  return new Map(data.reservations.map((item) => [item.reference, item.payout]));
}

describe(`/reservations: the host's share of each booking (${databaseKind})`, () => {
  it("is the stay less the 5 % host fee, rounded half up, as the line items say", async () => {
    const villa = await createListing({ userId: host.userId, price: 45_000 });
    const studio = await createListing({ userId: host.userId, price: 10_010 });
    const car = await createListing({ userId: host.userId, price: 40_000, isVehicle: true, seats: 5 });
    const booked = [
      await createBooking({ listingId: villa.id, startDate: "2031-02-01", endDate: "2031-02-04" }),
      await createBooking({ listingId: studio.id, startDate: "2031-02-01", endDate: "2031-02-02" }),
      await createBooking({ listingId: car.id, startDate: "2031-02-01", endDate: "2031-02-04", entityType: "vehicle" }),
    ];
    const shown = await payouts();
    // 135 000 − 6 750; 10 010 − 501 (500,5 rounds up); 120 000 − 6 000.
    expect(booked.map((booking) => shown.get(booking.bookingReference))).toEqual([128_250, 9_509, 114_000]);
    for (const booking of booked) expect(shown.get(booking.bookingReference)).toBe(hostShare(booking.lineItems));
  });

  it("comes from the stored line items, not from the amount columns beside them", async () => {
    const listing = await createListing({ userId: host.userId, price: 20_000 });
    const booking = await createBooking({ listingId: listing.id, startDate: "2031-03-01", endDate: "2031-03-03" });
    // A column that no longer says what the line items say (only SQL reads the columns).
    await handle.query("UPDATE bookings SET host_fee = 0 WHERE id = $1", [booking.id]);
    expect((await payouts()).get(booking.bookingReference)).toBe(40_000 - 2_000);
  });
});
