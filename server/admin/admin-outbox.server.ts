// The e-mails tab: the outbox as the worker sees it (queued, sending, sent, failed), newest
// first, so an administrator can see a host notification stuck on a failing mail server
// and send it again (retryEmail).
import { count, desc, eq } from "drizzle-orm";
import { getDb } from "#server/db/client.server";
import { emailOutbox } from "#server/db/schema";
import { pageWindow, toPage, type EmailStatus, type Page } from "./dashboard-query";
import { maskEmail } from "./mask-email";
import type { AdminEmail } from "./types";

export const EMAILS_PAGE_SIZE = 20;

export async function listOutboxEmails(page: number, status?: EmailStatus): Promise<Page<AdminEmail>> {
  const db = getDb();
  const { limit, offset } = pageWindow(page, EMAILS_PAGE_SIZE);
  const where = status ? eq(emailOutbox.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(emailOutbox).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    maskedTo: maskEmail(row.toAddress),
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    // Errors come from mail servers: bounded so a chatty one cannot bloat the page.
    lastError: row.lastError ? row.lastError.slice(0, 300) : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return toPage(items, Number(total?.value ?? 0), page, EMAILS_PAGE_SIZE);
}
