// The signed-in person changes their name and phone on /account. Nothing is written unless
// both are right. The better-auth name (users.name) follows the profile's.
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { validateProfile, type ProfileFields, type ProfileProblems } from "#common/rules/account-profile";
import { getDb, type Database } from "#server/db/client.server";
import { profiles, users } from "#server/db/schema";

export type UpdateProfileResult = { ok: true } | { ok: false; reason: "invalid_fields"; problems: ProfileProblems };

export async function updateProfile(
  userId: string,
  fields: ProfileFields,
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<UpdateProfileResult> {
  const checked = validateProfile(fields);
  if (!checked.ok) return { ok: false, reason: "invalid_fields", problems: checked.problems };
  const { fullName, phone } = checked.value;
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName, phone, updatedAt: now }).where(eq(profiles.id, userId));
    await tx.update(users).set({ name: fullName, updatedAt: now }).where(eq(users.id, userId));
  });
  return { ok: true };
}

/** What /account shows of the person. */
export async function readAccount(userId: string, db: Database = getDb()) {
  const [row] = await db
    .select({ email: users.email, fullName: profiles.fullName, phone: profiles.phone })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return { email: row?.email ?? "", fullName: row?.fullName ?? "", phone: row?.phone ?? "" };
}
