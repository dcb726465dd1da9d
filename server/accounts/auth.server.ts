// better-auth, configured for this product: e-mail and password accounts, sessions kept
// in the `sessions` table (revocable at once in every process: no cookie cache; tokens
// stored only as their hash), sign-in
// limits in `rate_limits`, reset links through the e-mail outbox.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { now } from "#common/clock";
import { getDatabaseHandle, type Database, type DatabaseHandle } from "#server/db/client.server";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { getEnv, type Env } from "#server/env.server";
import { CLIENT_IP_HEADER } from "#server/security/client-ip.server";
import { consumeRateLimit } from "#server/security/rate-limit-store.server";
import { loadApplicationSecret } from "./application-secret.server";
import { ACCOUNT_LIMITS, AUTH_ERROR_CODES } from "./auth-errors.server";
import { emailVerificationOptions } from "./email-verification.server";
import { endOtherResetLinksAndSessions } from "./password-reset-effects.server";
import { passwordResetUrl } from "./password-reset-email.server";
import { recipientLang } from "./recipient-lang.server";
import { withHashedSessionTokens } from "./session-token-hash.server";
import { reserveSignIn, settleSignIn, SIGN_IN_PATH } from "./sign-in-guard.server";
import { refuseSuspendedAccount } from "./suspended-account.server";
import { TOTP_ISSUER, TOTP_OPTIONS, VERIFY_TOTP_PATH } from "./two-factor-settings.server";

const DAY = 24 * 60 * 60;
/** A session ends this long after its sign-in, however often it is used (migration 0011). */
export const SESSION_MAX_LIFETIME_DAYS = 30;
/** A session ends this long after it was last renewed (sliding expiry)… */
export const SESSION_EXPIRES_IN_DAYS = 7;
/** …and is renewed by a request at most once this often. */
export const SESSION_UPDATE_AGE_DAYS = 1;

export const AUTH_BASE_PATH = "/api/auth";
/** Our cookies' prefix: the session cookie is `bv.session_token` (`__Host-` over https). */
export const COOKIE_PREFIX = "bv";
const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

// Checks that must hold whichever way a request arrives: our own forms (auth.api) or a
// direct call to /api/auth/*.
const beforeHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path === SIGN_IN_PATH) await reserveSignIn(ctx);
  if (ctx.path === "/sign-up/email") {
    const name = typeof ctx.body?.name === "string" ? ctx.body.name.trim() : "";
    // Characters (code points), as the form counts them: an emoji is one, not two.
    const length = [...name].length;
    if (length < ACCOUNT_LIMITS.nameMin) throw new APIError("BAD_REQUEST", AUTH_ERROR_CODES.INVALID_NAME);
    if (length > ACCOUNT_LIMITS.nameMax) throw new APIError("BAD_REQUEST", AUTH_ERROR_CODES.NAME_TOO_LONG);
  }
});

const afterHook = createAuthMiddleware(async (ctx) => {
  // A successful sign-in gives its reserved attempt back: only failures count.
  if (ctx.path === SIGN_IN_PATH) await settleSignIn(ctx);
});

/**
 * Secure cookies only in production behind https: `npm start` on http://localhost must
 * keep working (a browser drops a Secure cookie sent over plain http).
 */
export function secureCookies(env: Pick<Env, "NODE_ENV" | "publicUrl">) {
  return env.NODE_ENV === "production" && env.publicUrl.startsWith("https://");
}

/**
 * Over https the session cookie is `__Host-bv.session_token`: browsers accept that name
 * only with Secure, Path=/ and no Domain, from this very host. Neither plain http nor
 * another host of the domain (a subdomain) can plant or overwrite it, which `__Secure-`
 * alone did not prevent.
 */
export function sessionCookieName(env: Pick<Env, "NODE_ENV" | "publicUrl">) {
  return secureCookies(env) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

function createAuth(db: Database, secret: string) {
  const env = getEnv();
  return betterAuth({
    appName: "Bénin Voyages",
    baseURL: env.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [env.publicUrl],
    // Session tokens are stored hashed (session-token-hash.server.ts).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          user: users,
          session: sessions,
          account: accounts,
          verification: verifications,
          rateLimit: rateLimits,
          twoFactor: twoFactors,
        },
        // Sign-up writes the user (and, by trigger, the profile and role) and the password
        // account together or not at all.
        transaction: true,
      }),
    ),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: ACCOUNT_LIMITS.passwordMin,
      maxPasswordLength: ACCOUNT_LIMITS.passwordMax,
      // After sign-up the person signs in; duplicates are answered by our
      // sign-up action before better-auth is called (see sign-up.server.ts).
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => endOtherResetLinksAndSessions(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        await queueEmail(db, {
          to: user.email,
          template: "password-reset",
          params: { name: user.name, url: passwordResetUrl(token) },
          lang: await recipientLang(user.id, db),
          // One e-mail per token: a retried request never mails the same link twice.
          dedupeKey: `password-reset:${user.id}:${token.slice(0, 12)}`,
        });
      },
    },
    emailVerification: emailVerificationOptions(db),
    session: {
      expiresIn: SESSION_EXPIRES_IN_DAYS * DAY,
      // Sliding expiry: a session used at least once a day stays open, but never more than
      // 30 days after its sign-in (SESSION_MAX_LIFETIME_DAYS, held by migration 0011's trigger).
      updateAge: SESSION_UPDATE_AGE_DAYS * DAY,
      cookieCache: { enabled: false },
      // Signing in is typing the password: recent-password.server.ts reads it.
      additionalFields: {
        passwordConfirmedAt: { type: "date", required: false, input: false },
        // Only a session that passed the second factor counts as an administrator's
        // (session-user.server.ts).
        twoFactorVerifiedAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A session is created by verify-totp only once its code was right (the sign-in's
          // second step, or the enrolment's first code); every other way leaves it unmarked.
          before: async (session, context) => {
            // A suspended account gets no session, whichever way it signs in (issue 16).
            await refuseSuspendedAccount(db, session.userId);
            return {
              data: {
                ...session,
                passwordConfirmedAt: now(),
                twoFactorVerifiedAt: context?.path === VERIFY_TOTP_PATH ? now() : null,
              },
            };
          },
        },
      },
    },
    // Reset tokens are stored hashed: a copy of the database does not let anyone reset.
    verification: { storeIdentifier: "hashed" },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: { consume: (key, rule) => consumeRateLimit(`auth:${key}`, rule) },
    },
    hooks: { before: beforeHook, after: afterHook },
    // TOTP for administrators (two-factor.server.ts): once enrolled, signing in answers
    // `twoFactorRedirect` and no session exists until verify-totp gets a right code.
    plugins: [twoFactor({ issuer: TOTP_ISSUER, totpOptions: TOTP_OPTIONS })],
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Explicit: better-auth skips its Origin check when NODE_ENV is 'test'; we test it.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // better-auth's own prefix would be `__Secure-`: the name is ours (sessionCookieName),
      // and every cookie is Secure over https.
      useSecureCookies: false,
      cookies: { session_token: { name: sessionCookieName(env) } },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(env) },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    logger: { level: env.NODE_ENV === "test" ? "error" : "warn" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per database handle (tests open a fresh database per file).
const instances = new WeakMap<DatabaseHandle, Promise<Auth>>();

export function getAuth(): Promise<Auth> {
  const handle = getDatabaseHandle();
  let instance = instances.get(handle);
  if (!instance) {
    instance = loadApplicationSecret(handle).then((secret) => createAuth(handle.db, secret));
    instance.catch(() => instances.delete(handle));
    instances.set(handle, instance);
  }
  return instance;
}
