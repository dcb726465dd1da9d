// What the messages pages' posts do, shared by /messages/<id> and the two entry points
// (/messages/listing/<id>, /messages/booking/<id>): read the form, run the operation,
// answer the refusal in the reader's words or the address to go to (Post/Redirect/Get).
import type { Lang } from "#common/i18n";
import { messageLimits } from "#common/rules/message";
import { readForm, textField } from "#server/http/form-data.server";
import { refusal } from "#server/http/refusals.server";
import type { Reader } from "./conversation-access.server";
import type { ConversationSubject } from "./conversation-entry.server";
import { markConversationRead } from "./mark-conversation-read.server";
import { reportConversation } from "./report-conversation.server";
import { sendMessage } from "./send-message.server";

export type MessageActionAnswer =
  | { kind: "redirect"; to: string }
  | { kind: "refused"; status: number; intent: "send" | "report"; error: string; values: Record<string, string> }
  | { kind: "done"; status: number };

// Room for the longest text written with multi-byte characters, then bounded by the rule.
const FIELD_MAX = messageLimits.body * 4 + 16;

export async function answerMessagePost(
  request: Request,
  reader: Reader,
  target: { conversationId: string } | ConversationSubject,
  lang: Lang,
): Promise<MessageActionAnswer> {
  const form = await readForm(request);
  const intent = textField(form, "intent", 20);
  if (intent === "send") {
    const body = textField(form, "body", FIELD_MAX);
    const result = await sendMessage({ sender: reader, target, body });
    if (result.ok) return { kind: "redirect", to: `/messages/${result.conversationId}` };
    const { status, message } = refusal("message", result.reason, lang);
    return { kind: "refused", status, intent, error: message, values: { body: body.replaceAll("\u0000", "") } };
  }
  if ("conversationId" in target && intent === "report") {
    const reason = textField(form, "reason", FIELD_MAX);
    const result = await reportConversation({ conversationId: target.conversationId, reporter: reader, reason });
    if (result.ok) return { kind: "redirect", to: `/messages/${target.conversationId}` };
    const { status, message } = refusal("report", result.reason, lang);
    return { kind: "refused", status, intent, error: message, values: { reason: reason.replaceAll("\u0000", "") } };
  }
  if ("conversationId" in target && intent === "read") {
    const result = await markConversationRead(target.conversationId, reader);
    return { kind: "done", status: result.ok ? 200 : 404 };
  }
  return { kind: "done", status: 400 };
}
