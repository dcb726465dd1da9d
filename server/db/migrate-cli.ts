// npm run db:migrate — applies pending migrations to the configured database.
import path from "node:path";
import { getEnv } from "#server/env.server";
import { openDatabase } from "./client.server";
import { migrate } from "./migrate.server";

const env = getEnv();
const handle = await openDatabase(
  env.DATABASE_URL
    ? { url: env.DATABASE_URL, pool: { ...env.databasePool, applicationName: "benin-voyages:migrate" } }
    : { dataDir: path.join(env.dataDir, "pglite"), sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB },
);
try {
  const applied = await migrate(handle);
  console.log(applied.length ? `Migrations appliquées: ${applied.join(", ")}` : "Base de données à jour.");
} finally {
  await handle.close();
}
