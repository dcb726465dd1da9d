// What a category name of a public page (/category/:name, home tiles, search types) means
// as a database condition. Names are compared without regard to case or accents through
// the generated column listings.category_key (= search_normalize(category)).
import { and, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { AMENITY_FILTERS, normalizeSearchText, type ListingType } from "#common/search-params";
import { listings } from "#server/db/schema";

/** The six tiles of the home page, keyed as their links spell them. */
export const HOME_CATEGORIES = ["appartement", "villa", "maison", "chambre", "véhicules", "plage"] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];

/** A resolved category page: which intro it shows and which listings it holds. */
export type CategoryScope = {
  /** Normalized name ('vehicules', 'chambre', 'suv'...). */
  key: string;
  /** Known pages have their own intro; anything else gets the generic one. */
  intro: "appartement" | "villa" | "maison" | "chambre" | "vehicules" | "plage" | "hebergements" | "generic";
};

const ALIASES: Record<string, CategoryScope["intro"]> = {
  appartement: "appartement",
  appartements: "appartement",
  villa: "villa",
  villas: "villa",
  maison: "maison",
  maisons: "maison",
  chambre: "chambre",
  chambres: "chambre",
  vehicule: "vehicules",
  vehicules: "vehicules",
  plage: "plage",
  plages: "plage",
  hebergement: "hebergements",
  hebergements: "hebergements",
};

export function resolveCategory(name: string): CategoryScope {
  const key = normalizeSearchText(name.slice(0, 60));
  return { key, intro: ALIASES[key] ?? "generic" };
}

const accommodation = eq(listings.isVehicle, false);
const ROOM_KEYS = ["chambre", "chambres", "chambre d hotes", "chambres d hotes"];

/**
 * The condition a category puts on listings (status is the caller's business).
 * - 'vehicules': every vehicle; 'hebergements': every accommodation.
 * - 'chambre': 'Chambre' and the creation list's "Chambre d'hôtes" (category_key
 *   'chambre d hotes'), singular or plural. An explicit list rather than LIKE 'chambre %'
 *   so that the (status, category_key) index answers it (6x faster at 100 000 rows).
 * - 'plage': the creation list has no beach category, so a beach stay is an
 *   accommodation whose category says so, that has 'Vue sur mer', or whose title names a
 *   beach ('plage'; never the address, which is private: migration 0012). Otherwise the
 *   tile would stay empty forever.
 * - appartement, villa, maison: that category among accommodations.
 * - any other name: listings whose category is that name (e.g. /category/suv).
 */
export function categoryCondition(key: string): SQL {
  const intro = ALIASES[key] ?? "generic";
  switch (intro) {
    case "vehicules":
      return eq(listings.isVehicle, true);
    case "hebergements":
      return accommodation;
    case "chambre":
      return and(accommodation, inArray(listings.categoryKey, ROOM_KEYS))!;
    case "plage":
      return and(
        accommodation,
        or(
          eq(listings.categoryKey, "plage"),
          sql`${listings.amenities} @> ARRAY[${AMENITY_FILTERS["vue sur mer"]}]::text[]`,
          like(listings.searchText, "%plage%"),
        ),
      )!;
    case "appartement":
    case "villa":
    case "maison":
      return and(accommodation, eq(listings.categoryKey, intro))!;
    default:
      return sql`${listings.categoryKey} = search_normalize(${key})`;
  }
}

/** The category keys an accommodation type of the search holds (categoryCondition's lists). */
const TYPE_KEYS: Record<Exclude<ListingType, "vehicule">, string[]> = {
  appartement: ["appartement"],
  villa: ["villa"],
  maison: ["maison"],
  chambre: ROOM_KEYS,
};

/**
 * The search's types, each meaning what categoryCondition gives it, the accommodations'
 * keys in one list: `category_key = ANY (…)` is one range of listings_visible_type_price_idx
 * per key, where `category_key = 'villa' OR category_key = …` made the count read every
 * accommodation of the price range and test its category (26 000 tuples for « villa or
 * chambre, 25 000–60 000 FCFA », decision 047).
 */
export function typesCondition(types: readonly ListingType[]): SQL | undefined {
  const keys = [...new Set(types.flatMap((type) => (type === "vehicule" ? [] : TYPE_KEYS[type])))];
  const stays = keys.length > 0 ? and(accommodation, inArray(listings.categoryKey, keys)) : undefined;
  const vehicles = types.includes("vehicule") ? categoryCondition("vehicules") : undefined;
  return stays && vehicles ? or(stays, vehicles) : (stays ?? vehicles);
}
