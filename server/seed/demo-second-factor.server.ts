// The demo administrator's second factor. The admin pages ask for a TOTP code
// (server/accounts/two-factor.server.ts); on a local demo site (http) the demo
// administrator is enrolled with this fixed secret, printed at start and in the README, so
// that anyone trying the demo can add it to an authenticator app and sign in. A public site
// (https) never gets a published secret: there the demo administrator enrols at the first
// admin page, like any administrator.
import { randomUUID } from "node:crypto";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { getAuth } from "#server/accounts/auth.server";
import { getDb } from "#server/db/client.server";
import { twoFactors, users } from "#server/db/schema";
import { getEnv, isPublicSite } from "#server/env.server";

/** Base32, as an authenticator app asks for it (better-auth stores it as `base32:<secret>`). */
export const DEMO_ADMIN_TOTP_SECRET = "BENINVOYAGESDEMOADMINISTRATEUR22";

/** Only a local demo site publishes the secret. */
export function demoSecondFactorPublished(publicUrl = getEnv().publicUrl) {
  return !isPublicSite(publicUrl);
}

export async function enrolDemoAdministrator(userId: string) {
  const { secretConfig } = await (await getAuth()).$context;
  const encrypt = (data: string) => symmetricEncrypt({ key: secretConfig, data });
  await getDb()
    .insert(twoFactors)
    .values({
      id: randomUUID(),
      userId,
      secret: await encrypt(`base32:${DEMO_ADMIN_TOTP_SECRET}`),
      // No backup codes: better-auth's endpoint for them is closed (app/routes/api.auth.$.ts).
      backupCodes: await encrypt("[]"),
      verified: true,
    });
  await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
}
