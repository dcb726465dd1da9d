// People and listings for the fault tests, written in the test process with the app's own
// sign-up and factories (the session cookies then work on every server process: the
// signing secret lives in the database).
import { addDays, todayInBenin } from "#common/dates";
import { createListing, createUser } from "#server/seed/factories.server";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";

export type Traveler = { userId: string; cookie: string; email: string };

export { TEST_PASSWORD };

export async function createTravelers(count: number, prefix: string): Promise<Traveler[]> {
  const travelers: Traveler[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `${prefix}-${index}@exemple.bj`;
    travelers.push({ ...(await signedInUser(email, { name: `Voyageur ${index}` })), email });
  }
  return travelers;
}

/** A host and `count` approved accommodations (10 000 FCFA a night). */
export async function createListings(count: number, prefix: string): Promise<string[]> {
  const host = await createUser({
    email: `${prefix}-hote@exemple.bj`,
    fullName: "Koffi Agbossou",
    roles: ["host", "user"],
  });
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const listing = await createListing({
      userId: host.id,
      price: 10_000,
      maxGuests: 4,
      title: `Villa ${prefix} ${index}`,
    });
    ids.push(listing.id);
  }
  return ids;
}

/** A stay of `nights` nights starting `offset` days from today (Benin time). */
export function stayIn(offset: number, nights = 2) {
  const checkIn = addDays(todayInBenin(), offset);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}
