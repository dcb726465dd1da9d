// The application's own secret: BETTER_AUTH_SECRET when set, otherwise the one migration
// 0002 generated, shared by every process using this database. Sessions are signed with
// it; other server-only keys are derived from it (the FedaPay stand-in's API key).
import type { DatabaseHandle } from "#server/db/client.server";
import { getEnv } from "#server/env.server";

export async function loadApplicationSecret(handle: DatabaseHandle): Promise<string> {
  const fromEnvironment = getEnv().BETTER_AUTH_SECRET;
  if (fromEnvironment && fromEnvironment.length >= 32) return fromEnvironment;
  const [row] = await handle.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'auth'");
  if (!row) throw new Error("Secret d'authentification introuvable (la migration 0002 a-t-elle été appliquée ?)");
  return row.value;
}
