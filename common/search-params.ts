// The query string of /search, parsed into one normalized criteria object. Whatever the
// URL holds (typed by hand, truncated, hostile), parsing never throws: every bad value
// falls back to its default, so a shared or edited link always shows a results page.
import { addDays, parseIsoDate } from "./dates";

export const LISTING_TYPES = ["appartement", "villa", "maison", "chambre", "vehicule"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** Filter key -> the amenity text stored on listings (the creation form's wording). */
export const AMENITY_FILTERS = {
  wifi: "WiFi gratuit",
  piscine: "Piscine",
  climatisation: "Climatisation",
  parking: "Parking gratuit",
  "vue sur mer": "Vue sur mer",
  cuisine: "Cuisine équipée",
} as const;
export type AmenityFilter = keyof typeof AMENITY_FILTERS;
export const AMENITY_FILTER_KEYS = Object.keys(AMENITY_FILTERS) as AmenityFilter[];

export const SORTS = ["newest", "price_asc", "price_desc"] as const;
export type SearchSort = (typeof SORTS)[number];

export const PRICE_MIN = 0;
export const PRICE_MAX = 100_000;
export const PRICE_STEP = 5_000;
export const GUESTS_MAX = 50;
export const DESTINATION_MAX_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 24;
/**
 * Results are counted up to this many; beyond, the page says 'Plus de 1 000 résultats' and
 * offers the first ones (42 pages): nobody reads further, refining the search is the way.
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Deeper pages cost a long OFFSET scan and nobody reads them; refine the search instead. */
export const PAGE_MAX = 2_000;

export type SearchCriteria = {
  /** Trimmed, at most DESTINATION_MAX_LENGTH characters; '' when absent. */
  destination: string;
  /** Both valid, arrival today or later; endDate null means one night from startDate. */
  startDate: string | null;
  endDate: string | null;
  guests: number;
  types: ListingType[];
  minPrice: number;
  /** PRICE_MAX means no upper bound. */
  maxPrice: number;
  city: string;
  amenities: AmenityFilter[];
  sort: SearchSort;
  page: number;
};

/**
 * The same folding as the database's search_normalize(): lowercase, accents removed, runs
 * of anything but letters and digits turned into one space ('Véhicules' -> 'vehicules').
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const TYPE_ALIASES: Record<string, ListingType> = {
  appartement: "appartement",
  appartements: "appartement",
  villa: "villa",
  villas: "villa",
  maison: "maison",
  maisons: "maison",
  chambre: "chambre",
  chambres: "chambre",
  vehicule: "vehicule",
  vehicules: "vehicule",
};

// Plain functions rather than a zod schema: this module is also bundled for the browser
// (links, pagination), and every parameter has a fallback instead of an error anyway.

/** A whole number within [min, max] (clamped), or the fallback when the text is not a number. */
function integerIn(value: string | null, min: number, max: number, fallback: number) {
  if (value === null || value.trim() === "") return fallback;
  const number = Number(value.trim());
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

// eslint-disable-next-line no-control-regex -- control characters are what this replaces
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function shortText(value: string | null, max: number) {
  return value === null ? "" : value.replace(CONTROL_CHARACTERS, " ").trim().slice(0, max).trim();
}

function pickList<T extends string>(values: string[], lookup: (normalized: string) => T | undefined): T[] {
  const picked = new Set<T>();
  // A URL may repeat a parameter thousands of times; only the first few can matter.
  for (const value of values.slice(0, 20)) {
    const found = lookup(normalizeSearchText(value.slice(0, 40)));
    if (found) picked.add(found);
  }
  return [...picked];
}

/** Parses /search's query string. `today` is Benin's date ('YYYY-MM-DD'). */
export function parseSearchParams(params: URLSearchParams, today: string): SearchCriteria {
  const sort = params.get("sort");
  const raw = {
    destination: shortText(params.get("destination"), DESTINATION_MAX_LENGTH),
    startDate: parseIsoDate(params.get("startDate")),
    endDate: parseIsoDate(params.get("endDate")),
    guests: integerIn(params.get("guests"), 1, GUESTS_MAX, 1),
    types: pickList<ListingType>(params.getAll("type"), (value) => TYPE_ALIASES[value]),
    minPrice: integerIn(params.get("minPrice"), PRICE_MIN, PRICE_MAX, PRICE_MIN),
    maxPrice: integerIn(params.get("maxPrice"), PRICE_MIN, PRICE_MAX, PRICE_MAX),
    city: shortText(params.get("city"), DESTINATION_MAX_LENGTH),
    amenities: pickList<AmenityFilter>(params.getAll("amenities"), (value) =>
      AMENITY_FILTER_KEYS.includes(value as AmenityFilter) ? (value as AmenityFilter) : undefined,
    ),
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as SearchSort) : "newest",
    page: integerIn(params.get("page"), 1, PAGE_MAX, 1),
  };
  // A past arrival cannot be booked: the dates are dropped rather than guessed.
  const startDate = raw.startDate && raw.startDate >= today ? raw.startDate : null;
  const endDate = startDate && raw.endDate && raw.endDate > startDate ? raw.endDate : null;
  const [minPrice, maxPrice] =
    raw.minPrice <= raw.maxPrice ? [raw.minPrice, raw.maxPrice] : [raw.maxPrice, raw.minPrice];
  return { ...raw, startDate, endDate, minPrice, maxPrice };
}

/** The nights a date filter covers, as [start, end) — one night when no departure was chosen. */
export function stayRange(criteria: Pick<SearchCriteria, "startDate" | "endDate">): [string, string] | null {
  if (!criteria.startDate) return null;
  return [criteria.startDate, criteria.endDate ?? addDays(criteria.startDate, 1)];
}

/** Criteria back to a query string, leaving defaults out (links, pagination, sort). */
export function toSearchParams(criteria: Partial<SearchCriteria>): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.destination) params.set("destination", criteria.destination);
  if (criteria.startDate) params.set("startDate", criteria.startDate);
  if (criteria.endDate) params.set("endDate", criteria.endDate);
  if (criteria.guests && criteria.guests > 1) params.set("guests", String(criteria.guests));
  for (const type of criteria.types ?? []) params.append("type", type);
  if (criteria.minPrice && criteria.minPrice > PRICE_MIN) params.set("minPrice", String(criteria.minPrice));
  if (criteria.maxPrice !== undefined && criteria.maxPrice < PRICE_MAX)
    params.set("maxPrice", String(criteria.maxPrice));
  if (criteria.city) params.set("city", criteria.city);
  for (const amenity of criteria.amenities ?? []) params.append("amenities", amenity);
  if (criteria.sort && criteria.sort !== "newest") params.set("sort", criteria.sort);
  if (criteria.page && criteria.page > 1) params.set("page", String(criteria.page));
  return params;
}

/** True when any sidebar filter (not the search itself) is set. */
export function hasActiveFilters(criteria: SearchCriteria): boolean {
  return (
    criteria.types.length > 0 ||
    criteria.amenities.length > 0 ||
    criteria.city !== "" ||
    criteria.minPrice > PRICE_MIN ||
    criteria.maxPrice < PRICE_MAX
  );
}

/** The `page` parameter of a list page: a whole number from 1, else 1. */
export function parsePageParam(params: URLSearchParams): number {
  return integerIn(params.get("page"), 1, PAGE_MAX, 1);
}
