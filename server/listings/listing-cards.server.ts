// Turns listing rows into the cards routes show: the cover picture (media_files) and the
// rating summary (reviews) are fetched for the whole page at once, never one per card.
import { inArray, sql } from "drizzle-orm";
import type { ImageRef } from "#common/media";
import { getDb } from "#server/db/client.server";
import { listings, mediaFiles, reviews } from "#server/db/schema";
import type { ListingCard, RatingSummary } from "./types";

/** The columns a card needs; spread into a select(). */
export const cardColumns = {
  id: listings.id,
  title: listings.title,
  city: listings.city,
  country: listings.country,
  category: listings.category,
  isVehicle: listings.isVehicle,
  price: listings.price,
  maxGuests: listings.maxGuests,
  coverKey: sql<string | null>`${listings.images}[1]`,
  createdAt: listings.createdAt,
};

export type CardRow = {
  id: string;
  title: string;
  city: string;
  country: string;
  category: string;
  isVehicle: boolean;
  price: number;
  maxGuests: number;
  coverKey: string | null;
  createdAt: Date | string;
};

const NO_RATING: RatingSummary = { average: null, count: 0 };

export async function loadImages(keys: string[]): Promise<Map<string, ImageRef>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const rows = await getDb()
    .select({ key: mediaFiles.key, widths: mediaFiles.widths, width: mediaFiles.width, height: mediaFiles.height })
    .from(mediaFiles)
    .where(inArray(mediaFiles.key, unique));
  return new Map(rows.map((row) => [row.key, { ...row, widths: [...row.widths].sort((a, b) => a - b) }]));
}

export async function loadRatings(listingIds: string[]): Promise<Map<string, RatingSummary>> {
  if (listingIds.length === 0) return new Map();
  const rows = await getDb()
    .select({
      listingId: reviews.listingId,
      average: sql<number>`avg(${reviews.rating})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.listingId, listingIds))
    .groupBy(reviews.listingId);
  return new Map(
    rows.map((row) => [
      row.listingId,
      { average: Math.round(Number(row.average) * 100) / 100, count: Number(row.count) },
    ]),
  );
}

export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export async function toCards(rows: CardRow[]): Promise<ListingCard[]> {
  const [images, ratings] = await Promise.all([
    loadImages(rows.flatMap((row) => (row.coverKey ? [row.coverKey] : []))),
    loadRatings(rows.map((row) => row.id)),
  ]);
  return rows.map(({ coverKey, createdAt, ...row }) => ({
    ...row,
    cover: (coverKey && images.get(coverKey)) || null,
    rating: ratings.get(row.id) ?? NO_RATING,
    createdAt: toIsoString(createdAt),
  }));
}
