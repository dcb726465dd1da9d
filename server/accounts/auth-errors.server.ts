// better-auth answers with stable English codes; our domain answers with its own reason
// codes (server/http/refusals.server.ts gives their words in the reader's language). Every
// code our forms can meet is mapped here; anything else falls back to the operation's
// generic reason (never a raw English or internal text).
import { isAPIError } from "better-auth/api";
import { DEFAULT_LANG } from "#common/i18n";
import { LIMITS } from "#common/rules/account";
import { authTexts } from "#common/texts/auth";

/** The account forms' limits, shared with better-auth's own checks. */
export const ACCOUNT_LIMITS = LIMITS;

export type AccountReason =
  | "invalid_fields"
  | "invalid_credentials"
  | "email_taken"
  | "too_many_attempts"
  | "too_many_requests"
  | "invalid_reset_link"
  | "invalid_name"
  | "name_too_long"
  | "invalid_email"
  | "password_too_short"
  | "password_too_long"
  | "sign_in_failed"
  | "sign_up_failed"
  | "password_confirmation_required"
  | "wrong_password"
  | "account_suspended";

// Thrown from better-auth hooks (so they also guard /api/auth/*, which answers in the
// reference language: no reader's language is known there).
const reference = authTexts[DEFAULT_LANG];
export const AUTH_ERROR_CODES = {
  TOO_MANY_SIGN_IN_ATTEMPTS: { code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: reference.errors.tooManyAttempts },
  INVALID_NAME: { code: "INVALID_NAME", message: reference.validation.username },
  NAME_TOO_LONG: { code: "NAME_TOO_LONG", message: reference.validation.usernameTooLong },
  ACCOUNT_SUSPENDED: { code: "ACCOUNT_SUSPENDED", message: reference.errors.accountSuspended },
};

const reasonByCode: Record<string, AccountReason> = {
  TOO_MANY_SIGN_IN_ATTEMPTS: "too_many_attempts",
  INVALID_NAME: "invalid_name",
  NAME_TOO_LONG: "name_too_long",
  ACCOUNT_SUSPENDED: "account_suspended",
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  INVALID_EMAIL: "invalid_email",
  INVALID_PASSWORD: "invalid_credentials",
  PASSWORD_TOO_SHORT: "password_too_short",
  PASSWORD_TOO_LONG: "password_too_long",
  USER_ALREADY_EXISTS: "email_taken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email_taken",
  INVALID_TOKEN: "invalid_reset_link",
  TOKEN_EXPIRED: "invalid_reset_link",
};

/** Our reason for a failed better-auth call, or `fallback`. */
export function authErrorReason(error: unknown, fallback: AccountReason): AccountReason {
  if (isAPIError(error)) {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    if (typeof code === "string" && reasonByCode[code]) return reasonByCode[code]!;
    if (error.statusCode === 429) return "too_many_requests";
  }
  return fallback;
}
