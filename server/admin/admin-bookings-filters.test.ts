// The bookings tab's search (issue 16): each filter keeps what it says and only that, the
// count and the pages follow the filters, LIKE's own characters are matched as typed, and the
// CSV export with the same filters lists the same bookings.
import { beforeAll, describe, expect, it } from "vitest";
import { NO_BOOKING_FILTERS, parseBookingFilters, type BookingFilters } from "#common/booking-filters";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { listBookings } from "./admin-bookings.server";
import { exportCsv } from "./admin-export.server";
import { loadDashboard } from "./dashboard.server";

await useTestDatabase();

const filters = (query: string): BookingFilters => parseBookingFilters(new URLSearchParams(query))!;
const references = async (query: string) =>
  (await listBookings(1, filters(query))).items.map((booking) => booking.reference).sort();

const made: Record<string, string> = {};
let adminId: string;

beforeAll(async () => {
  adminId = (await createUser({ email: "filtre.admin@exemple.bj", roles: ["admin", "user"], emailVerified: true })).id;
  const host = await createUser({ email: "filtre.hote@exemple.bj", roles: ["host", "user"], emailVerified: true });
  const villa = await createListing({ userId: host.id, title: "Villa 100% Ouidah" });
  const studio = await createListing({ userId: host.id, title: "Studio Fidjrossè" });
  const traveler = (email: string) => ({ firstName: "Afi", lastName: "Houngbo", email });
  made.paidVilla = (
    await createBooking({
      listingId: villa.id,
      startDate: "2031-03-02",
      endDate: "2031-03-05",
      status: "approved",
      paymentStatus: "completed",
      paidAt: new Date("2031-02-01T10:00:00Z"),
      travelerInfo: traveler("kossi@exemple.bj"),
    })
  ).bookingReference;
  made.pendingVilla = (
    await createBooking({
      listingId: villa.id,
      startDate: "2031-04-10",
      endDate: "2031-04-12",
      travelerInfo: traveler("afi_h@exemple.bj"),
    })
  ).bookingReference;
  made.pendingStudio = (
    await createBooking({
      listingId: studio.id,
      startDate: "2031-05-20",
      endDate: "2031-05-22",
      travelerInfo: traveler("afixh@exemple.bj"),
    })
  ).bookingReference;
});

describe(`the administrators' bookings search (${databaseKind})`, () => {
  it("keeps the bookings of one state only", async () => {
    expect(await references("state=approved")).toEqual([made.paidVilla]);
    expect(await references("state=pending")).toEqual([made.pendingStudio, made.pendingVilla].sort());
  });

  it("keeps arrivals from and until the dates given, both days included", async () => {
    expect(await references("from=2031-04-10")).toEqual([made.pendingStudio, made.pendingVilla].sort());
    expect(await references("to=2031-04-10")).toEqual([made.paidVilla, made.pendingVilla].sort());
    expect(await references("from=2031-04-11&to=2031-05-19")).toEqual([]);
  });

  it("finds words of the title and part of the e-mail, whatever the case, with % and _ taken as typed", async () => {
    expect(await references("listing=villa")).toEqual([made.paidVilla, made.pendingVilla].sort());
    expect(await references("listing=100%25")).toEqual([made.paidVilla, made.pendingVilla].sort());
    expect(await references("listing=%25")).toEqual([made.paidVilla, made.pendingVilla].sort());
    // '_' would match any one character in LIKE: here it only matches itself.
    expect(await references("email=afi_h")).toEqual([made.pendingVilla]);
    expect(await references("email=KOSSI")).toEqual([made.paidVilla]);
  });

  it("combines the filters, and counts and pages what they keep", async () => {
    const page = await listBookings(1, filters("state=pending&listing=villa"));
    expect(page.items.map((booking) => booking.reference)).toEqual([made.pendingVilla]);
    expect(page).toMatchObject({ total: 1, totalPages: 1 });
    const all = await listBookings(1, NO_BOOKING_FILTERS);
    expect(all.total).toBe(3);
  });

  it("the export with the same filters lists the same bookings", async () => {
    const csv = await exportCsv({ kind: "bookings", ...filters("listing=villa&state=pending") }, "fr");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(";")[0]).toBe(made.pendingVilla);
  });

  it("a filter that is not acceptable lists nothing on the dashboard and says so", async () => {
    expect(parseBookingFilters(new URLSearchParams("state=paid"))).toBeNull();
    const refused = await loadDashboard({ tab: "bookings", page: 1, emailStatus: undefined }, adminId, "fr", null);
    expect(refused).toMatchObject({ bookingFiltersInvalid: true });
    expect(refused.bookings).toBeUndefined();
    const kept = await loadDashboard(
      { tab: "bookings", page: 1, emailStatus: undefined },
      adminId,
      "fr",
      filters("state=approved"),
    );
    expect(kept.bookings?.items.map((booking) => booking.reference)).toEqual([made.paidVilla]);
    expect(kept.bookingFilters).toMatchObject({ state: "approved" });
  });
});
