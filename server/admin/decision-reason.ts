// The reason an administrator gives for a rejection, as the server accepts it. The host
// reads it in /my-listings and in an e-mail, so it is bounded (the column allows 1000
// characters) and kept as plain text: React and the e-mail template escape it.
import { z } from "zod";
import { DEFAULT_LANG } from "#common/i18n";
import { adminTexts } from "#common/texts/admin";

export const REJECTION_REASON_MAX = 1000;

const characterCount = (value: string) => Array.from(value).length;

/** The code of a reason over the limit (worded by server/http/refusals.server.ts). */
export const REASON_TOO_LONG = "reason_too_long";

/**
 * Empty means the default reason, stored in the site's reference language (the language
 * administrators write their reasons in). Control characters (NUL included, which
 * PostgreSQL text refuses) and direction overrides (they reorder what the host reads)
 * are dropped; line breaks are kept.
 */
export const rejectionReasonSchema = z.unknown().transform((value, context) => {
  const raw = typeof value === "string" ? value : "";
  const cleaned = raw
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses or removes
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, "")
    .trim();
  if (!cleaned) return adminTexts[DEFAULT_LANG].defaultRejectionReason;
  if (characterCount(cleaned) > REJECTION_REASON_MAX) {
    context.addIssue({ code: "custom", message: REASON_TOO_LONG });
    return z.NEVER;
  }
  return cleaned;
});
