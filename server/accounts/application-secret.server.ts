// The application's own secret: BETTER_AUTH_SECRET when set, otherwise the one migration
// 0002 generated, shared by every process using this database. Sessions are signed with
// it; other server-only keys are derived from it (the FedaPay stand-in's API key). A public
// site (https) must set BETTER_AUTH_SECRET: the start refuses without it (env.server.ts),
// since a secret kept in the database is in every dump of it, next to the sessions.
import type { DatabaseHandle } from "#server/db/client.server";
import { getEnv, isPublicSite } from "#server/env.server";

export async function loadApplicationSecret(handle: DatabaseHandle): Promise<string> {
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  // Settings given by a tool rather than parsed at the start: the same rule.
  if (isPublicSite(env.publicUrl)) throw new Error("BETTER_AUTH_SECRET est obligatoire quand PUBLIC_URL est en https");
  const [row] = await handle.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'auth'");
  if (!row) throw new Error("Secret d'authentification introuvable (la migration 0002 a-t-elle été appliquée ?)");
  return row.value;
}
