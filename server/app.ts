// The server bundle's entry (see vite.config.ts): boots the database and the background
// jobs, and exposes one Express handler with our own endpoints and React Router's.
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import * as serverBuild from "virtual:react-router/server-build";
import { DEFAULT_LANG } from "#common/i18n";
import { notFoundPageTexts } from "#common/texts/not-found-page";
import { anonymousPageCache } from "#server/cache/anonymous-pages.server";
import {
  getDatabaseHandle,
  getReadDatabaseHandle,
  openDatabase,
  processDatabaseOptions,
  setDatabase,
  setReadDatabase,
  withReplicaReads,
} from "#server/db/client.server";
import { migrate, pendingMigrations } from "#server/db/migrate.server";
import { waitForDatabase } from "#server/db/wait-for-database.server";
import { lifecycleHandler as makeLifecycleHandler, shutdown } from "#server/http/lifecycle.server";
import { renderAdmission } from "#server/http/render-admission.server";
import { getFedaPayConfig } from "#server/integrations/fedapay/config.server";
import { fedapayStandInRouter } from "#server/integrations/fedapay/stand-in/standin-router.server";
import { getS3Config } from "#server/integrations/storage/s3-config.server";
import { mediaRouter } from "#server/media/media-router.server";
import { clientErrorsRouter } from "#server/observability/client-errors-route.server";
import { log } from "#server/observability/log.server";
import { metricsRouter } from "#server/observability/metrics-route.server";
import { metrics } from "#server/observability/metrics.server";
import { observeRequests } from "#server/observability/observe-requests.server";
import { routePatterns } from "#server/observability/route-pattern.server";
import { fedapayWebhookRouter } from "#server/payments/webhook-route.server";
import { bodyLimit } from "#server/security/body-limit.server";
import { cacheControl } from "#server/security/cache-control.server";
import { clientIpHeader } from "#server/security/client-ip.server";
import { requestContext } from "#server/security/request-context.server";
import { sameOriginOnly } from "#server/security/same-origin.server";
import { securityHeaders } from "#server/security/security-headers.server";
import { demoAccountLines } from "#server/seed/demo-accounts.server";
import { presentDemoAccounts, seedIfEmpty } from "#server/seed/seed.server";
import { registerBackgroundJobs } from "./background-jobs.server";
import { EnvError, getEnv, multiMachineRefusals, parseEnv, parseTrustProxy } from "./env.server";
import { startBackgroundJobs, stopBackgroundJobs } from "./jobs.server";

/**
 * server.js mounts it first of all: /healthz and /readyz without Host or session, the 400
 * for a request without Host, and the count of requests in flight that a shutdown awaits.
 */
export const lifecycleHandler = makeLifecycleHandler({
  probe: () => getDatabaseHandle().query("SELECT 1"),
  readyTimeoutMs: () => getEnv().READY_TIMEOUT_MS,
});

/** server.js mounts them first: whole answers compressed in one call, `compression`'s settings. */
export { STREAM_COMPRESSION_OPTIONS, wholeResponseCompression } from "#server/http/whole-response-compression.server";

/** server.js mounts it before the static files too, so assets get the headers. */
export const securityHeadersHandler = securityHeaders();

/** Pages rendered at once (RENDER_CONCURRENCY), the others waiting (docs/decisions/046). */
const pageRenders = renderAdmission(() => getEnv().RENDER_CONCURRENCY);
metrics().observeRenders(pageRenders.state);

export const requestHandler = express.Router();
// First of all: the request's id (on every log line written while it is served, and sent
// back), then its access line and its duration in the metrics once answered.
requestHandler.use(observeRequests(routePatterns(serverBuild.routes)));
// Then: every response below (media, stand-in, webhook, refusals, pages) gets the headers.
requestHandler.use(securityHeadersHandler);
// The build's files are served before this handler (server.js); an address under /assets
// that reached here names no file of this build (an old page's script after a deploy, or a
// made-up one): a plain 404, not a page, which would need the nonce such addresses skip.
requestHandler.use("/assets", (_request, response) => {
  // No page and no language: the reference one.
  response.status(404).type("text/plain; charset=utf-8").send(`${notFoundPageTexts[DEFAULT_LANG].title}.`);
});
// Prometheus's scrape: allowed addresses or the token only (a 404 for anyone else).
requestHandler.use(metricsRouter());
requestHandler.use(mediaRouter());
// Signed-in answers are never stored (private, no-store); anonymous ones say what may be.
requestHandler.use(cacheControl());
// Anonymous public pages rendered once per few seconds, each answer with its own nonce and
// headers; any write in this process forgets them (docs/decisions/036).
requestHandler.use(anonymousPageCache());
requestHandler.use(fedapayStandInRouter());
// FedaPay's events: raw body (HMAC), and before the same-origin check (another site posts).
requestHandler.use(fedapayWebhookRouter());
requestHandler.use(clientIpHeader());
// Forms are small. The picture upload (one file of at most 5 MB plus its envelope) bounds
// its own body as it reads it, length declared or not (upload-request.server.ts), so that
// its refusal is the spec's 'Fichier trop volumineux' naming the file, in the JSON the
// uploader reads, rather than this middleware's plain text.
requestHandler.use(bodyLimit({ defaultBytes: 1024 * 1024, exempt: ["/api/uploads"] }));
requestHandler.use((request, response, next) => sameOriginOnly([getEnv().publicUrl])(request, response, next));
// An anonymous page read (GET, no session cookie) may read public data on the replica.
requestHandler.use((request, response, next) => {
  if (!getReadDatabaseHandle()) return next();
  const anonymous =
    (request.method === "GET" || request.method === "HEAD") && !/session_token=/.test(request.headers.cookie ?? "");
  return anonymous ? withReplicaReads(next) : next();
});
// The browser's uncaught errors, to the error tracker (app/lib/report-client-errors.ts).
requestHandler.use(clientErrorsRouter());
// A few pages rendered at once, the others waiting their turn holding nothing but their
// socket: the same pages per second, less memory under a burst (docs/decisions/046).
requestHandler.use(pageRenders);
requestHandler.use(
  createRequestHandler({
    // The build itself, not a function returning it: given a function, React Router
    // re-derives its route tables on every request (a third of a small page's CPU).
    // In development Vite re-evaluates this module when a route changes.
    build: serverBuild,
    // Read without keeping: the other settings are read at the first request (tests set the
    // site's address once the server listens), and getEnv() keeps what it reads first.
    mode: parseEnv().NODE_ENV,
    // app/entry.server.tsx gives the nonce to every inline script React Router emits.
    getLoadContext: (_request, response) => requestContext(response),
  }),
);
// An error none of the steps above answered: logged with the request's id (and so reported
// to the error tracker), a plain 500 without details.
requestHandler.use(
  (error: unknown, _request: express.Request, response: express.Response, next: express.NextFunction) => {
    log("http").error({ err: error }, "erreur non traitée");
    if (response.headersSent) return next(error);
    response.status(500).type("text/plain; charset=utf-8").send("Erreur interne du serveur.");
  },
);

/** server.js's `trust proxy`: TRUST_PROXY, loopback by default (settings are read at the first call). */
export function trustProxy() {
  return parseTrustProxy(getEnv().TRUST_PROXY) ?? ["loopback"];
}

export async function boot() {
  const env = getEnv();
  // Bad payment or storage settings stop the start, like the others.
  const payments = getFedaPayConfig();
  const refusals = multiMachineRefusals(env, getS3Config() !== null);
  if (refusals.length > 0) {
    throw new EnvError(`Configuration invalide :\n${refusals.map((line) => `  ${line}`).join("\n")}`);
  }
  if (payments.mode === "standin" && env.publicUrl.startsWith("https://")) {
    // Only with FEDAPAY_STANDIN=on (server/env.server.ts refuses it otherwise): a public
    // demonstration that confirms bookings with no money taken.
    log("payments").warn(
      "ATTENTION: FEDAPAY_STANDIN=on sans clé FedaPay — le simulateur local valide les paiements. " +
        "Ne servez pas ce site au public dans cet état.",
    );
  }
  if (env.REQUEST_LIMITS === "off" && env.publicUrl.startsWith("https://")) {
    log("limits").warn(
      "ATTENTION: REQUEST_LIMITS=off — réinitialisations, inscriptions, messages, réservations et photos sans limite. " +
        "Ne servez pas ce site au public dans cet état.",
    );
  }
  const handle = await openDatabase(processDatabaseOptions(env, env.databasePool));
  setDatabase(handle);
  if (env.MIGRATIONS_AT_START === "off") {
    // Migrations are their own release step (npm run db:migrate): a new build on an old
    // schema would fail at its first query, so it does not start.
    const pending = await waitForDatabase(() => pendingMigrations(handle));
    if (pending.length > 0) {
      await handle.close();
      throw new Error(
        `[db] MIGRATIONS_AT_START=off et ${pending.length} migration(s) en attente (${pending.join(", ")}) : ` +
          "lancez `npm run db:migrate` avant de démarrer ce build.",
      );
    }
  } else {
    // PostgreSQL may not answer yet (started together, restarting): wait rather than exit.
    const applied = await waitForDatabase(() => migrate(handle));
    if (applied.length) log("db").info({ migrations: applied }, `migrations appliquées: ${applied.join(", ")}`);
  }
  // Printed at every start while the demo data is there, not only on the first one. A
  // public site (https) never loads it unless DEMO_DATA=on: its passwords are in the README.
  const demo = env.demoData
    ? ((await seedIfEmpty()) ?? (await presentDemoAccounts().then((accounts) => accounts && { accounts })))
    : null;
  if (!env.demoData && (await presentDemoAccounts())) {
    log("demo").warn(
      "ATTENTION: les comptes de démonstration existent, avec les mots de passe publiés dans le README. " +
        "Supprimez-les (ou changez leurs mots de passe) avant d'ouvrir ce site au public.",
    );
  }
  if (env.DATABASE_READ_URL) {
    const replica = await openDatabase({
      url: env.DATABASE_READ_URL,
      pool: { ...env.databasePool, applicationName: `${env.databasePool.applicationName}:lecture`, readOnly: true },
    });
    setReadDatabase(replica);
  }
  registerBackgroundJobs();
  return {
    port: env.PORT,
    onListening(server: Server) {
      // Once the process answers: the local FedaPay stand-in the reconciliation asks is
      // served by this very process.
      startBackgroundJobs();
      log("server").info(
        { database: handle.kind },
        `Bénin Voyages est servi sur ${env.publicUrl} (base de données : ${handle.kind === "pglite" ? `PGlite, ${env.dataDir}` : "PostgreSQL"})`,
      );
      // The demo's published accounts (README), so that a developer sees how to sign in: a
      // log line for the collectors, and the block itself as plain lines a person reads on
      // `npm start` (inside one JSON line its line breaks would be escaped).
      if (demo) {
        log("demo").info({ accounts: demo.accounts.map((account) => account.email) }, "comptes de démonstration");
        process.stdout.write(`\nComptes de démonstration:\n${demoAccountLines(demo.accounts).join("\n")}\n\n`);
      }
      // SIGTERM: /readyz says 503 at once, the process serves through the drain delay, then
      // finishes what is in flight (requests, job runs) before closing the pool
      // (server/http/lifecycle.server.ts). A second signal ends it at once.
      const stop = async (signal: string) => {
        log("server").info(`${signal} reçu, arrêt propre…`);
        process.once(signal, () => process.exit(1));
        try {
          await shutdown({
            server,
            drainMs: env.SHUTDOWN_DRAIN_MS,
            timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
            stopJobs: stopBackgroundJobs,
            log: (line) => log("server").info(line),
            closeDatabase: async () => {
              await getReadDatabaseHandle()?.close();
              await getDatabaseHandle().close();
            },
          });
        } catch (error) {
          log("server").error({ err: error }, "arrêt");
          process.exit(1);
        }
        process.exit(0);
      };
      process.once("SIGINT", () => void stop("SIGINT"));
      process.once("SIGTERM", () => void stop("SIGTERM"));
    },
  };
}
