// The person's notifications: exported as written; deleted with the account.
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { notifications } from "#server/db/schema";
import type { PersonalDataPart } from "./part.server";

export const notificationsPart: PersonalDataPart = {
  name: "notifications",
  async export(userId: string, db: Database) {
    return db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt));
  },
  async erase(userId: string, db: Database) {
    await db.delete(notifications).where(eq(notifications.userId, userId));
  },
};
