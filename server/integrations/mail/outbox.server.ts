// The durable e-mail outbox. Callers enqueue inside their own transaction, so an e-mail
// exists exactly when what it reports was committed; the worker (outbox-worker.server.ts)
// sends it later, with retries. Nothing here talks to a mail server.
import { and, eq, inArray, sql } from "drizzle-orm";
import { isId } from "#common/ids";
import type { Database } from "#server/db/client.server";
import { getDb } from "#server/db/client.server";
import { emailOutbox } from "#server/db/schema";

export type EmailToQueue = {
  to: string;
  /** The words of this moment (shown in the administrators' view of the queue). */
  subject: string;
  text: string;
  html?: string;
  /** The template's name (server/emails/templates.server.ts), for the admin view and the renderer. */
  template: string;
  /** The template's parameters and the recipient's language: the worker renders with them. */
  params?: Record<string, unknown>;
  lang?: string;
  /** The same key twice queues one e-mail: a retried request never mails twice. */
  dedupeKey?: string;
  /** Not before this moment (reminders). Default: now. */
  sendAfter?: Date;
  maxAttempts?: number;
};

// Header values must stay on one line: a newline in a subject would be a header injection.
const singleLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/**
 * Queues one e-mail. `db` may be a transaction (`tx` inside `db.transaction`): the row is
 * then written, or not, together with the caller's changes. Returns the outbox id, or
 * null when an e-mail with the same dedupeKey was already queued.
 */
export async function enqueueEmail(db: Database, email: EmailToQueue): Promise<string | null> {
  const rows = await db
    .insert(emailOutbox)
    .values({
      toAddress: singleLine(email.to),
      subject: singleLine(email.subject),
      textBody: email.text,
      htmlBody: email.html ?? null,
      template: email.template,
      params: email.params ?? null,
      ...(email.lang ? { lang: email.lang } : {}),
      dedupeKey: email.dedupeKey ?? null,
      ...(email.sendAfter ? { nextAttemptAt: email.sendAfter } : {}),
      ...(email.maxAttempts ? { maxAttempts: email.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows[0]?.id ?? null;
}

/**
 * Puts a failed (or still queued) e-mail back in the queue for a fresh round of attempts,
 * due now. An e-mail being sent or already sent is left alone. Returns whether it was
 * requeued.
 */
export async function retryEmail(id: string, db: Database = getDb()): Promise<boolean> {
  // An id from a form or a URL: a malformed one is simply not found (never a SQL error).
  if (!isId(id)) return false;
  const rows = await db
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "queued"])))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}
