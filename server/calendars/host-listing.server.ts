// The listing a host manages calendars for: theirs, or nothing (an unknown id, another
// host's listing and a malformed id all answer null, so nothing tells them apart).
import { and, eq } from "drizzle-orm";
import { isId } from "#common/ids";
import type { Database } from "#server/db/client.server";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";

export async function ownListing(
  userId: string,
  listingId: string,
  db: Database = getDb(),
): Promise<{ id: string; title: string } | null> {
  if (!isId(listingId)) return null;
  const [row] = await db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.id, listingId.toLowerCase()), eq(listings.userId, userId)));
  return row ?? null;
}
