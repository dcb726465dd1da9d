// The search's amenities as bits (migration 0027, search_amenity_mask()): bit i stands for
// AMENITY_FILTER_KEYS[i]. A listing has every required amenity exactly when its mask is
// one of the masks holding all their bits, so the search asks `amenity_mask = ANY(…)`, which
// a btree on the mask answers by reading the matching listings and nothing else.
import { sql, type SQL } from "drizzle-orm";
import { AMENITY_FILTER_KEYS, type AmenityFilter } from "#common/search-params";
import { listings } from "#server/db/schema";

const MASK_COUNT = 1 << AMENITY_FILTER_KEYS.length;

export function amenityBit(key: AmenityFilter): number {
  const index = AMENITY_FILTER_KEYS.indexOf(key);
  if (index < 0) throw new Error(`équipement inconnu : ${key}`);
  return 1 << index;
}

/** Every mask that holds all the required amenities (all 64 when none is required). */
export function masksWithAll(required: readonly AmenityFilter[]): number[] {
  const wanted = required.reduce((mask, key) => mask | amenityBit(key), 0);
  return Array.from({ length: MASK_COUNT }, (_, mask) => mask).filter((mask) => (mask & wanted) === wanted);
}

/**
 * The listing has every one of these amenities. The masks are whole numbers computed here,
 * written as literals: the planner sees the values (the mask's statistics) and the
 * statement carries one array instead of up to 64 parameters.
 */
export function hasAllAmenities(required: readonly AmenityFilter[]): SQL {
  return sql`${listings.amenityMask} = ANY (${sql.raw(`'{${masksWithAll(required).join(",")}}'::smallint[]`)})`;
}
