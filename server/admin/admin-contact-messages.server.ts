// The messages tab: what visitors wrote through /contact, newest first. An administrator
// marks a message handled once answered (by e-mail, outside the site).
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { isId } from "#common/ids";
import { getDb } from "#server/db/client.server";
import { contactMessages } from "#server/db/schema";
import { pageWindow, toPage, type Page } from "./dashboard-query";
import type { AdminContactMessage } from "./types";

export const MESSAGES_PAGE_SIZE = 10;

export async function listContactMessages(page: number): Promise<Page<AdminContactMessage>> {
  const db = getDb();
  const { limit, offset } = pageWindow(page, MESSAGES_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(contactMessages),
  ]);
  // The sender's address stays whole: it is the one an administrator answers.
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handled: row.handledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return toPage(items, Number(total?.value ?? 0), page, MESSAGES_PAGE_SIZE);
}

/** False when the id is unknown, malformed or the message was already handled. */
export async function markContactMessageHandled(id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await getDb()
    .update(contactMessages)
    .set({ handledAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
