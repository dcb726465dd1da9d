// The media_files table: one row per stored picture (all its widths share the key).
import { desc, eq, inArray } from "drizzle-orm";
import type { ImageRef } from "#common/media";
import { getDb } from "#server/db/client.server";
import { mediaFiles } from "#server/db/schema";

export async function insertMediaFile(row: typeof mediaFiles.$inferInsert) {
  await getDb().insert(mediaFiles).values(row);
}

export async function findMediaFileByHash(contentHash: string) {
  const [row] = await getDb()
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.contentHash, contentHash))
    .orderBy(desc(mediaFiles.createdAt))
    .limit(1);
  return row ?? null;
}

/** The pictures of a listing, in the listing's order; unknown keys are skipped. */
export async function getImageRefs(keys: string[]): Promise<ImageRef[]> {
  if (!keys.length) return [];
  const rows = await getDb()
    .select({ key: mediaFiles.key, widths: mediaFiles.widths, width: mediaFiles.width, height: mediaFiles.height })
    .from(mediaFiles)
    .where(inArray(mediaFiles.key, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row
      ? [{ key: row.key, widths: [...row.widths].sort((a, b) => a - b), width: row.width, height: row.height }]
      : [];
  });
}

/** One stored picture's row (the preview JPEG made on demand needs its widths). */
export async function findMediaFileByKey(key: string) {
  const [row] = await getDb().select().from(mediaFiles).where(eq(mediaFiles.key, key)).limit(1);
  return row ?? null;
}
