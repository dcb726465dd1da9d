// The app as the benchmarks run it: the production build served by `node server.js` on
// PGlite (a fresh demo data dir) or on a PostgreSQL database made for the run.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { DatabaseOptions } from "#server/db/client.server";
import { startServer, type RunningServer } from "#tests/support/start-server";

export type DatabaseKind = "pglite" | "postgres";

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A new empty PostgreSQL database (dropped first if it exists); its URL. */
export async function freshPostgresDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The demo site (migrations + demo data) on the given database, ready to answer. The first
 * process loads the demo (its pictures made with sharp, which leaves it larger than a server
 * ever is in production, where the demo is off) and is stopped; the process measured is a
 * second one on the same data, as a deployed server starts. `BENCH_SEEDING_PROCESS=1`
 * measures the first one instead (the figures before 2026-11-25 18:00 UTC).
 */
export async function startDemoApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  /**
   * Work on the demo before the measured process starts: `running` with the first process
   * still answering (accounts signed up through the site), then `stopped` with the database
   * free (PGlite has one process at a time), as an operator would do it between two starts.
   */
  prepare?: {
    running?: (server: RunningServer) => Promise<void>;
    stopped?: (database: DatabaseOptions) => Promise<void>;
  },
): Promise<RunningServer> {
  const extra: Record<string, string> =
    kind === "postgres"
      ? // BENCH_APP_DATABASE: its own name, for two benchmarks run at once on one PostgreSQL.
        { DATABASE_URL: await freshPostgresDatabase(process.env.BENCH_APP_DATABASE ?? "bench_app") }
      : {};
  // BENCH_APP_DIR: measure another checkout (built there), e.g. the code before a change.
  // The demo seed takes a minute and more on a loaded 2-core machine.
  const options = { env: { ...extra, ...env }, appDirectory: process.env.BENCH_APP_DIR, readyTimeoutMs: 300_000 };
  const seeding = await startServer(options);
  let server = seeding;
  await prepare?.running?.(seeding);
  if (process.env.BENCH_SEEDING_PROCESS !== "1" || prepare?.stopped) {
    await seeding.stop();
    await prepare?.stopped?.(
      extra.DATABASE_URL ? { url: extra.DATABASE_URL } : { dataDir: path.join(seeding.dataDir, "pglite") },
    );
    server = await startServer({ ...options, dataDir: seeding.dataDir });
  }
  const stop = server.stop;
  return {
    ...server,
    stop: async () => {
      await stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** The /auth form posted as a browser posts it (its answer is a redirect, not followed). */
function postAuthForm(baseUrl: string, fields: Record<string, string>) {
  return fetch(`${baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs up through the real form (which sends the new account on to sign in). */
export async function signUp(baseUrl: string, name: string, email: string, password: string): Promise<void> {
  const response = await postAuthForm(baseUrl, {
    intent: "signup",
    username: name,
    email,
    password,
    confirmPassword: password,
  });
  if (response.status !== 302) throw new Error(`inscription de ${email} impossible (${response.status})`);
}

/** Signs in through the real form and returns the Cookie header a browser would send. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await postAuthForm(baseUrl, { intent: "login", email, password });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`connexion de ${email} impossible (${response.status})`);
  return cookie;
}

/** A listing page of the demo data (from the sitemap). */
export async function firstListingPath(baseUrl: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const path = /\/property\/[0-9a-f-]{36}/.exec(sitemap)?.[0];
  if (!path) throw new Error("aucune annonce dans le sitemap");
  return path;
}

/** Resident memory of a process, sampled until stop(): the peak, in MB. */
export function sampleMemory(pid: number, everyMs = 100) {
  let peakKb = 0;
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakKb = Math.max(peakKb, rss);
    } catch {
      // the process is gone
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop() {
      clearInterval(timer);
      read();
      return Math.round(peakKb / 1024);
    },
  };
}

export const DEMO_TRAVELER = { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" };
