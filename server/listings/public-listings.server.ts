// Public reads of approved listings: home lists and tiles, list pages, the detail page
// and the sitemap. Only approved listings ever leave this module.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { isId } from "#common/ids";
import { driverOptionOf } from "#common/rental-terms";
import { normalizeSearchText } from "#common/search-params";
import { getReadDb } from "#server/db/client.server";
import { listings, profiles } from "#server/db/schema";
import { log } from "#server/observability/log.server";
import { categoryCondition, HOME_CATEGORIES, type HomeCategory } from "./categories.server";
import { cardColumns, loadImages, loadRatings, toCards, toIsoString } from "./listing-cards.server";
import { publiclyVisible } from "./listing-moderation.server";
import type { ListingCard, ListingDetail } from "./types";

const newestFirst = [desc(listings.createdAt), desc(listings.id)] as const;

/** Approved listings of one kind, newest first (home page lists). */
export async function listNewest(options: { isVehicle: boolean; limit: number }): Promise<ListingCard[]> {
  const limit = Math.min(50, Math.max(1, Math.trunc(options.limit) || 1));
  const rows = await getReadDb()
    .select(cardColumns)
    .from(listings)
    .where(and(publiclyVisible, eq(listings.isVehicle, options.isVehicle)))
    .orderBy(...newestFirst)
    .limit(limit);
  return toCards(rows);
}

/**
 * Approved listings per home tile (see categoryCondition for what each tile holds). One
 * indexed count per tile; a count that fails shows 0 rather than breaking the home page.
 */
export async function countHomeCategories(): Promise<Record<HomeCategory, number>> {
  const counts = await Promise.all(
    HOME_CATEGORIES.map(async (category) => {
      try {
        const key = category === "véhicules" ? "vehicules" : category;
        const [row] = await getReadDb()
          .select({ value: count() })
          .from(listings)
          .where(and(publiclyVisible, categoryCondition(key)));
        return Number(row?.value ?? 0);
      } catch (error) {
        log("listings").error({ err: error }, `comptage de la catégorie ${category} impossible`);
        return 0;
      }
    }),
  );
  return Object.fromEntries(HOME_CATEGORIES.map((category, index) => [category, counts[index]!])) as Record<
    HomeCategory,
    number
  >;
}

/**
 * A page of approved listings, newest first. `categoryKey` is a category page's name
 * (normalized or not: 'Véhicules', 'vehicules', 'chambre', 'hébergements'...).
 */
export async function listPublicListings(options: {
  isVehicle?: boolean;
  categoryKey?: string;
  page: number;
  pageSize: number;
}): Promise<{ items: ListingCard[]; total: number }> {
  const pageSize = Math.min(100, Math.max(1, Math.trunc(options.pageSize) || 24));
  const page = Math.max(1, Math.trunc(options.page) || 1);
  const conditions: SQL[] = [publiclyVisible];
  if (options.isVehicle !== undefined) conditions.push(eq(listings.isVehicle, options.isVehicle));
  if (options.categoryKey !== undefined) {
    conditions.push(categoryCondition(normalizeSearchText(options.categoryKey)));
  }
  const where = and(...conditions);
  const db = getReadDb();
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(cardColumns)
      .from(listings)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(listings).where(where),
  ]);
  return { items: await toCards(rows), total: Number(totalRow?.value ?? 0) };
}

/**
 * One approved listing with all its pictures, its rating and its host's name; else null.
 * Never its street address: listing-address.server.ts gives it to whom may read it.
 */
export async function getPublicListing(id: string): Promise<ListingDetail | null> {
  return (await readPublicListing(id))?.listing ?? null;
}

/**
 * getPublicListing's listing with its host's account id, which stays on the server (the
 * page asks it whether the reader is the host); null when not public.
 */
export async function readPublicListing(id: string): Promise<{ listing: ListingDetail; hostId: string } | null> {
  // Checked here so that a malformed id is "not found", not a database cast error.
  if (!isId(id)) return null;
  const [row] = await getReadDb()
    .select({
      ...cardColumns,
      description: listings.description,
      amenities: listings.amenities,
      houseRules: listings.houseRules,
      images: listings.images,
      cancellationPolicy: listings.cancellationPolicy,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      vehicleType: listings.vehicleType,
      transmission: listings.transmission,
      fuelType: listings.fuelType,
      seats: listings.seats,
      driverOption: listings.driverOption,
      driverPricePerDay: listings.driverPricePerDay,
      depositAmount: listings.depositAmount,
      dailyDistanceKm: listings.dailyDistanceKm,
      minDriverAge: listings.minDriverAge,
      minLicenceYears: listings.minLicenceYears,
      hostName: profiles.fullName,
      hostId: listings.userId,
      bookingMode: listings.bookingMode,
      minStay: listings.minStay,
      maxStay: listings.maxStay,
      advanceNoticeDays: listings.advanceNoticeDays,
      weeklyDiscountPercent: listings.weeklyDiscountPercent,
      monthlyDiscountPercent: listings.monthlyDiscountPercent,
    })
    .from(listings)
    .leftJoin(profiles, eq(profiles.id, listings.userId))
    .where(and(publiclyVisible, eq(listings.id, id.toLowerCase())))
    .limit(1);
  if (!row) return null;
  const [imagesByKey, ratings] = await Promise.all([loadImages(row.images), loadRatings([row.id])]);
  const {
    hostId,
    coverKey,
    createdAt,
    images: keys,
    bookingMode,
    minStay,
    maxStay,
    advanceNoticeDays,
    weeklyDiscountPercent,
    monthlyDiscountPercent,
    driverOption,
    driverPricePerDay,
    depositAmount,
    dailyDistanceKm,
    minDriverAge,
    minLicenceYears,
    ...rest
  } = row;
  // Keys without a stored picture (deleted file) are skipped; order is the host's.
  const images = keys.flatMap((key) => {
    const image = imagesByKey.get(key);
    return image ? [image] : [];
  });
  const rentalTerms = row.isVehicle
    ? {
        driverOption: driverOptionOf(driverOption),
        driverPricePerDay,
        depositAmount,
        dailyDistanceKm,
        minDriverAge,
        minLicenceYears,
      }
    : null;
  const listing: ListingDetail = {
    ...rest,
    rentalTerms,
    cover: images[0] ?? null,
    images,
    rating: ratings.get(row.id) ?? { average: null, count: 0 },
    createdAt: toIsoString(createdAt),
    rules: { bookingMode, minStay, maxStay, advanceNoticeDays, weeklyDiscountPercent, monthlyDiscountPercent },
  };
  return { listing, hostId };
}

/** Sitemap protocol limit: 50 000 addresses per file. */
const SITEMAP_LIMIT = 50_000;

export async function listSitemapEntries(): Promise<{ id: string; updatedAt: string }[]> {
  const rows = await getReadDb()
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(publiclyVisible)
    .orderBy(desc(listings.updatedAt))
    .limit(SITEMAP_LIMIT);
  return rows.map((row) => ({ id: row.id, updatedAt: toIsoString(row.updatedAt) }));
}
