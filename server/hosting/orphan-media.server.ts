// Pictures uploaded but never attached to a listing (a form abandoned, a photo removed
// before saving, a listing deleted) are removed after a day: files first, then the row,
// so a failure leaves a row to retry rather than a file nobody knows about.
import { sql } from "drizzle-orm";
import { getDb } from "#server/db/client.server";
import { getStorage } from "#server/integrations/storage/current-storage.server";
import { log } from "#server/observability/log.server";

export async function cleanupOrphanMedia(options: { olderThanHours?: number; limit?: number } = {}): Promise<number> {
  const hours = options.olderThanHours ?? 24;
  const limit = options.limit ?? 100;
  const orphans = await getDb().execute<{ key: string }>(sql`
    SELECT m.key FROM media_files m
    WHERE m.owner_id IS NOT NULL
      AND m.created_at < now() - make_interval(hours => ${hours}::int)
      AND NOT EXISTS (SELECT 1 FROM listings l WHERE m.key = ANY (l.images))
    ORDER BY m.created_at
    LIMIT ${limit}`);
  const keys = (orphans as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  let removed = 0;
  for (const key of keys) {
    try {
      await getStorage().delete(key);
      // Checked again in the DELETE: a listing saved meanwhile keeps its picture row.
      const deleted = await getDb().execute(sql`
        DELETE FROM media_files m WHERE m.key = ${key}
          AND NOT EXISTS (SELECT 1 FROM listings l WHERE m.key = ANY (l.images)) RETURNING m.key`);
      removed += (deleted as unknown as { rows: unknown[] }).rows.length;
    } catch (error) {
      log("media").error({ err: error }, `nettoyage de ${key} impossible`);
    }
  }
  return removed;
}
