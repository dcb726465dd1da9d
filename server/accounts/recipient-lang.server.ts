// The language a person reads their e-mails and notifications in (profiles.lang), or the
// reference one for an address that is no account.
import { eq } from "drizzle-orm";
import { langOrDefault, type Lang } from "#common/i18n";
import { getDb, type Database } from "#server/db/client.server";
import { profiles } from "#server/db/schema";

export async function recipientLang(userId: string | null | undefined, db: Database = getDb()): Promise<Lang> {
  if (!userId) return langOrDefault(null);
  const [row] = await db.select({ lang: profiles.lang }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return langOrDefault(row?.lang);
}
