// The four search shapes of the benchmark, each drawing new parameters on every request
// from a realistic pool, so that no cache (the database's or ours) makes one URL hot.
import { addDays, todayInBenin } from "#common/dates";
import { AMENITY_FILTER_KEYS, LISTING_TYPES, toSearchParams, type SearchCriteria } from "#common/search-params";
import { createRandom, type Random } from "#server/seed/random.server";

/** What travelers type: towns and neighbourhoods, accented and hyphenated, in any case. */
export const DESTINATIONS = [
  "Cotonou",
  "Porto-Novo",
  "Abomey-Calavi",
  "Comè",
  "Possotomè",
  "Grand-Popo",
  "Ouidah",
  "Bohicon",
  "Natitingou",
  "Parakou",
  "Fidjrossè",
  "Cadjèhoun",
  "Gbégamey",
  "Sèmè-Kpodji",
  "Dassa-Zoumè",
  "Tanguiéta",
  "Djègbadji",
  "Tankpè",
  "Haie Vive",
  "Hêvè",
] as const;

/** `today` is Benin's date the queries are asked on (dates are drawn after it). */
export type Shape = {
  key: string;
  label: string;
  criteria: (random: Random, today: string) => Partial<SearchCriteria>;
};

const sorts = ["newest", "newest", "price_asc", "price_desc"] as const;
/** Most people stay on the first page; some look at the next ones. */
const pageOf = (random: Random) => (random.chance(0.85) ? 1 : random.int(2, 4));

export const SHAPES: Shape[] = [
  {
    key: "destination",
    label: "destination accentuée",
    criteria: (random) => {
      const place = random.pick(DESTINATIONS);
      const typed = random.chance(0.2) ? place.toLowerCase() : random.chance(0.1) ? place.toUpperCase() : place;
      return { destination: typed, page: pageOf(random) };
    },
  },
  {
    key: "type-price",
    label: "type + prix",
    criteria: (random) => {
      const minPrice = random.int(0, 12) * 5_000;
      const maxPrice = Math.min(100_000, minPrice + random.int(2, 8) * 5_000);
      const types = random.chance(0.8) ? [random.pick(LISTING_TYPES)] : random.sample(LISTING_TYPES, 2);
      return { types, minPrice, maxPrice, sort: random.pick(sorts), page: pageOf(random) };
    },
  },
  {
    key: "dates-guests",
    label: "dates + voyageurs",
    criteria: (random, today) => {
      const startDate = addDays(today, random.int(1, 180));
      return {
        startDate,
        endDate: addDays(startDate, random.int(1, 7)),
        guests: random.int(1, 6),
        page: pageOf(random),
      };
    },
  },
  {
    key: "amenities",
    label: "équipements",
    criteria: (random) => ({
      amenities: random.sample(AMENITY_FILTER_KEYS, 2),
      sort: random.pick(sorts),
      page: pageOf(random),
    }),
  },
];

/** An endless source of query strings of one shape (seeded: every run asks the same things). */
export function queryStrings(shape: Shape, seed = 1, today = todayInBenin()): () => string {
  const random = createRandom(seed + shape.key.length * 7919);
  return () => toSearchParams(shape.criteria(random, today)).toString();
}
