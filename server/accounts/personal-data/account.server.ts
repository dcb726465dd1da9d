// The account itself: sign-in identity, profile, roles, second factor. Erased: the name,
// the e-mail (replaced by an address that cannot receive mail), the phone, the password and
// the authenticator; the users row stays (deleted_at set) because bookings, payments and
// listings still name it.
import { eq, ne, and } from "drizzle-orm";
import { now } from "#common/clock";
import type { Database } from "#server/db/client.server";
import { accounts, profiles, twoFactors, userRoles, users, verifications } from "#server/db/schema";
import { DELETED_NAME, deletedEmail, type PersonalDataPart } from "./part.server";

export const accountPart: PersonalDataPart = {
  name: "account",
  async export(userId: string, db: Database) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        fullName: profiles.fullName,
        phone: profiles.phone,
        lang: profiles.lang,
        userType: profiles.userType,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    return row ? { ...row, roles: roles.map((role) => role.role).sort() } : null;
  },
  async erase(userId: string, db: Database) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const at = now();
    await db
      .update(users)
      .set({
        name: DELETED_NAME,
        email: deletedEmail(userId),
        emailVerified: false,
        image: null,
        twoFactorEnabled: false,
        deletedAt: at,
        updatedAt: at,
      })
      .where(eq(users.id, userId));
    await db
      .update(profiles)
      .set({ fullName: DELETED_NAME, phone: null, avatarUrl: null, updatedAt: at })
      .where(eq(profiles.id, userId));
    // No role but the least one: a deleted administrator or host holds nothing any more.
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), ne(userRoles.role, "user")));
    // No password and no authenticator: nobody signs in to it again.
    await db.delete(accounts).where(eq(accounts.userId, userId));
    await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
    // Pending links (e-mail confirmation, password reset) addressed to the old e-mail.
    if (user) await db.delete(verifications).where(eq(verifications.identifier, user.email));
  },
};
