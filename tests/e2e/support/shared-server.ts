// The journeys run two files at a time (vitest.e2e.config.ts), each worker on a demo server
// of its own (tests/e2e/global-setup.ts): a journey never sees another's rows appear midway.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

/** A new directory under the system's temporary one holding a copy of `source` (a DATA_DIR). */
export function copyDataDir(source: string, prefix = "benin-e2e-"): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(source, copy, { recursive: true });
  return copy;
}
