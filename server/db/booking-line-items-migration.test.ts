// Migration 0008 gives every booking made before it line items rebuilt from the amounts it
// stored: an old booking reads the same amounts after it as before, on every page.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { summarizePrice } from "#common/line-items";
import { stayLineItems } from "#common/pricing";
import { listBookings } from "#server/admin/admin-bookings.server";
import { getBookingWithListing } from "#server/bookings/booking-queries.server";
import { toBookingView } from "#server/bookings/booking-view.server";
import { quoteCancellation } from "#server/bookings/cancel-booking.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { migrate, migrationsDirectory } from "./migrate.server";

// Found by its name, so that renumbering the migrations does not break this test.
const MIGRATION = fs.readdirSync(migrationsDirectory()).find((name) => name.endsWith("_booking_line_items.sql"))!;

type OldBooking = {
  reference: string;
  startDate: string;
  endDate: string;
  unitPrice: number;
  units: number;
  subtotal: number;
  travelerFee: number;
  hostFee: number;
  status: "pending" | "approved" | "cancelled";
  paymentStatus: "pending" | "completed";
};

const OLD_BOOKINGS: OldBooking[] = [
  // Priced by the code of the time: 3 × 33 335, fee 10 000,5 -> 10 001, host fee 5 000.
  {
    reference: "BK00000001",
    startDate: "2030-04-01",
    endDate: "2030-04-04",
    unitPrice: 33_335,
    units: 3,
    subtotal: 100_005,
    travelerFee: 10_001,
    hostFee: 5_000,
    status: "approved",
    paymentStatus: "completed",
  },
  // The old test factory's defaults on a two-night stay (one unit): kept as stored, not re-priced.
  {
    reference: "BK00000002",
    startDate: "2030-05-01",
    endDate: "2030-05-03",
    unitPrice: 25_000,
    units: 1,
    subtotal: 25_000,
    travelerFee: 2_500,
    hostFee: 1_250,
    status: "pending",
    paymentStatus: "pending",
  },
];

const handle = await useTestDatabase();
let listingId: string;
let applied: string[];

beforeAll(async () => {
  const host = await createUser({ roles: ["user", "host"] });
  listingId = (await createListing({ userId: host.id, price: 40_000, cancellationPolicy: "flexible" })).id;
  // Back to the schema before the migration (it only adds the column and its CHECK), then
  // bookings written the way the code before it wrote them: amount columns only.
  await handle.query("ALTER TABLE bookings DROP COLUMN line_items");
  await handle.query("DELETE FROM schema_migrations WHERE name = $1", [MIGRATION]);
  for (const old of OLD_BOOKINGS) {
    await handle.query(
      `INSERT INTO bookings (booking_reference, listing_id, entity_type, start_date, end_date, guests, unit_price,
         units, subtotal, traveler_fee, host_fee, total_price, status, payment_status, traveler_info,
         cancellation_policy)
       VALUES ($1, $2, 'accommodation', $3, $4, 2, $5, $6, $7, $8, $9, $10, $11, $12,
         '{"firstName":"Afi","lastName":"Houngbo","email":"afi@exemple.bj"}', 'flexible')`,
      [
        old.reference,
        listingId,
        old.startDate,
        old.endDate,
        old.unitPrice,
        old.units,
        old.subtotal,
        old.travelerFee,
        old.hostFee,
        old.subtotal + old.travelerFee,
        old.status,
        old.paymentStatus,
      ],
    );
  }
  applied = await migrate(handle);
});

async function bookingId(reference: string) {
  const [row] = await handle.query<{ id: string }>("SELECT id FROM bookings WHERE booking_reference = $1", [reference]);
  return row!.id;
}

describe(`migration ${MIGRATION}: line items for the bookings made before it (${databaseKind})`, () => {
  it("applies to a database that has bookings", () => {
    expect(applied).toEqual([MIGRATION]);
  });

  it.each(OLD_BOOKINGS)("$reference gets the stay and fee lines of its stored amounts", async (old) => {
    const [row] = await handle.query<{ line_items: unknown }>(
      "SELECT line_items FROM bookings WHERE booking_reference = $1",
      [old.reference],
    );
    // The lines the application builds from the same amounts (common/pricing.ts).
    expect(row!.line_items).toEqual(stayLineItems(old));
  });

  it.each(OLD_BOOKINGS)("$reference reads the same amounts as before, on the pages and in the refund", async (old) => {
    const booking = (await getBookingWithListing(await bookingId(old.reference)))!;
    const total = old.subtotal + old.travelerFee;
    expect(summarizePrice(booking.lineItems)).toEqual({
      units: old.units,
      unitPrice: old.unitPrice,
      subtotal: old.subtotal,
      travelerFee: old.travelerFee,
      hostFee: old.hostFee,
      total,
      hostPayout: old.subtotal - old.hostFee,
    });
    expect(toBookingView(booking)).toMatchObject({
      units: old.units,
      unitPrice: old.unitPrice,
      subtotal: old.subtotal,
      travelerFee: old.travelerFee,
      total,
    });
    // Flexible, weeks before arrival: the whole total back if it was paid.
    const quote = quoteCancellation(booking, new Date("2030-03-01T00:00:00Z"));
    expect(quote.refundAmount).toBe(old.paymentStatus === "completed" ? total : 0);
    const adminRow = (await listBookings(1)).items.find((item) => item.reference === old.reference);
    expect(adminRow).toMatchObject({
      subtotal: old.subtotal,
      travelerFee: old.travelerFee,
      hostFee: old.hostFee,
      totalPrice: total,
    });
  });

  it("makes line items required and a non-empty list", async () => {
    const insert = (lineItems: string | null) =>
      handle.query(
        `INSERT INTO bookings (booking_reference, listing_id, entity_type, start_date, end_date, guests, unit_price,
           units, subtotal, traveler_fee, host_fee, total_price, line_items, traveler_info, cancellation_policy)
         VALUES ('BK00000009', $1, 'accommodation', '2030-09-01', '2030-09-02', 1, 40000, 1, 40000, 4000, 2000,
           44000, $2::jsonb, '{"firstName":"A","lastName":"B","email":"a@exemple.bj"}', 'flexible')`,
        [listingId, lineItems],
      );
    for (const invalid of [null, "[]", '{"kind":"stay"}']) await expect(insert(invalid)).rejects.toThrow();
    // The same booking with a list of lines goes in: the refusals were about the line items.
    const lines = stayLineItems({ units: 1, unitPrice: 40_000, subtotal: 40_000, travelerFee: 4_000, hostFee: 2_000 });
    await expect(insert(JSON.stringify(lines))).resolves.toEqual([]);
  });
});
