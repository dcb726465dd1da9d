// better-auth answers in English with stable codes; the person reads French. Every code
// our forms can meet is translated here, anything else falls back to the spec's generic
// message (never a raw English or internal text).
import { isAPIError } from "better-auth/api";
import { auth as messages } from "#common/texts/fr/auth";

export const ACCOUNT_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
} as const;

/** Our own codes, thrown from better-auth hooks (so they also guard /api/auth/*). */
export const AUTH_ERROR_CODES = {
  TOO_MANY_SIGN_IN_ATTEMPTS: { code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: messages.errors.tooManyAttempts },
  INVALID_NAME: { code: "INVALID_NAME", message: messages.validation.username },
  NAME_TOO_LONG: { code: "NAME_TOO_LONG", message: messages.validation.usernameTooLong },
};

const frenchByCode: Record<string, string> = {
  TOO_MANY_SIGN_IN_ATTEMPTS: messages.errors.tooManyAttempts,
  INVALID_NAME: messages.validation.username,
  NAME_TOO_LONG: messages.validation.usernameTooLong,
  INVALID_EMAIL_OR_PASSWORD: messages.errors.invalidCredentials,
  INVALID_EMAIL: messages.validation.email,
  INVALID_PASSWORD: messages.errors.invalidCredentials,
  PASSWORD_TOO_SHORT: messages.validation.password,
  PASSWORD_TOO_LONG: messages.validation.passwordTooLong,
  USER_ALREADY_EXISTS: messages.errors.emailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.errors.emailTaken,
  INVALID_TOKEN: messages.errors.invalidResetLink,
  TOKEN_EXPIRED: messages.errors.invalidResetLink,
};

/** The French server message for a failed better-auth call, or `fallback`. */
export function frenchAuthError(error: unknown, fallback: string): string {
  if (isAPIError(error)) {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    if (typeof code === "string" && frenchByCode[code]) return frenchByCode[code]!;
    if (error.statusCode === 429) return messages.errors.tooManyRequests;
  }
  return fallback;
}
