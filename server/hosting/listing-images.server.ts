// A listing may only show pictures its host uploaded (media_files.owner_id): nobody can
// attach another host's photo by copying its key. Keys the listing already holds stay
// allowed on edit (a picture whose owner row was detached keeps showing).
import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../notifications/notifications.server";
import { mediaFiles } from "../db/schema";

export async function allImagesOwned(
  db: DatabaseOrTransaction,
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
