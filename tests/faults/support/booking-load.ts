// A load of travelers booking and paying, two by two on the same dates (so every stay is
// contested), each keeping a ledger of what the site told them. A traveler whose request
// fails (the server was killed) stops, as a person would.
import type { Traveler } from "./fixtures";
import { stayIn } from "./fixtures";
import { approveOnCheckout, book, resultPage, startPayment, type Site, type Stay } from "./journeys";

export type Attempt = {
  traveler: Traveler;
  listingId: string;
  stay: Stay;
  bookingStatus?: number;
  bookingId?: string | null;
  /** The result page said "Paiement confirmé !". */
  confirmedSeen?: boolean;
  /** The step the traveler was at when a request failed. */
  interruptedAt?: "book" | "pay" | "checkout" | "result";
};

export type Load = { attempts: Attempt[]; stop: () => Promise<void>; done: Promise<void> };

/**
 * Starts one loop per traveler. Travelers 2k and 2k+1 try the same listings and dates in
 * the same order: at most `rounds` stays of 2 nights, going round the listings, each
 * listing's next stay right after its previous one; `firstOffset` shifts the dates so that
 * two loads never meet (a pair's stays span 2 × rounds / listings days). Enough rounds keep
 * the load going for as long as a test needs it: it ends when stopped or when the server
 * stops answering.
 */
export function startBookingLoad(
  site: () => Site,
  travelers: Traveler[],
  listings: string[],
  firstOffset: number,
  rounds = 120,
): Load {
  const attempts: Attempt[] = [];
  let stopped = false;
  const pairSpan = 2 * Math.ceil(rounds / listings.length);
  const loops = travelers.map(async (traveler, index) => {
    const pair = Math.floor(index / 2);
    for (let round = 0; round < rounds && !stopped; round += 1) {
      const attempt: Attempt = {
        traveler,
        listingId: listings[round % listings.length]!,
        stay: stayIn(firstOffset + pair * pairSpan + 2 * Math.floor(round / listings.length), 2),
      };
      attempts.push(attempt);
      let step: Attempt["interruptedAt"] = "book";
      try {
        const answer = await book(site(), traveler.cookie, attempt.listingId, attempt.stay, {
          firstName: "Voyageur",
          lastName: String(index),
          email: traveler.email,
        });
        attempt.bookingStatus = answer.status;
        attempt.bookingId = answer.bookingId;
        if (!answer.bookingId) continue;
        step = "pay";
        const checkout = await startPayment(site(), traveler.cookie, answer.bookingId);
        if (!checkout) continue;
        step = "checkout";
        await approveOnCheckout(checkout, site().fetch);
        step = "result";
        attempt.confirmedSeen = (await resultPage(site(), traveler.cookie, answer.bookingId)).confirmed;
      } catch {
        attempt.interruptedAt = step;
        return;
      }
    }
  });
  const done = Promise.all(loops).then(() => undefined);
  return {
    attempts,
    done,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
