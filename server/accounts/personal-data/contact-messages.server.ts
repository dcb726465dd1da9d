// What the person wrote through the contact form while signed in: exported; on deletion
// the name and e-mail are replaced (the message stays for the team's records).
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { contactMessages } from "#server/db/schema";
import { DELETED_NAME, deletedEmail, type PersonalDataPart } from "./part.server";

export const contactMessagesPart: PersonalDataPart = {
  name: "contactMessages",
  async export(userId: string, db: Database) {
    return db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(desc(contactMessages.createdAt));
  },
  async erase(userId: string, db: Database) {
    await db
      .update(contactMessages)
      .set({ name: DELETED_NAME, email: deletedEmail(userId) })
      .where(eq(contactMessages.userId, userId));
  },
};
