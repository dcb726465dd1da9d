// Whether the listing page offers 'Contacter l'hôte' to this person: everyone signed in
// but the listing's own host (who has nobody to write to about it).
import { and, eq, ne } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { listings } from "#server/db/schema";

export async function canContactHost(listingId: string, userId: string, db: Database = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), ne(listings.userId, userId)));
  return Boolean(row);
}
