// A suspended account (an administrator's decision, server/admin/suspend-account.server.ts)
// gets no new session: better-auth's session hook calls this before writing one, so the
// password sign-in, the second factor's step and any other way in are all refused. It runs
// only once the password was checked: nobody learns that an account is suspended without it.
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { users } from "#server/db/schema";
import { AUTH_ERROR_CODES } from "./auth-errors.server";

export async function refuseSuspendedAccount(db: Database, userId: string) {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (row?.suspendedAt) throw new APIError("FORBIDDEN", AUTH_ERROR_CODES.ACCOUNT_SUSPENDED);
}
