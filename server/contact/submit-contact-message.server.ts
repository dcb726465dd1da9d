// A contact message is stored, e-mailed to support and announced to every administrator
// in one transaction: either all three happen or none does. The same message sent again
// within a few minutes (a double click, a resent form) is the one already stored.
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, type Database } from "#server/db/client.server";
import { contactMessages, notifications, userRoles } from "#server/db/schema";
import { getEnv } from "#server/env.server";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";
import { buildContactEmail } from "./contact-email.server";
import type { ContactMessageInput } from "./contact-schema";

const NOTIFICATION_PREVIEW = 280;
const RESEND_WINDOW_MINUTES = 10;

/** `input` must come from parseContactForm (trimmed and bounded). Returns the stored row. */
export async function submitContactMessage(
  input: ContactMessageInput,
  options: { userId?: string | null; db?: Database } = {},
) {
  const db = options.db ?? getDb();
  const supportEmail = getEnv().SUPPORT_EMAIL;
  return db.transaction(async (tx) => {
    // Two identical posts arriving together take turns here, so the second sees the first.
    const fingerprint = [input.email, input.name, input.subject, input.message].join("\u0001");
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${fingerprint}))`);
    const [already] = await tx
      .select()
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.email, input.email),
          eq(contactMessages.name, input.name),
          eq(contactMessages.subject, input.subject),
          eq(contactMessages.message, input.message),
          gt(contactMessages.createdAt, sql`now() - make_interval(mins => ${RESEND_WINDOW_MINUTES})`),
        ),
      )
      .limit(1);
    if (already) return already;

    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: options.userId ?? null })
      .returning();
    const message = stored!;

    const email = buildContactEmail(message);
    await enqueueEmail(tx, {
      to: supportEmail,
      ...email,
      template: "contact-message",
      dedupeKey: `contact-message:${message.id}`,
    });

    const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
    if (admins.length > 0) {
      const preview = `${message.name} (${message.email}) : ${message.subject}`;
      await tx.insert(notifications).values(
        admins.map((admin) => ({
          userId: admin.userId,
          kind: "contact_message",
          title: "Nouveau message de contact",
          message: Array.from(preview).slice(0, NOTIFICATION_PREVIEW).join(""),
          link: "/admin-dashboard",
        })),
      );
    }
    return message;
  });
}
