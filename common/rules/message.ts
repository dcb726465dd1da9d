// A message's limits, shared by the form (maxlength) and the server (server/messages):
// the size in characters like PostgreSQL's char_length (the table's CHECK says the same),
// the hourly number per account, the e-mail throttle per conversation and recipient.
import { hasForbiddenCharacters, visiblePart } from "#common/text-input";

export const messageLimits = {
  body: 2000,
  reportReason: 1000,
  perHour: 30,
  emailEveryMinutes: 15,
} as const;

export type MessageTextProblem = "required" | "too_long" | "invalid";
export type MessageTextCheck = { ok: true; text: string } | { ok: false; problem: MessageTextProblem };

/**
 * A typed text (a message, a report's reason) as it is stored: line breaks made "\n",
 * trimmed; refused when empty to the eye, longer than `max` characters, or holding a NUL,
 * control or direction-override character.
 */
export function checkMessageText(raw: unknown, max: number): MessageTextCheck {
  const value = typeof raw === "string" ? raw : "";
  if (hasForbiddenCharacters(value)) return { ok: false, problem: "invalid" };
  const text = value.replace(/\r\n?/g, "\n").trim();
  if (!visiblePart(text)) return { ok: false, problem: "required" };
  if (Array.from(text).length > max) return { ok: false, problem: "too_long" };
  return { ok: true, text };
}
