// npm run db:migrate — applies pending migrations to the configured database.
import { getEnv } from "#server/env.server";
import { openDatabase, processDatabaseOptions } from "./client.server";
import { migrate } from "./migrate.server";

const env = getEnv();
const handle = await openDatabase(
  processDatabaseOptions(env, { ...env.databasePool, applicationName: "benin-voyages:migrate" }),
);
try {
  const applied = await migrate(handle);
  console.log(applied.length ? `Migrations appliquées: ${applied.join(", ")}` : "Base de données à jour.");
} finally {
  await handle.close();
}
