// The demo's past: paid stays and rentals that ended, each with its traveler's review,
// and a few future bookings so that a search by dates has something to hide. Every booking
// is priced by the factory, through priceStay, as a real one is.
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { reviews } from "#server/db/schema";
import type { DemoTraveler } from "./demo-accounts.server";
import { createBooking } from "./factories.server";
import type { Random } from "./random.server";

export type HistoryListing = { id: string; price: number; maxGuests: number; isVehicle: boolean; createdAt: Date };

const STAY_COMMENTS: Record<3 | 4 | 5, string[]> = {
  5: [
    "Séjour parfait ! Le logement est encore plus beau qu'en photo et l'accueil était chaleureux.",
    "Tout était impeccable : propreté, calme et un hôte très disponible. Je recommande vivement.",
    "Excellent rapport qualité-prix. Nous reviendrons avec toute la famille.",
    "Un vrai coup de cœur. Le quartier est agréable et on se sent en sécurité.",
    "Hôte attentionné, logement très propre et bien situé. Rien à redire !",
  ],
  4: [
    "Très bon séjour. Quelques coupures de courant, mais l'hôte a vite trouvé une solution.",
    "Logement confortable et bien équipé. Un peu de bruit le week-end, sinon parfait.",
    "Bon emplacement et accueil sympathique. La climatisation mériterait un entretien.",
    "Nous avons passé un agréable moment. L'arrivée était un peu compliquée à trouver de nuit.",
  ],
  3: [
    "Correct pour le prix, mais la literie pourrait être améliorée.",
    "Emplacement pratique. Le ménage n'était pas tout à fait fait à notre arrivée.",
  ],
};

const VEHICLE_COMMENTS: Record<3 | 4 | 5, string[]> = {
  5: [
    "Véhicule propre et en parfait état. Remise des clés rapide et loueur très arrangeant.",
    "Location sans souci, le véhicule consomme peu. Je recommande.",
    "Très professionnel : livraison à l'heure et véhicule impeccable.",
  ],
  4: [
    "Bon véhicule, climatisation efficace. Petit retard à la remise des clés.",
    "Conforme à l'annonce. Le réservoir était presque vide au départ, pensez à le signaler.",
  ],
  3: ["Le véhicule roule bien mais aurait mérité un lavage avant la location."],
};

/** Mostly 4 and 5 stars, some 3: what a decent marketplace looks like. */
function pickRating(random: Random): 3 | 4 | 5 {
  const roll = random.next();
  return roll < 0.55 ? 5 : roll < 0.88 ? 4 : 3;
}

async function paidBooking(
  listing: HistoryListing,
  traveler: DemoTraveler,
  startDate: string,
  units: number,
  guests: number,
) {
  const bookedAt = new Date(`${addDays(startDate, -7)}T10:00:00Z`);
  return createBooking({
    listingId: listing.id,
    userId: traveler.id,
    entityType: listing.isVehicle ? "vehicle" : "accommodation",
    startDate,
    endDate: addDays(startDate, units),
    guests,
    // Priced by the factory as a real booking is: priceStay of the listing's price.
    status: "approved",
    paymentStatus: "completed",
    paidAt: bookedAt,
    createdAt: bookedAt,
    updatedAt: bookedAt,
    travelerInfo: {
      firstName: traveler.firstName,
      lastName: traveler.lastName,
      email: traveler.email,
      phone: traveler.phone,
    },
  });
}

async function review(
  random: Random,
  listing: HistoryListing,
  booking: { id: string; endDate: string },
  traveler: DemoTraveler,
  today: string,
) {
  const rating = pickRating(random);
  const writtenOn = addDays(booking.endDate, random.int(1, 3));
  await getDb()
    .insert(reviews)
    .values({
      bookingId: booking.id,
      listingId: listing.id,
      userId: traveler.id,
      authorName: `${traveler.firstName} ${traveler.lastName[0]}.`,
      rating,
      comment: random.pick((listing.isVehicle ? VEHICLE_COMMENTS : STAY_COMMENTS)[rating]),
      createdAt: new Date(
        `${writtenOn < today ? writtenOn : today}T${String(8 + random.int(0, 12)).padStart(2, "0")}:30:00Z`,
      ),
    });
}

/**
 * Past stays with reviews on most listings (about one in six stays 'Nouveau'), up to a few
 * days ago. On the listings of the demo traveler's own trips, the last three weeks stay
 * free: those trips go there.
 */
export async function createPastStays(
  random: Random,
  listings: HistoryListing[],
  reviewers: DemoTraveler[],
  tripListings: HistoryListing[],
) {
  const today = todayInBenin();
  let count = 0;
  for (const listing of listings) {
    const historyEnds = addDays(today, tripListings.includes(listing) ? -21 : -2);
    if (random.chance(0.16)) continue;
    const wanted = random.int(1, 5);
    let cursor = addDays(listing.createdAt.toISOString().slice(0, 10), random.int(3, 12));
    for (let made = 0; made < wanted; made += 1) {
      const units = listing.isVehicle ? random.int(1, 4) : random.int(1, 5);
      if (addDays(cursor, units) > historyEnds) break;
      const traveler = random.pick(reviewers);
      const guests = random.int(1, Math.min(listing.maxGuests, 4));
      const booking = await paidBooking(listing, traveler, cursor, units, guests);
      await review(random, listing, booking, traveler, today);
      count += 1;
      cursor = addDays(booking.endDate, random.int(2, 25));
    }
  }
  return count;
}

/** The demo traveler's own trips: one reviewed, one waiting for a review, one ahead. */
export async function createTravelerTrips(
  random: Random,
  traveler: DemoTraveler,
  [reviewed, toReview, ahead]: HistoryListing[],
) {
  const today = todayInBenin();
  const past = await paidBooking(reviewed!, traveler, addDays(today, -18), 3, 2);
  await review(random, reviewed!, past, traveler, today);
  await paidBooking(toReview!, traveler, addDays(today, -9), 2, 2);
  await paidBooking(ahead!, traveler, addDays(today, 14), 4, 2);
}

/** Paid future bookings on some listings: those dates are taken. */
export async function createFutureBookings(random: Random, listings: HistoryListing[], reviewers: DemoTraveler[]) {
  const today = todayInBenin();
  for (const listing of listings) {
    const units = listing.isVehicle ? random.int(2, 5) : random.int(2, 6);
    await paidBooking(
      listing,
      random.pick(reviewers),
      addDays(today, random.int(3, 40)),
      units,
      Math.min(2, listing.maxGuests),
    );
  }
}
