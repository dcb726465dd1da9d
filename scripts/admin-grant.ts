// `npm run admin:grant -- <email>`: gives the administrator role to an existing account
// (sign up on the site first). Idempotent. With the embedded database (PGlite, no
// DATABASE_URL), stop the server first: two processes must never open one data directory.
import { z } from "zod";
import { DEFAULT_LANG } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import { grantRole, findUserIdByEmail } from "#server/accounts/roles.server";
import { openDatabase, processDatabaseOptions, setDatabase } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";
import { getEnv } from "#server/env.server";

async function main() {
  const email = z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .safeParse(process.argv[2] ?? "");
  if (!email.success) {
    console.error("Usage : npm run admin:grant -- <adresse email d'un compte existant>");
    process.exitCode = 2;
    return;
  }
  const env = getEnv();
  const handle = await openDatabase(processDatabaseOptions(env));
  setDatabase(handle);
  try {
    await migrate(handle);
    const userId = await findUserIdByEmail(email.data);
    if (!userId) {
      console.error(`Aucun compte n'existe pour ${email.data}. Inscrivez-vous d'abord sur /auth?tab=signup.`);
      process.exitCode = 1;
      return;
    }
    const granted = await grantRole(userId, "admin");
    if (!granted.ok) {
      console.error(authTexts[DEFAULT_LANG].verifyEmail.grantRefused(email.data));
      process.exitCode = 1;
      return;
    }
    console.log(`${email.data} est maintenant administrateur (effectif à la prochaine page chargée).`);
    console.log(
      "La première page d'administration lui demandera d'activer la double authentification (application TOTP).",
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("Échec de l'attribution du rôle administrateur:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
