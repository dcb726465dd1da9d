// The host answers a request to book (docs/decisions/026): accept (the request becomes an
// unpaid hold the traveler pays within 12 h, the dates still held) or decline (the dates are
// free again). Only the listing's host, only a request still open at `now` (its 24 h not
// past, even if the expiry job has not passed yet); through the lifecycle's acceptRequest
// and declineRequest transitions, whose effects tell the traveler by e-mail and notification.
import { now as clockNow } from "#common/clock";
import { isId } from "#common/ids";
import { ACCEPTED_PAYMENT_HOURS, isRequestOpen } from "#common/lifecycles/booking";
import { getDb } from "#server/db/client.server";
import { transition } from "./booking-lifecycle.server";
import { getBookingWithListing } from "./booking-queries.server";

export type RequestAnswer = "accept" | "decline";
export type AnswerRequestResult = { ok: true } | { ok: false; reason: "not_found" | "not_open" };

export async function answerBookingRequest(
  input: { bookingId: string; hostId: string; answer: RequestAnswer },
  { now = clockNow() }: { now?: Date } = {},
): Promise<AnswerRequestResult> {
  if (!isId(input.bookingId)) return { ok: false, reason: "not_found" };
  const booking = await getBookingWithListing(input.bookingId.toLowerCase());
  // Someone else's booking reads as not found: its existence is not told.
  if (!booking || booking.hostId !== input.hostId) return { ok: false, reason: "not_found" };
  if (!isRequestOpen(booking, now)) return { ok: false, reason: "not_open" };
  const moved = await getDb().transaction((tx) =>
    input.answer === "accept"
      ? transition(
          tx,
          booking.id,
          "acceptRequest",
          "host",
          { holdExpiresAt: new Date(now.getTime() + ACCEPTED_PAYMENT_HOURS * 3_600_000), answeredAt: now },
          { now },
        )
      : transition(tx, booking.id, "declineRequest", "host", { answeredAt: now }, { now }),
  );
  // The traveler withdrew it, the job expired it, or a second click answered first.
  if (!moved) return { ok: false, reason: "not_open" };
  return { ok: true };
}
