// 'Signaler': one of the two people reports the conversation, with a reason; from then on
// administrators may read it (and only then), and each of them is notified. Reported once.
import { and, eq, isNull } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { checkMessageText, messageLimits, type MessageTextProblem } from "#common/rules/message";
import { getDb, type Database } from "#server/db/client.server";
import { conversations, listings } from "#server/db/schema";
import { notifyAdmins } from "#server/notifications/notifications.server";
import { findReadableConversation, type Reader } from "./conversation-access.server";

export type ReportRefusal = MessageTextProblem | "not_found" | "already_reported";

export async function reportConversation(
  input: { conversationId: unknown; reporter: Reader; reason: unknown },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<{ ok: true } | { ok: false; reason: ReportRefusal }> {
  const found = await findReadableConversation(input.conversationId, input.reporter, db);
  if (!found || found.role === "admin") return { ok: false, reason: "not_found" };
  const reason = checkMessageText(input.reason, messageLimits.reportReason);
  if (!reason.ok) return { ok: false, reason: reason.problem };
  return db.transaction(async (tx) => {
    const reported = await tx
      .update(conversations)
      .set({ reportedAt: now, reportedBy: input.reporter.id, reportReason: reason.text })
      .where(and(eq(conversations.id, found.conversation.id), isNull(conversations.reportedAt)))
      .returning({ id: conversations.id });
    if (!reported.length) return { ok: false, reason: "already_reported" } as const;
    const [listing] = await tx
      .select({ title: listings.title })
      .from(listings)
      .where(eq(listings.id, found.conversation.listingId));
    await notifyAdmins(tx, {
      kind: "conversation_reported",
      template: "conversationReported",
      args: [listing?.title ?? ""],
      link: `/messages/${found.conversation.id}`,
    });
    return { ok: true } as const;
  });
}
