import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { getDb } from "./client.server";
import { listingCalendar } from "./schema";

describe(`the calendar refuses overlapping holds (${databaseKind})`, () => {
  let listingId: string;
  let otherListingId: string;

  beforeAll(async () => {
    await useTestDatabase();
    const host = await createUser({ roles: ["user", "host"] });
    listingId = (await createListing({ userId: host.id })).id;
    otherListingId = (await createListing({ userId: host.id })).id;
    await createBooking({ listingId, startDate: "2027-03-10", endDate: "2027-03-14" });
  });

  it("refuses a second booking whose nights overlap", async () => {
    await expect(createBooking({ listingId, startDate: "2027-03-12", endDate: "2027-03-16" })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23P01" }),
    });
  });

  it("refuses a booking inside another one and one around it", async () => {
    await expect(createBooking({ listingId, startDate: "2027-03-11", endDate: "2027-03-12" })).rejects.toThrow();
    await expect(createBooking({ listingId, startDate: "2027-03-01", endDate: "2027-03-30" })).rejects.toThrow();
  });

  it("accepts a booking that starts the day the previous one ends (departure day is free)", async () => {
    const booking = await createBooking({ listingId, startDate: "2027-03-14", endDate: "2027-03-15" });
    expect(booking.startDate).toBe("2027-03-14");
  });

  it("accepts the same dates on another listing", async () => {
    const booking = await createBooking({ listingId: otherListingId, startDate: "2027-03-10", endDate: "2027-03-14" });
    expect(booking.listingId).toBe(otherListingId);
  });

  it("refuses a host block over a booked night, by the same rule", async () => {
    await expect(
      getDb().insert(listingCalendar).values({ listingId, during: "[2027-03-13,2027-03-20)", source: "block" }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23P01" }) });
  });

  it("leaves no half-written booking when the calendar refuses it", async () => {
    const rows = await getDb().select().from(listingCalendar);
    expect(rows).toHaveLength(3);
    const { bookings } = await import("./schema");
    expect(await getDb().select().from(bookings)).toHaveLength(3);
  });
});
