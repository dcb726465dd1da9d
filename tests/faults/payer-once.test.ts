// 'Payer' once, whichever process takes the click (docs/decisions/031): two processes of
// the built server on the machine's PostgreSQL; each double click on "Payer" is split
// between them, both posts at the same instant. The claim in the database (payment_starts)
// makes the second post wait for the first's checkout: one FedaPay transaction per
// booking, both posts sent to the same checkout page.
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { createListings, createTravelers, stayIn } from "#tests/faults/support/fixtures";
import { book, startPayment, type Site } from "#tests/faults/support/journeys";
import { startServer } from "#tests/support/start-server";

const database = await createDatabase("faults_payer");
const handle = await openInTestProcess(database.url);
const [listingId] = await createListings(1, "payer");
// An account holds at most two unpaid bookings: one traveler per round.
const travelers = await createTravelers(5, "payer");
const [a, b] = await Promise.all(
  [0, 1].map(() => startServer({ databaseUrl: database.url, env: { DEMO_DATA: "off" } })),
);
const siteOf = (server: { baseUrl: string; publicUrl: string }): Site => ({
  baseUrl: server.baseUrl,
  origin: server.publicUrl,
});

afterAll(async () => {
  await Promise.all([a!.stop(), b!.stop()]);
  await handle.close();
  await database.drop();
});

describe("a double 'Payer' split across two processes", () => {
  it("creates one FedaPay transaction per booking, 5 times in 5, and sends both clicks to it", async () => {
    for (const [round, traveler] of travelers.entries()) {
      const booked = await book(siteOf(a!), traveler.cookie, listingId!, stayIn(10 + round * 4, 2));
      expect(booked.status, booked.body.slice(0, 300)).toBe(200);
      const bookingId = booked.bookingId!;
      const [first, second] = await Promise.all([
        startPayment(siteOf(a!), traveler.cookie, bookingId),
        startPayment(siteOf(b!), traveler.cookie, bookingId),
      ]);
      expect(first).toMatch(/\/checkout\//);
      expect(second).toBe(first);
      const ours = await handle.query("SELECT id FROM payment_transactions WHERE booking_id = $1", [bookingId]);
      expect(ours, `round ${round}`).toHaveLength(1);
      const provider = await handle.query(
        "SELECT id FROM fedapay_standin_transactions WHERE custom_metadata->>'booking_id' = $1",
        [bookingId],
      );
      expect(provider, `round ${round}`).toHaveLength(1);
      expect(await handle.query("SELECT 1 FROM payment_starts WHERE booking_id = $1", [bookingId])).toHaveLength(0);
    }
  });
});
