// A signed-in page's session in one query (docs/decisions/037). better-auth's getSession
// costs three round trips on every signed-in request (the session, its user, then our
// profile and roles) and an HMAC in libuv's thread pool. This reads the same rows joined, in
// one query, straight from the database on every request (no cache: a session deleted by a
// sign-out, a password reset or a suspension in any process stops working at once).
//
// It answers only the common case, a session that better-auth would return untouched:
// - the cookie carries one session token with a valid signature (the same HMAC-SHA256 of
//   the token with the application secret as better-call's signed cookies);
// - its row exists and was renewed within the last day: more than 6 of its 7 days left, so
//   better-auth would neither end it nor renew it (and set no cookie), and it is under 30
//   days old (the absolute lifetime, migration 0011).
// Anything else (no row, a bad signature, a session to renew, to end, a cookie sent twice)
// returns null and session-user.server.ts asks better-auth, which decides as before.
// Asked by a page's root loader, the same query also counts the header's unread
// notifications and messages: one round trip instead of two (docs/decisions/049).
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { compiledQuery } from "#server/db/compiled-query.server";
import { getEnv } from "#server/env.server";
import {
  headerCountColumns,
  headerCountsOf,
  type CountColumns,
  type HeaderCounts,
} from "#server/notifications/header-counts.server";
import {
  getAuth,
  SESSION_EXPIRES_IN_DAYS,
  SESSION_MAX_LIFETIME_DAYS,
  SESSION_UPDATE_AGE_DAYS,
  sessionCookieName,
} from "./auth.server";
import type { Role } from "./roles.server";
import { hashSessionToken } from "./session-token-hash.server";

export type QuickSessionRow = {
  sessionId: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  passwordConfirmedAt: Date | null;
  twoFactorVerifiedAt: Date | null;
  fullName: string | null;
  userType: "traveler" | "host" | "admin" | null;
  roles: Role[] | null;
  /** The header's counts, when they were asked for. */
  counts?: HeaderCounts;
};

/** The session's token if the cookie header holds exactly one, correctly signed; else null. */
export function signedSessionToken(cookieHeader: string, cookieName: string, secret: string): string | null {
  const values = cookieHeader
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${cookieName}=`))
    .map((pair) => pair.slice(cookieName.length + 1));
  if (values.length !== 1) return null;
  let value: string;
  try {
    value = decodeURIComponent(values[0]!);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token, "utf8").digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

// A cookie header whose token was checked once in this process: its token's hash, without a
// second HMAC and SHA-256 (~1 % of a signed-in page's CPU, docs/decisions/053). Only headers
// that passed the check are kept, under the secret and cookie name they passed with, at most
// MAX_CHECKED of them, the oldest dropped first, and none longer than MAX_KEPT_LENGTH (a
// browser's is a few hundred characters; one session could otherwise fill the memo with
// long made-up neighbours): ~1 MB at most. Whether the session still exists is asked of the
// database at every request, as before.
const MAX_CHECKED = 1_000;
const MAX_KEPT_LENGTH = 1_024;
const checkedHeaders = new Map<string, { secret: string; cookieName: string; tokenHash: string }>();

/** The hash of the session token the cookie header carries, signed with `secret`; null if none. */
export function sessionTokenHash(cookieHeader: string, cookieName: string, secret: string): string | null {
  const kept = checkedHeaders.get(cookieHeader);
  if (kept && kept.secret === secret && kept.cookieName === cookieName) return kept.tokenHash;
  const token = signedSessionToken(cookieHeader, cookieName, secret);
  if (!token) return null;
  const tokenHash = hashSessionToken(token);
  if (cookieHeader.length > MAX_KEPT_LENGTH) return tokenHash;
  checkedHeaders.delete(cookieHeader);
  checkedHeaders.set(cookieHeader, { secret, cookieName, tokenHash });
  if (checkedHeaders.size > MAX_CHECKED) checkedHeaders.delete(checkedHeaders.keys().next().value!);
  return tokenHash;
}

/** How many checked cookie headers this process keeps (its own tests). */
export function checkedCookieHeaders() {
  return checkedHeaders.size;
}

// The application's clock decides (common/clock, the one tests can set), as it does for
// better-auth: a session with more than (expiresIn − updateAge) left is nowhere near an edge.
const UNTOUCHED_FOR = `${SESSION_EXPIRES_IN_DAYS - SESSION_UPDATE_AGE_DAYS} days`;
const LIFETIME = `${SESSION_MAX_LIFETIME_DAYS} days`;

type QuickRow = Omit<QuickSessionRow, "counts"> & Partial<CountColumns>;
type QuickValues = { token: string; now: string };

// The query's text is the same for every session: rendered once (docs/decisions/050).
const quickQuery = (withCounts: boolean) =>
  compiledQuery<QuickRow, QuickValues>(
    (db) => sql`
    SELECT s.id AS "sessionId", s.user_id AS "userId", u.email, u.email_verified AS "emailVerified",
           u.two_factor_enabled AS "twoFactorEnabled", s.password_confirmed_at AS "passwordConfirmedAt",
           s.two_factor_verified_at AS "twoFactorVerifiedAt", p.full_name AS "fullName", p.user_type AS "userType",
           (SELECT array_agg(role ORDER BY role) FROM user_roles WHERE user_id = s.user_id) AS roles
           ${withCounts ? sql`, ${headerCountColumns(sql`s.user_id`, db)}` : sql``}
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN profiles p ON p.id = s.user_id
    WHERE s.token = ${sql.placeholder("token")}
      AND s.expires_at > ${sql.placeholder("now")}::timestamptz + ${UNTOUCHED_FOR}::interval
      AND s.created_at > ${sql.placeholder("now")}::timestamptz - ${LIFETIME}::interval`,
  );
const sessionOnly = quickQuery(false);
const sessionAndCounts = quickQuery(true);

export async function quickSessionRow(
  request: Request,
  options: { headerCounts?: boolean } = {},
): Promise<QuickSessionRow | null> {
  const secret = (await getAuth()).options.secret;
  if (!secret) return null;
  const tokenHash = sessionTokenHash(request.headers.get("cookie") ?? "", sessionCookieName(getEnv()), secret);
  if (!tokenHash) return null;
  const read = options.headerCounts ? sessionAndCounts : sessionOnly;
  const [row] = await read({ token: tokenHash, now: clockNow().toISOString() });
  if (!row) return null;
  // Raw SQL: timestamps come as text or as Dates, depending on the driver.
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  const { unreadNotifications, unreadMessages, ...session } = row;
  return {
    ...session,
    passwordConfirmedAt: date(row.passwordConfirmedAt),
    twoFactorVerifiedAt: date(row.twoFactorVerifiedAt),
    ...(unreadNotifications !== undefined &&
      unreadMessages !== undefined && { counts: headerCountsOf({ unreadNotifications, unreadMessages }) }),
  };
}
