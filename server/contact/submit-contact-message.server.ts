// A contact message is stored, e-mailed to support and announced to every administrator
// in one transaction: either all three happen or none does. The same message sent again
// within a few minutes (a double click, a resent form) is the one already stored.
import { and, eq, gt, sql } from "drizzle-orm";
import { DEFAULT_LANG } from "#common/i18n";
import { getDb, type Database } from "#server/db/client.server";
import { contactMessages } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { getEnv } from "#server/env.server";
import { notifyAdmins } from "#server/notifications/notifications.server";
import type { ContactMessageInput } from "./contact-schema";

const RESEND_WINDOW_MINUTES = 10;

/**
 * The same message stored within the last few minutes (a double click, a resent form), if
 * any: sending it again stores nothing, so it does not count against the sender's limit.
 */
export async function findResent(input: ContactMessageInput, db: Database = getDb()) {
  const [already] = await db
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
  return already ?? null;
}

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
    const already = await findResent(input, tx);
    if (already) return already;

    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: options.userId ?? null })
      .returning();
    const message = stored!;

    // Support reads the site's reference language.
    await queueEmail(tx, {
      to: supportEmail,
      template: "contact-message",
      params: {
        id: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        createdAt: message.createdAt.toISOString(),
      },
      lang: DEFAULT_LANG,
      dedupeKey: `contact-message:${message.id}`,
    });

    await notifyAdmins(tx, {
      kind: "contact_message",
      template: "contactMessage",
      args: [message.name, message.email, message.subject],
      link: "/admin-dashboard",
    });
    return message;
  });
}
