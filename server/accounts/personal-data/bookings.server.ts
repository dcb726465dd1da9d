// The person's bookings as a traveler and the payments made for them. Kept after deletion
// (accounting, 7 years, as the privacy policy states) without the name: the traveler's
// details on each booking are replaced. The paying number stays on the payment: a refund
// in progress is sent back to it.
import { desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { bookings, listings, paymentTransactions } from "#server/db/schema";
import { DELETED_NAME, deletedEmail, type PersonalDataPart } from "./part.server";

export const bookingsPart: PersonalDataPart = {
  name: "bookings",
  async export(userId: string, db: Database) {
    return db
      .select({
        reference: bookings.bookingReference,
        listing: listings.title,
        city: listings.city,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        guests: bookings.guests,
        totalPrice: bookings.totalPrice,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        traveler: bookings.travelerInfo,
        paidAt: bookings.paidAt,
        cancelledAt: bookings.cancelledAt,
        refundAmount: bookings.refundAmount,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.createdAt));
  },
  async erase(userId: string, db: Database) {
    await db
      .update(bookings)
      .set({ travelerInfo: { firstName: DELETED_NAME, lastName: "", email: deletedEmail(userId) } })
      .where(eq(bookings.userId, userId));
  },
};

export const paymentsPart: PersonalDataPart = {
  name: "payments",
  async export(userId: string, db: Database) {
    const own = db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));
    return db
      .select({
        booking: bookings.bookingReference,
        amount: paymentTransactions.amount,
        currency: paymentTransactions.currency,
        method: paymentTransactions.paymentMethod,
        phone: paymentTransactions.phone,
        status: paymentTransactions.status,
        createdAt: paymentTransactions.createdAt,
      })
      .from(paymentTransactions)
      .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
      .where(inArray(paymentTransactions.bookingId, own))
      .orderBy(desc(paymentTransactions.createdAt));
  },
  // Payments are money records: kept as they are (the booking no longer names the person).
  async erase() {},
};
