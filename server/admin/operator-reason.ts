// The reason an administrator must give for every action on someone's listing, account,
// roles or booking (issue 16). It is kept for ever in admin_actions and read by the person
// concerned (notification, e-mail, sign-in page), so it is required, bounded and plain
// text: control characters and direction overrides are dropped, line breaks kept.
export const OPERATOR_REASON_MAX = 500;

export type ReasonProblem = "reason_required" | "reason_too_long";

export function readOperatorReason(
  value: unknown,
): { ok: true; reason: string } | { ok: false; problem: ReasonProblem } {
  const raw = typeof value === "string" ? value : "";
  const cleaned = raw
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, "")
    .trim();
  if (!cleaned) return { ok: false, problem: "reason_required" };
  if (Array.from(cleaned).length > OPERATOR_REASON_MAX) return { ok: false, problem: "reason_too_long" };
  return { ok: true, reason: cleaned };
}
