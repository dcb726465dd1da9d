// A listing may only show pictures its host uploaded (media_files.owner_id): nobody can
// attach another host's photo by copying its key. Keys the listing already holds stay
// allowed on edit (a picture whose owner row was detached keeps showing).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { listings, mediaFiles } from "#server/db/schema";

export async function allImagesOwned(
  db: Database,
  userId: string,
  keys: string[],
  alreadyOnListing: readonly string[] = [],
): Promise<boolean> {
  const toCheck = keys.filter((key) => !alreadyOnListing.includes(key));
  if (!toCheck.length) return true;
  const rows = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.key, toCheck), eq(mediaFiles.ownerId, userId)));
  return rows.length === new Set(toCheck).size;
}

/**
 * Whether one of these pictures already illustrates a listing. Each upload makes a new
 * key for one listing, so a key seen twice is the same form sent twice (a double click):
 * the pictures' rows are locked first, so two such posts take turns and the second sees
 * the listing the first one created. Call inside the creating transaction.
 */
export async function imagesAlreadyUsed(db: Database, keys: string[]): Promise<boolean> {
  if (!keys.length) return false;
  await db.select({ key: mediaFiles.key }).from(mediaFiles).where(inArray(mediaFiles.key, keys)).for("update");
  const [used] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      sql`${listings.images} && ARRAY[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`,
    )
    .limit(1);
  return Boolean(used);
}
