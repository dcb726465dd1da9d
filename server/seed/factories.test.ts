// The booking factory prices like the product does, and a test's own amounts still give a
// booking whose line items and columns agree.
import { beforeAll, describe, expect, it } from "vitest";
import { summarizePrice } from "#common/line-items";
import { priceStay } from "#common/pricing";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { createBooking, createListing, createUser } from "./factories.server";

await useTestDatabase();
let listingId: string;

beforeAll(async () => {
  const host = await createUser({ roles: ["user", "host"] });
  listingId = (await createListing({ userId: host.id, price: 33_335 })).id;
});

const columnsOf = (booking: Awaited<ReturnType<typeof createBooking>>) => ({
  units: booking.units,
  unitPrice: booking.unitPrice,
  subtotal: booking.subtotal,
  travelerFee: booking.travelerFee,
  hostFee: booking.hostFee,
  total: booking.totalPrice,
});

describe(`createBooking, the booking factory (${databaseKind})`, () => {
  it("prices the dates with priceStay at the listing's price, line items and columns alike", async () => {
    const booking = await createBooking({ listingId, startDate: "2032-01-01", endDate: "2032-01-04" });
    const lines = priceStay({ unitPrice: 33_335, startDate: "2032-01-01", endDate: "2032-01-04" });
    expect(booking.lineItems).toEqual(lines);
    const { hostPayout: _hostPayout, ...amounts } = summarizePrice(lines);
    expect(columnsOf(booking)).toEqual(amounts);
    expect(amounts).toMatchObject({ subtotal: 100_005, travelerFee: 10_001, total: 110_006 });
  });

  it("keeps the amounts a test gives, with line items that say the same", async () => {
    const booking = await createBooking({
      listingId,
      startDate: "2032-02-01",
      endDate: "2032-02-03",
      unitPrice: 25_000,
      subtotal: 50_000,
      travelerFee: 5_000,
      totalPrice: 55_000,
    });
    const { hostPayout: _hostPayout, ...fromLines } = summarizePrice(booking.lineItems);
    expect(fromLines).toEqual({
      units: 2,
      unitPrice: 25_000,
      subtotal: 50_000,
      travelerFee: 5_000,
      hostFee: 2_500,
      total: 55_000,
    });
    expect(columnsOf(booking)).toEqual(fromLines);
  });

  it("refuses a total that its own amounts do not add up to", async () => {
    await expect(
      createBooking({
        listingId,
        startDate: "2032-03-01",
        endDate: "2032-03-02",
        subtotal: 10_000,
        totalPrice: 10_000,
      }),
    ).rejects.toThrow(/totalPrice/);
  });
});
