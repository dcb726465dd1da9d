// Sessions: their metadata is exported (never the token); deletion ends every one of them.
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { sessions } from "#server/db/schema";
import type { PersonalDataPart } from "./part.server";

export const sessionsPart: PersonalDataPart = {
  name: "sessions",
  async export(userId: string, db: Database) {
    return db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt));
  },
  async erase(userId: string, db: Database) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },
};
