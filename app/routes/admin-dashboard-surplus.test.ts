// The administrators see every payment owed back to its payer (surplus_payments) at the
// top of the bookings tab, with the number masked, and on the booking's row.
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createListing } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { loader } from "./admin-dashboard";

const handle = await useTestDatabase();
type LoaderArgs = Parameters<typeof loader>[0];

let admin: { userId: string; cookie: string };
let host: { userId: string; cookie: string };

beforeAll(async () => {
  admin = await signedInUser("admin.surplus@exemple.bj", { name: "Rachida Bello", roles: ["admin"] });
  host = await signedInUser("hote.surplus@exemple.bj", { name: "Koffi Agbossou", roles: ["host"] });
});

async function surplusFor(bookingId: string, transactionId: string, amount: number, phone: string) {
  const [payment] = await handle.query<{ id: string }>(
    `INSERT INTO payment_transactions (booking_id, provider_transaction_id, amount, payment_method, phone, status)
     VALUES ($1, $2, $3, 'mtn', $4, 'approved') RETURNING id`,
    [bookingId, transactionId, amount, phone],
  );
  await handle.query(
    `INSERT INTO surplus_payments (booking_id, payment_transaction_id, provider_transaction_id, amount, payment_method, phone, reason)
     VALUES ($1, $2, $3, $4, 'mtn', $5, 'superseded')`,
    [bookingId, payment!.id, transactionId, amount, phone],
  );
}

describe(`payments owed back on /admin-dashboard (${databaseKind})`, () => {
  it("lists each payment still owed, masked, with the total, and marks the booking's row", async () => {
    const listing = await createListing({ userId: host.userId, title: "Case Ganvié", status: "approved" });
    const booking = await createBooking({
      listingId: listing.id,
      startDate: "2031-07-01",
      endDate: "2031-07-03",
      status: "approved",
      paymentStatus: "completed",
    });
    await surplusFor(booking.id, "9001", 55_000, "+2290197000001");
    await surplusFor(booking.id, "9002", 55_000, "+2290195000002");
    await handle.query(
      "UPDATE surplus_payments SET status = 'paid', paid_at = now() WHERE provider_transaction_id = '9002'",
    );

    const result = (await loader(
      routeArgs<LoaderArgs>(pageRequest("/admin-dashboard?tab=bookings", { cookie: admin.cookie })),
    )) as { dashboard: { surplusPayments: any; bookings: { items: any[] } } };
    const { surplusPayments, bookings } = result.dashboard;
    expect(surplusPayments).toMatchObject({ total: 1, amount: 55_000 });
    expect(surplusPayments.items).toEqual([
      expect.objectContaining({
        reference: booking.bookingReference,
        listingTitle: "Case Ganvié",
        amount: 55_000,
        paymentMethod: "mtn",
        maskedPhone: "+229••••••••01",
        reason: "superseded",
        providerTransactionId: "9001",
      }),
    ]);
    expect(JSON.stringify(result)).not.toContain("0197000001");
    const row = bookings.items.find((item) => item.reference === booking.bookingReference);
    expect(row).toMatchObject({ status: "approved", surplusOwed: 55_000 });
  });
});
