// Who is making this request: the better-auth session (cookie → `sessions` row), with the
// profile and the role. Every permission check on the server starts here.
import { eq, sql } from "drizzle-orm";
import { getDb } from "#server/db/client.server";
import { profiles } from "#server/db/schema";
import type { HeaderCounts } from "#server/notifications/header-counts.server";
import { log } from "#server/observability/log.server";
import { COOKIE_PREFIX, getAuth } from "./auth.server";
import type { Role } from "./roles.server";
import { quickSessionRow, type QuickSessionRow } from "./session-quick-read.server";

export type SessionUser = {
  id: string;
  email: string;
  /** The address was confirmed through the mailed link (needed to book, host or hold a role). */
  emailVerified: boolean;
  fullName: string | null;
  userType: "traveler" | "host" | "admin";
  /** The spec's role (lowest of the user's roles alphabetically), for the header's links only. */
  role: Role;
  /** Every role the user holds. */
  roles: Role[];
  sessionId: string;
  /** When the password was last typed in this session (recent-password.server.ts). */
  passwordConfirmedAt: Date | null;
  /**
   * An administrator whose session has not passed the second factor (two-factor.server.ts):
   * `enrol` (no authenticator yet) or `verify` (a session opened before the enrolment).
   * `roles` then leaves "admin" out: the session is not an administrator's.
   */
  adminSecondFactor: "enrol" | "verify" | null;
};

/** What the header needs, sent to the browser by the root loader. */
export type SessionUserSummary = Pick<SessionUser, "id" | "email" | "fullName" | "role" | "roles">;

/**
 * The signed-in user and the headers better-auth wants set (a renewed session cookie when
 * the session was extended, a cleared one when it is no longer valid).
 */
// The root loader (header) and the page's own loader or guard each ask who is signed in,
// with the same Request object: the session is read from the database once per request.
type ReadSession = { user: SessionUser | null; headers: Headers; counts?: HeaderCounts };
const sessionsByRequest = new WeakMap<Request, Promise<ReadSession>>();

/**
 * `headerCounts`: the root loader's wish to get the header's unread counts in the same
 * round trip. Only the first reader of a request decides (the root loader, which React
 * Router starts first), and only the quick read answers it: `counts` may be absent.
 */
export function readSession(request: Request, options: { headerCounts?: boolean } = {}): Promise<ReadSession> {
  let session = sessionsByRequest.get(request);
  if (!session) {
    session = readSessionFromDatabase(request, options);
    sessionsByRequest.set(request, session);
    // A failed read is not remembered: a second caller tries again.
    session.catch(() => sessionsByRequest.delete(request));
  }
  return session;
}

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?${COOKIE_PREFIX}\\.session_token=`);

async function readSessionFromDatabase(request: Request, options: { headerCounts?: boolean }): Promise<ReadSession> {
  // Most visitors are signed out: without a session cookie there is nothing to look up.
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return { user: null, headers: new Headers() };
  // Most signed-in requests: one query, nothing for better-auth to renew or end.
  const quick = await quickSessionRow(request, options).catch((error: unknown) => {
    log("accounts").error({ err: error }, "lecture rapide de la session impossible");
    return null;
  });
  if (quick) return { user: quickSessionUser(quick), headers: new Headers(), counts: quick.counts };
  const auth = await getAuth();
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { user: null, headers };
  const row = await readProfileAndRoles(response.user.id);
  return { headers, user: sessionUserOf(response.user, response.session, row) };
}

/** The user as every permission check reads it, from the session, its user and profile. */
function sessionUserOf(
  account: { id: string; email: string; emailVerified?: boolean | null; twoFactorEnabled?: boolean | null },
  session: { id: string; passwordConfirmedAt?: Date | null; twoFactorVerifiedAt?: Date | null },
  row: { fullName: string | null; userType?: SessionUser["userType"]; roles: Role[] | null } | undefined,
): SessionUser {
  const heldRoles = row?.roles ?? [];
  const adminSecondFactor = !heldRoles.includes("admin")
    ? null
    : !account.twoFactorEnabled
      ? "enrol"
      : session.twoFactorVerifiedAt
        ? null
        : "verify";
  // Only a session that passed the second factor counts as an administrator's.
  const roles = adminSecondFactor ? heldRoles.filter((role) => role !== "admin") : heldRoles;
  return {
    id: account.id,
    email: account.email,
    emailVerified: account.emailVerified === true,
    fullName: row?.fullName?.trim() || null,
    userType: row?.userType ?? "traveler",
    // The header's links: an administrator still to pass the factor sees the admin link,
    // which leads to the second factor.
    role: heldRoles[0] ?? "user",
    roles,
    sessionId: session.id,
    passwordConfirmedAt: session.passwordConfirmedAt ?? null,
    adminSecondFactor,
  };
}

function quickSessionUser(row: QuickSessionRow): SessionUser {
  return sessionUserOf(
    { id: row.userId, email: row.email, emailVerified: row.emailVerified, twoFactorEnabled: row.twoFactorEnabled },
    { id: row.sessionId, passwordConfirmedAt: row.passwordConfirmedAt, twoFactorVerifiedAt: row.twoFactorVerifiedAt },
    { fullName: row.fullName, userType: row.userType ?? undefined, roles: row.roles },
  );
}

async function readProfileAndRoles(userId: string) {
  try {
    const [row] = await getDb()
      .select({
        fullName: profiles.fullName,
        userType: profiles.userType,
        roles: sql<Role[] | null>`(SELECT array_agg(role ORDER BY role) FROM user_roles WHERE user_id = ${userId})`,
      })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return row;
  } catch (error) {
    // The spec's rule: a failed role lookup means 'user', never an error page.
    log("accounts").error({ err: error }, "lecture du profil impossible");
    return undefined;
  }
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user;
}

export function summarize(user: SessionUser | null): SessionUserSummary | null {
  return user ? { id: user.id, email: user.email, fullName: user.fullName, role: user.role, roles: user.roles } : null;
}
