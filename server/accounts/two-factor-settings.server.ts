// The second factor's fixed settings, shared by better-auth's configuration (auth.server.ts)
// and the enrolment and sign-in steps (two-factor.server.ts).

/** The name an authenticator app shows beside the account. */
export const TOTP_ISSUER = "Bénin Voyages";

/** RFC 6238 as every authenticator app reads it: 6 digits, a new code every 30 seconds. */
export const TOTP_OPTIONS = { digits: 6, period: 30 } as const;

/** The endpoint that checks a code (and, at sign-in, creates the session). */
export const VERIFY_TOTP_PATH = "/two-factor/verify-totp";

/** Codes typed by a signed-in administrator (enrolment, an older session): per account. */
export const SESSION_CODE_LIMIT = { window: 15 * 60, max: 5 };
