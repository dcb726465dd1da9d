// `npm run db:seed`: erases the whole database (and the stored pictures), then loads the
// demo data and prints the demo accounts. For development and demos only.
import { openDatabase, processDatabaseOptions, setDatabase } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";
import { getEnv } from "#server/env.server";
import { demoAccountLines } from "./demo-accounts.server";
import { seedDemoData } from "./seed.server";

async function main() {
  const env = getEnv();
  const handle = await openDatabase(processDatabaseOptions(env));
  setDatabase(handle);
  try {
    await migrate(handle);
    console.log(
      `Effacement et rechargement des données de démonstration (${handle.kind === "pglite" ? env.dataDir : "PostgreSQL"})…`,
    );
    const summary = await seedDemoData({ reset: true });
    console.log(
      `${summary.listings} annonces publiées et ${summary.bookings} réservations créées en ${(summary.milliseconds / 1000).toFixed(1)} s.\n`,
    );
    console.log("Comptes de démonstration:");
    for (const line of demoAccountLines(summary.accounts)) console.log(line);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("Échec du chargement des données de démonstration:", error);
  process.exitCode = 1;
});
