import { beforeAll, describe, expect, it } from "vitest";
import { action } from "#app/routes/api.listings.$id.calendar";
import { addDays, todayInBenin } from "#common/dates";
import { searchListings } from "#server/listings/search.server";
import { createBooking, createListing } from "#server/seed/factories.server";
import { postForm, routeArgs, settle } from "#tests/support/hosting";
import { criteriaWith } from "#tests/support/listings";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { blockDates, freeDates, listCalendar } from "./calendar-blocks.server";

const handle = await useTestDatabase();
type Args = Parameters<typeof action>[0];
let host: { userId: string; cookie: string };
let other: { userId: string; cookie: string };
let traveler: { userId: string; cookie: string };
const today = todayInBenin();
/** A year whose 30 February is never in the past: a malformed date, whatever day the tests run. */
const nextYear = Number(today.slice(0, 4)) + 1;
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  host = await signedInUser("hote.calendrier@exemple.bj", { roles: ["host"] });
  other = await signedInUser("autre.calendrier@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.calendrier@exemple.bj");
});

const post = (listingId: string, fields: Record<string, string>, cookie: string) =>
  settle(
    action(
      routeArgs<Args>(postForm(`/api/listings/${listingId}/calendar`, Object.entries(fields), cookie), {
        id: listingId,
      }),
    ),
  ) as Promise<{
    init: { status: number };
    data: { ok: boolean; toast: { title: string } };
  }>;
const blockCount = async () => (await handle.query("SELECT id FROM listing_calendar WHERE source = 'block'")).length;

describe(`host calendar blocks (${databaseKind})`, () => {
  it("blocks the chosen nights (last one included) and hides the listing from searches on them", async () => {
    const listing = await createListing({ userId: host.userId, city: "Ouidah", title: "Maison Ouidah" });
    const result = await post(listing.id, { intent: "block", first: day(10), last: day(12) }, host.cookie);
    expect(result.init.status).toBe(201);
    expect(result.data.toast.title).toBe("Dates bloquées");
    expect(await listCalendar(host.userId, listing.id)).toMatchObject([
      { source: "block", start: day(10), last: day(12) },
    ]);
    const search = (startDate: string, endDate: string) =>
      searchListings(criteriaWith({ destination: "Ouidah", startDate, endDate })).then((page) =>
        page.items.map((item) => item.id),
      );
    expect(await search(day(12), day(14))).toEqual([]);
    // The block ends after the night of day 12: arriving on day 13 is fine.
    expect(await search(day(13), day(15))).toEqual([listing.id]);
  });

  it("refuses a block over a booking or another block with a French message (SQLSTATE 23P01)", async () => {
    const listing = await createListing({ userId: host.userId });
    await createBooking({ listingId: listing.id, startDate: day(20), endDate: day(23) });
    const overBooking = await post(listing.id, { intent: "block", first: day(22), last: day(25) }, host.cookie);
    expect(overBooking.init.status).toBe(409);
    expect(overBooking.data.toast.title).toBe("Ces dates chevauchent une réservation ou un blocage existant.");
    expect((await blockDates(host.userId, listing.id, day(23), day(24))).ok).toBe(true);
    expect(await blockDates(host.userId, listing.id, day(24), day(26))).toEqual({ ok: false, reason: "overlap" });
  });

  it("refuses past, reversed, malformed and year-long ranges", async () => {
    const listing = await createListing({ userId: host.userId });
    expect(await blockDates(host.userId, listing.id, day(-1), day(2))).toEqual({ ok: false, reason: "invalid_range" });
    expect(await blockDates(host.userId, listing.id, day(5), day(3))).toEqual({ ok: false, reason: "invalid_range" });
    expect(await blockDates(host.userId, listing.id, `${nextYear}-02-30`, `${nextYear}-03-02`)).toEqual({
      ok: false,
      reason: "invalid_range",
    });
    expect(await blockDates(host.userId, listing.id, day(1), day(400))).toEqual({ ok: false, reason: "too_long" });
  });

  it("frees a block, never a booking, and only on the host's own listing", async () => {
    const listing = await createListing({ userId: host.userId });
    const booking = await createBooking({ listingId: listing.id, startDate: day(40), endDate: day(42) });
    const block = await blockDates(host.userId, listing.id, day(30), day(31));
    if (!block.ok) throw new Error("block failed");
    const before = await blockCount();
    expect((await post(listing.id, { intent: "free", blockId: block.id }, other.cookie)).init.status).toBe(404);
    expect(await freeDates(other.userId, listing.id, block.id)).toBe(false);
    const [bookingRow] = await handle.query<{ id: string }>("SELECT id FROM listing_calendar WHERE booking_id = $1", [
      booking.id,
    ]);
    expect(await freeDates(host.userId, listing.id, bookingRow!.id)).toBe(false);
    expect(await blockCount()).toBe(before);
    expect((await post(listing.id, { intent: "free", blockId: block.id }, host.cookie)).data.toast.title).toBe(
      "Dates libérées",
    );
    expect(await blockCount()).toBe(before - 1);
  });

  it("refuses another host's listing and travelers, changing nothing", async () => {
    const listing = await createListing({ userId: host.userId });
    const before = await blockCount();
    expect((await post(listing.id, { intent: "block", first: day(50), last: day(51) }, other.cookie)).init.status).toBe(
      404,
    );
    expect(
      (await post(listing.id, { intent: "block", first: day(50), last: day(51) }, traveler.cookie)).init.status,
    ).toBe(403);
    expect(await listCalendar(other.userId, listing.id)).toBeNull();
    expect(await blockCount()).toBe(before);
  });
});
