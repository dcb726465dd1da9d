// The search's cards in one query: the listing, its cover picture (media_files) and its
// rating summary (reviews) joined in SQL. toCards() does the same in three queries; on a
// search answered at hundreds per second, each query saved is a round trip, a plan and a
// result parse saved (docs/decisions/004-search-at-scale.md).
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ImageRef } from "#common/media";
import { getDb } from "#server/db/client.server";
import { listings, mediaFiles, reviews } from "#server/db/schema";
import { cardColumns, toIsoString } from "./listing-cards.server";
import type { ListingCard } from "./types";

type OrderTerm = Parameters<ReturnType<typeof selectCards>["orderBy"]>[0];

function selectCards() {
  const db = getDb();
  const rating = db
    .select({
      average: sql<number | null>`avg(${reviews.rating})::float8`.as("average"),
      count: sql<number>`count(*)::int`.as("count"),
    })
    .from(reviews)
    .where(eq(reviews.listingId, listings.id))
    .as("rating");
  return db
    .select({
      ...cardColumns,
      coverWidths: mediaFiles.widths,
      coverWidth: mediaFiles.width,
      coverHeight: mediaFiles.height,
      ratingAverage: rating.average,
      ratingCount: rating.count,
    })
    .from(listings)
    .leftJoin(mediaFiles, eq(mediaFiles.key, cardColumns.coverKey))
    .leftJoinLateral(rating, sql`true`);
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];

function toCard(row: JoinedRow): ListingCard {
  const { coverKey, coverWidths, coverWidth, coverHeight, ratingAverage, ratingCount, createdAt, ...card } = row;
  const cover: ImageRef | null =
    coverKey && coverWidths && coverWidth && coverHeight
      ? { key: coverKey, widths: [...coverWidths].sort((a, b) => a - b), width: coverWidth, height: coverHeight }
      : null;
  const count = Number(ratingCount ?? 0);
  return {
    ...card,
    cover,
    rating: count > 0 ? { average: Math.round(Number(ratingAverage) * 100) / 100, count } : { average: null, count: 0 },
    createdAt: toIsoString(createdAt),
  };
}

/** A page of matches in the given order, read straight from the ordered indexes. */
export async function orderedCards(
  where: SQL,
  order: OrderTerm[],
  limit: number,
  offset: number,
): Promise<ListingCard[]> {
  const rows = await selectCards()
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toCard);
}

/** The cards of these listings, in the order of `ids`. */
export async function cardsByIds(ids: string[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards().where(inArray(listings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}
