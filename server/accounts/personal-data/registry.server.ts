// Every part of what the platform holds about a person, in the order the downloaded file
// shows them and deletion erases them (the account last: the other parts may still read
// it). A new domain with personal data adds its part here, one line
// (docs/decisions/022-account-deletion.md).
import type { Database } from "#server/db/client.server";
import { eraseMessagesPersonalData, exportMessagesPersonalData } from "#server/messages/personal-data.server";
import { eraseReviewsPersonalData, exportReviewsPersonalData } from "#server/reviews/personal-data.server";
import { accountPart } from "./account.server";
import { bookingsPart, paymentsPart } from "./bookings.server";
import { contactMessagesPart } from "./contact-messages.server";
import { listingsPart } from "./listings.server";
import { payoutAccountPart, payoutsPart } from "./money.server";
import { notificationsPart } from "./notifications.server";
import type { PersonalDataPart } from "./part.server";
import { sessionsPart } from "./sessions.server";

/** A domain's two functions (the shape helpers A and C export), as a part. */
export function partOf(
  name: string,
  exportData: (userId: string, db: Database) => Promise<unknown>,
  eraseData: (userId: string, db: Database) => Promise<unknown>,
): PersonalDataPart {
  return { name, export: exportData, erase: async (userId, db) => void (await eraseData(userId, db)) };
}

export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [
  sessionsPart,
  bookingsPart,
  paymentsPart,
  listingsPart,
  partOf("reviews", exportReviewsPersonalData, eraseReviewsPersonalData),
  notificationsPart,
  payoutAccountPart,
  payoutsPart,
  contactMessagesPart,
  partOf("messages", exportMessagesPersonalData, eraseMessagesPersonalData),
  accountPart,
];
