// How long a review may be written: until 14 days after the stay or rental ends (its end
// date, Benin time), the last day included. The traveler is reminded by e-mail the day
// after the end (server/reviews/send-review-reminders.server.ts). Both sides read it: the
// page shows the form and its deadline, the server refuses outside the window.
import { addDays, todayInBenin } from "./dates";

export const REVIEW_WINDOW_DAYS = 14;

/** The last day a review of a stay ending on `endDate` may be written ('YYYY-MM-DD'). */
export function reviewDeadline(endDate: string): string {
  return addDays(endDate, REVIEW_WINDOW_DAYS);
}

/** Today (Benin) is on or before the deadline. The stay's end is checked by isReviewable. */
export function isWithinReviewWindow(booking: { endDate: string }, now: Date): boolean {
  return todayInBenin(now) <= reviewDeadline(booking.endDate);
}

/** The day the reminder is due: the day after the end. */
export function reviewReminderDay(endDate: string): string {
  return addDays(endDate, 1);
}
