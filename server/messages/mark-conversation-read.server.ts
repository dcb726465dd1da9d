// Marks a conversation read for one of its two people (the page posts it once shown; a
// reply marks it too). Administrators reading a reported conversation change nothing.
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { conversations } from "#server/db/schema";
import { findReadableConversation, type Reader } from "./conversation-access.server";

export async function markConversationRead(
  conversationId: unknown,
  reader: Reader,
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<{ ok: true } | { ok: false; reason: "not_found" }> {
  const found = await findReadableConversation(conversationId, reader, db);
  if (!found) return { ok: false, reason: "not_found" };
  if (found.role === "admin") return { ok: true };
  await db
    .update(conversations)
    .set(found.role === "traveler" ? { travelerReadAt: now } : { hostReadAt: now })
    .where(eq(conversations.id, found.conversation.id));
  return { ok: true };
}
