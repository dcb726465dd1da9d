// For tests of money out: a host with a payout account and a listing, paid bookings whose
// earnings are payable now, a paid booking's approved payment row (the number that paid).
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { ledgerEntries, paymentTransactions, payoutAccounts, payouts } from "#server/db/schema";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";

let counter = 0;
let bookingCounter = 0;

export async function hostWithAccount(phone = `+22901960${String(++counter).padStart(5, "0")}`) {
  const host = await createUser({ fullName: "Koffi Mensah", roles: ["user", "host"] });
  const listing = await createListing({ userId: host.id });
  await getDb().insert(payoutAccounts).values({ userId: host.id, operator: "mtn", phone, holderName: "Koffi Mensah" });
  return { host, listing, phone };
}

/** A confirmed booking paid 10 days before `now`, its stay started at least 5 days before. */
export async function payableBooking(
  listingId: string,
  now: Date,
  overrides: { units?: number; unitPrice?: number } = {},
) {
  const traveler = await createUser({ fullName: "Afi Houngbo" });
  // Each booking on its own dates (a listing's calendar refuses overlaps).
  const start = addDays(todayInBenin(now), -5 - 3 * bookingCounter++);
  return createBooking({
    listingId,
    userId: traveler.id,
    startDate: start,
    endDate: addDays(start, Math.min(overrides.units ?? 2, 2)),
    units: overrides.units,
    unitPrice: overrides.unitPrice,
    status: "approved",
    paymentStatus: "completed",
    paidAt: new Date(now.getTime() - 10 * 86_400_000),
  });
}

/** The approved payment row of a paid booking: the number and operator that paid. */
export async function paidWith(bookingId: string, amount: number, phone: string, method: "mtn" | "moov" = "mtn") {
  await getDb()
    .insert(paymentTransactions)
    .values({
      bookingId,
      amount,
      phone,
      paymentMethod: method,
      status: "approved",
      providerTransactionId: `tx-${bookingId}`,
    });
}

export async function allPayouts() {
  return getDb().select().from(payouts).orderBy(payouts.createdAt, payouts.part);
}

export async function journalsOf(payoutId: string) {
  const rows = await getDb().select().from(ledgerEntries);
  return [...new Set(rows.filter((row) => row.payoutId === payoutId).map((row) => row.kind))].sort();
}
