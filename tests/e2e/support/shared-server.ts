// The journeys run two files at a time (vitest.e2e.config.ts), each worker on a demo server
// of its own (tests/e2e/global-setup.ts): a journey never sees another's rows appear midway.
import { inject } from "vitest";

/** How many journeys run at once, and so how many demo servers the global setup starts. */
export const JOURNEY_WORKERS = 2;

export type SharedServer = {
  baseUrl: string;
  /** The server's DATA_DIR: its kept e-mails are under mail/ (no SMTP in the journeys). */
  dataDir: string;
};

/** The demo server of the worker running this file (Vitest numbers its workers from 1). */
export function sharedServer(): SharedServer {
  const servers = inject("servers");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error("aucun serveur de démonstration pour ce parcours");
  return server;
}
