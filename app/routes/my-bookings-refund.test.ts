// /my-bookings: the traveler reads their refund's state from the refund payouts of the
// booking: on its way, failed (and what happens next), sent with its date.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { payouts } from "#server/db/schema";
import { createBooking, createListing } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as myBookings from "./my-bookings";

const handle = await useTestDatabase();

let traveler: { userId: string; cookie: string };
let stranger: { userId: string; cookie: string };

beforeAll(async () => {
  traveler = await signedInUser("voyageur.rembourse@exemple.bj");
  stranger = await signedInUser("inconnu.rembourse@exemple.bj");
});

async function refundOf(reference: string, cookie = traveler.cookie) {
  const loaded = (await myBookings.loader(routeArgs(pageRequest("/my-bookings", { cookie })))) as unknown as {
    bookings: { reference: string; refund: unknown }[];
  };
  return loaded.bookings.find((booking) => booking.reference === reference)?.refund;
}

describe(`/my-bookings: the refund's state (${databaseKind})`, () => {
  it("is in progress, then failed with what happens next, then sent with its date; a stranger sees none of it", async () => {
    const host = await signedInUser("hote.rembourse@exemple.bj", { roles: ["host"] });
    const listing = await createListing({ userId: host.userId, price: 30_000 });
    const booking = await createBooking({
      listingId: listing.id,
      userId: traveler.userId,
      startDate: "2031-05-01",
      endDate: "2031-05-03",
      status: "cancelled",
      paymentStatus: "completed",
      paidAt: new Date("2031-04-01T10:00:00Z"),
      refundAmount: 66_000,
      refundStatus: "owed",
    });
    expect(await refundOf(booking.bookingReference)).toEqual({ state: "inProgress", amount: 66_000 });

    const refund = {
      purpose: "refund" as const,
      bookingId: booking.id,
      userId: traveler.userId,
      amount: 66_000,
      operator: "moov" as const,
      phone: "+2290195123456",
      holderName: "Afi Houngbo",
    };
    await getDb()
      .insert(payouts)
      .values({ ...refund, reference: "PO-MB-1", status: "pending", createdAt: new Date("2031-04-02T10:00:00Z") });
    expect(await refundOf(booking.bookingReference)).toEqual({ state: "inProgress", amount: 66_000 });

    await getDb()
      .update(payouts)
      .set({ status: "failed", failedAt: new Date("2031-04-02T11:00:00Z") });
    expect(await refundOf(booking.bookingReference)).toEqual({ state: "failed", amount: 66_000 });

    await getDb()
      .insert(payouts)
      .values({
        ...refund,
        reference: "PO-MB-2",
        status: "sent",
        createdAt: new Date("2031-04-03T10:00:00Z"),
        sentAt: new Date("2031-04-03T10:02:00Z"),
      });
    await handle.query("UPDATE bookings SET refund_status = 'paid' WHERE id = $1", [booking.id]);
    expect(await refundOf(booking.bookingReference)).toEqual({
      state: "paid",
      amount: 66_000,
      at: "2031-04-03T10:02:00.000Z",
      byHand: false,
    });
    expect(await refundOf(booking.bookingReference, stranger.cookie)).toBeUndefined();
  });
});
