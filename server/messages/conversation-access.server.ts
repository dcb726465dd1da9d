// Who may read a conversation: its traveler and its host, and an administrator only once
// one of the two has reported it. Anyone else reads it as missing (a 404, never a 403:
// its existence is not revealed).
import { eq } from "drizzle-orm";
import { parseId } from "#common/ids";
import { getDb, type Database } from "#server/db/client.server";
import { conversations } from "#server/db/schema";
import type { ConversationRole } from "./types";

export type Conversation = typeof conversations.$inferSelect;
export type Reader = { id: string; roles: readonly string[] };

/** The reader's side in the conversation, or null when they may not read it. */
export function roleIn(conversation: Conversation, reader: Reader): ConversationRole | null {
  if (conversation.travelerId === reader.id) return "traveler";
  if (conversation.hostId === reader.id) return "host";
  if (reader.roles.includes("admin") && conversation.reportedAt) return "admin";
  return null;
}

export async function findReadableConversation(
  rawId: unknown,
  reader: Reader,
  db: Database = getDb(),
): Promise<{ conversation: Conversation; role: ConversationRole } | null> {
  const id = parseId(rawId);
  if (!id) return null;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!conversation) return null;
  const role = roleIn(conversation, reader);
  return role ? { conversation, role } : null;
}
