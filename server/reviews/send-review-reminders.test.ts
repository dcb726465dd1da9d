// The review reminder: the day after the end (Benin time, the clock set), once per booking
// even when two processes run the job at once or the outbox was emptied since, never once
// the 14-day window closed or the stay was reviewed; vehicles read rental words.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { sendReviewReminders } from "./send-review-reminders.server";
import { submitReview } from "./submit-review.server";

const handle = await useTestDatabase();
let travelerId: string;
let hostId: string;

beforeAll(async () => {
  hostId = (await createUser({ roles: ["host"] })).id;
  travelerId = (await createUser({ fullName: "Aïcha Bello" })).id;
});
afterEach(() => setClock(null));

async function stay(endDate: string, options: { isVehicle?: boolean; status?: "approved" | "cancelled" } = {}) {
  const listing = await createListing({ userId: hostId, isVehicle: options.isVehicle ?? false, title: "Villa Océane" });
  const start = new Date(Date.parse(`${endDate}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
  return createBooking({
    listingId: listing.id,
    userId: travelerId,
    startDate: start,
    endDate,
    status: options.status ?? "approved",
    paymentStatus: "completed",
    paidAt: new Date(`${start}T08:00:00Z`),
    travelerInfo: { firstName: "Aïcha", lastName: "Bello", email: "aicha@exemple.bj" },
  });
}

const reminders = (bookingId: string) =>
  handle.query<{ subject: string; text_body: string; html_body: string }>(
    "SELECT subject, text_body, html_body FROM email_outbox WHERE dedupe_key = $1",
    [`review-reminder:${bookingId}`],
  );

describe(`the review reminder (${databaseKind})`, () => {
  it("goes the day after the end, not on the last day, with the deadline and the booking's link", async () => {
    const booking = await stay("2027-03-10");
    // 10 March 23:30 in Cotonou: still the last day.
    setClock("2027-03-10T22:30:00Z");
    expect(await sendReviewReminders()).not.toContain(booking.id);
    // 11 March 00:30 in Cotonou (10 March 23:30 UTC): the day after.
    setClock("2027-03-10T23:30:00Z");
    expect(await sendReviewReminders()).toContain(booking.id);
    const [mail] = await reminders(booking.id);
    expect(mail!.subject).toBe("Votre avis sur « Villa Océane »");
    expect(mail!.text_body).toContain("Comment s'est passé votre séjour ?");
    expect(mail!.text_body).toContain("jusqu'au 24 mars 2027");
    expect(mail!.text_body).toContain(`/my-bookings#booking-${booking.id}`);
    expect(mail!.html_body).toContain(`href="http://localhost:`);
  });

  it("is sent once, even by two runs at once, and not again once the outbox forgot it", async () => {
    const booking = await stay("2027-04-10");
    setClock("2027-04-12T09:00:00Z");
    const [first, second] = await Promise.all([sendReviewReminders(), sendReviewReminders()]);
    expect([...first, ...second].filter((id) => id === booking.id)).toHaveLength(1);
    await handle.query("DELETE FROM email_outbox WHERE dedupe_key = $1", [`review-reminder:${booking.id}`]);
    expect(await sendReviewReminders()).not.toContain(booking.id);
    expect(await reminders(booking.id)).toEqual([]);
    expect(await handle.query("SELECT kind FROM booking_reminders WHERE booking_id = $1", [booking.id])).toEqual([
      { kind: "review_reminder" },
    ]);
  });

  it("catches up while the window is open, never after; nothing for a reviewed or cancelled stay", async () => {
    const late = await stay("2027-05-10");
    const closed = await stay("2027-05-01");
    const reviewed = await stay("2027-05-09");
    const cancelled = await stay("2027-05-08", { status: "cancelled" });
    setClock("2027-05-10T12:00:00Z");
    await submitReview({ bookingId: reviewed.id, userId: travelerId, rating: "5", comment: "" });
    // 16 May: 'late' ended six days ago (window open), 'closed' fifteen days ago.
    setClock("2027-05-16T09:00:00Z");
    const sent = await sendReviewReminders();
    expect(sent).toContain(late.id);
    expect(sent).not.toContain(closed.id);
    expect(sent).not.toContain(reviewed.id);
    expect(sent).not.toContain(cancelled.id);
  });

  it("speaks of a rental for a vehicle", async () => {
    const booking = await stay("2027-06-10", { isVehicle: true });
    setClock("2027-06-11T09:00:00Z");
    await sendReviewReminders();
    const [mail] = await reminders(booking.id);
    expect(mail!.text_body).toContain("Comment s'est passée votre location ?");
    expect(mail!.text_body).not.toContain("séjour");
  });
});
