// Permission matrix: requests to book and the listings' booking rules (docs/decisions/026).
// Answering a request (accept, decline) on /reservations is the listing's host's alone:
// anonymous gets 401, a traveler 403, another host and an administrator a 404 (someone
// else's request reads like a missing one), and every refusal leaves the database as it
// was (the matrix compares every table). A booking posted on a listing booked on request
// becomes a request, whoever may book it.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { now as clockNow } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { REQUEST_ANSWER_HOURS } from "#common/lifecycles/booking";
import { cancelBooking } from "#server/bookings/cancel-booking.server";
import { getDb } from "#server/db/client.server";
import { bookings, listings } from "#server/db/schema";
import { createBooking, createListing } from "#server/seed/factories.server";
import { readBooking, type World } from "#tests/security/support/actors";
import {
  editForm,
  freshListing,
  hostPagePost,
  hostPost,
  notFound,
  smuggled,
} from "#tests/security/support/hosting-matrix";
import { allowed, declareMatrix, doneThen, everyone, refused, type Row } from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("booking-requests");

let cell = 0;

/** A listing of the host owner booked on request, for one cell. */
async function requestListing(world: World) {
  cell += 1;
  return createListing({
    userId: world.actors.hostOwner.userId!,
    title: `Sur demande ${cell}`,
    status: "approved",
    bookingMode: "request",
  });
}

/** The traveler's request on a fresh listing of the host owner (an allowed answer changes it). */
async function freshRequest(world: World, answered = false) {
  const listing = await requestListing(world);
  const now = clockNow();
  const startDate = addDays(todayInBenin(now), 30);
  const row = await createBooking({
    listingId: listing.id,
    userId: world.actors.traveler.userId,
    startDate,
    endDate: addDays(startDate, 2),
    status: answered ? "pending" : "requested",
    requestedAt: now,
    answeredAt: answered ? now : null,
    holdExpiresAt: new Date(now.getTime() + REQUEST_ANSWER_HOURS * 3_600_000),
    // Asked two hours ago: the traveler's hourly count of unpaid bookings (ADR 024) stays
    // free for the booking cells below.
    createdAt: new Date(now.getTime() - 2 * 3_600_000),
  });
  return { target: row.id };
}

const answer = (value: string) => ({ intent: "answer-request", bookingId: "{target}", answer: value });

const rows: Row[] = [
  {
    // The listing form's booking rules: saved by the listing's host only.
    path: "/edit-listing/{target}",
    label: "(save with booking rules)",
    form: {
      ...editForm,
      ...smuggled,
      bookingMode: ["request"],
      minStay: ["2"],
      maxStay: ["10"],
      advanceNoticeDays: ["1"],
      weeklyDiscountPercent: ["10"],
      monthlyDiscountPercent: ["20"],
    },
    prepare: freshListing,
    ...hostPagePost("/edit-listing/{target}", {
      hostOwner: doneThen("/my-listings?toast=listingUpdated"),
      otherHost: notFound,
      admin: notFound,
    }),
    verify: async ({ values }) => {
      const [row] = await getDb().select().from(listings).where(eq(listings.id, values.target!));
      expect(row).toMatchObject({
        bookingMode: "request",
        minStay: 2,
        maxStay: 10,
        advanceNoticeDays: 1,
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 20,
      });
    },
  },
  {
    path: "/reservations",
    label: "(accept a request)",
    form: { ...answer("accept"), hostId: "{otherHostId}", status: "approved" },
    prepare: (world) => freshRequest(world),
    expect: hostPost({ otherHost: refused(404), admin: refused(404) }),
    verify: async ({ values }) => {
      expect(await readBooking(values.target!)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    },
  },
  {
    path: "/reservations",
    label: "(decline a request)",
    form: answer("decline"),
    prepare: (world) => freshRequest(world),
    expect: hostPost({ otherHost: refused(404), admin: refused(404) }),
    verify: async ({ values }) => {
      expect(await readBooking(values.target!)).toMatchObject({ status: "declined" });
    },
  },
  {
    // Once: an answered request refuses a second answer, to its own host too.
    path: "/reservations",
    label: "(answer a request already answered)",
    form: answer("decline"),
    prepare: (world) => freshRequest(world, true),
    expect: hostPost({ hostOwner: refused(409), otherHost: refused(404), admin: refused(404) }),
  },
  {
    path: "/reservations",
    label: "(answer a request that does not exist)",
    form: { intent: "answer-request", bookingId: "00000000-0000-4000-8000-000000000000", answer: "accept" },
    expect: hostPost({ hostOwner: refused(404), otherHost: refused(404), admin: refused(404) }),
  },
  {
    path: "/reservations",
    label: "(an answer that is neither accept nor decline)",
    form: answer("peut-être"),
    prepare: (world) => freshRequest(world),
    expect: hostPost({ hostOwner: refused(400), otherHost: refused(400), admin: refused(400) }),
  },
  {
    // Booking a listing booked on request makes a request (its host cannot book it).
    path: "/property/{target}",
    label: "(request to book)",
    form: {
      checkIn: "{checkIn}",
      checkOut: "{checkOut}",
      guests: "1",
      travelerFirstName: "Afi",
      travelerLastName: "Demandeuse",
      travelerEmail: "afi.demandeuse@exemple.bj",
      travelerPhone: "",
      status: "pending",
      bookingMode: "instant",
    },
    prepare: async (world, actor) => {
      // The cells before left this actor's requests open: at most 2 unpaid at once (ADR 024).
      const userId = world.actors[actor].userId;
      const open = userId
        ? await getDb()
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.userId, userId), inArray(bookings.status, ["pending", "requested"])))
        : [];
      for (const { id } of open) if (id !== world.bookings.travelerPending.id) await cancelBooking(id, userId!);
      const listing = await requestListing(world);
      const checkIn = addDays(todayInBenin(clockNow()), 40);
      return { target: listing.id, checkIn, checkOut: addDays(checkIn, 2) };
    },
    expect: everyone(allowed(), { anonymous: refused(401), hostOwner: refused(400) }),
    verify: async ({ world, actor, values }) => {
      const [row] = await getDb()
        .select({ userId: bookings.userId, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.listingId, values.target!), eq(bookings.startDate, values.checkIn!)));
      expect(row).toEqual({ userId: world.actors[actor].userId, status: "requested" });
    },
  },
];

describe("requests to book × actors", () => {
  declareMatrix(rows, context);
});
