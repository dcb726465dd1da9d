// The server bundle's entry (see vite.config.ts): boots the database and the background
// jobs, and exposes one Express handler with our own endpoints and React Router's.
import path from "node:path";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { openDatabase, setDatabase, getDatabaseHandle } from "./db/client.server";
import { migrate } from "./db/migrate.server";
import { getEnv } from "./env.server";
import { getFedaPayConfig } from "./integrations/fedapay/config.server";
import { mediaRouter } from "./media/media-router.server";
import { clientIpHeader } from "./security/client-ip.server";
import { bodyLimit } from "./security/body-limit.server";
import { MAX_IMAGE_BYTES } from "./media/image-pipeline.server";
import { sameOriginOnly } from "./security/same-origin.server";
import { fedapayStandInRouter } from "./integrations/fedapay/stand-in/standin-router.server";
import { processOutbox } from "./integrations/mail/outbox-worker.server";
import { registerJob, startBackgroundJobs, stopBackgroundJobs } from "./jobs.server";
import { presentDemoAccounts, seedIfEmpty } from "./seed/seed.server";
import { cleanupOrphanMedia } from "./hosting/orphan-media.server";
import { getS3Config } from "./integrations/storage/s3-config.server";
import { HOLD_EXPIRY_INTERVAL_MS, releaseExpiredHolds } from "./bookings/release-expired-holds.server";
import { fedapayWebhookRouter } from "./payments/webhook-route.server";

export const requestHandler = express.Router();
requestHandler.use(mediaRouter());
requestHandler.use(fedapayStandInRouter());
// FedaPay's events: raw body (HMAC), and before the same-origin check (another site posts).
requestHandler.use(fedapayWebhookRouter());
requestHandler.use(clientIpHeader());
// Forms are small; the picture upload takes one file of at most 5 MB plus its envelope.
requestHandler.use(bodyLimit({ defaultBytes: 1024 * 1024, byPath: { "/api/uploads": MAX_IMAGE_BYTES + 64 * 1024 } }));
requestHandler.use((request, response, next) => sameOriginOnly([getEnv().publicUrl])(request, response, next));
requestHandler.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: process.env.NODE_ENV,
  }),
);

export async function boot() {
  const env = getEnv();
  // Bad payment or storage settings stop the start, like the others.
  const payments = getFedaPayConfig();
  getS3Config();
  if (payments.mode === "standin" && env.publicUrl.startsWith("https://")) {
    // A public deployment without FedaPay keys would confirm bookings with no money taken.
    console.warn(
      "\n[paiements] ATTENTION: aucune clé FedaPay (FEDAPAY_SECRET_KEY) — le simulateur local valide les paiements.\n" +
        "            Ne servez pas ce site au public dans cet état.\n",
    );
  }
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "pglite") },
  );
  setDatabase(handle);
  const applied = await migrate(handle);
  if (applied.length) console.log(`[db] migrations appliquées: ${applied.join(", ")}`);
  // Printed at every start while the demo data is there, not only on the first one.
  const demo = (await seedIfEmpty()) ?? (await presentDemoAccounts().then((accounts) => accounts && { accounts }));
  registerJob({ name: "email-outbox", intervalMs: 5000, run: () => processOutbox({ limit: 20 }) });
  registerJob({ name: "orphan-media", intervalMs: 3_600_000, run: () => cleanupOrphanMedia() });
  registerJob({ name: "booking-holds", intervalMs: HOLD_EXPIRY_INTERVAL_MS, run: () => releaseExpiredHolds() });
  startBackgroundJobs();
  return {
    port: env.PORT,
    onListening(server: Server) {
      console.log(`\nBénin Voyages est servi sur ${env.publicUrl}`);
      console.log(`Base de données: ${handle.kind === "pglite" ? `PGlite (${env.dataDir})` : "PostgreSQL"}`);
      if (demo) {
        console.log("\nComptes de démonstration:");
        for (const account of demo.accounts) {
          console.log(`  ${account.label.padEnd(10)} ${account.email.padEnd(32)} mot de passe: ${account.password}`);
        }
      }
      const shutdown = async (signal: string) => {
        console.log(`\n[server] ${signal} reçu, arrêt propre…`);
        server.close();
        stopBackgroundJobs();
        await getDatabaseHandle().close();
        process.exit(0);
      };
      process.once("SIGINT", () => void shutdown("SIGINT"));
      process.once("SIGTERM", () => void shutdown("SIGTERM"));
    },
  };
}
