// A PgBouncer of the test's own, in transaction mode (what most hosted PostgreSQL offers),
// in front of the machine's PostgreSQL, as docs/DEPLOY.md ("Behind PgBouncer") configures
// it: trust authentication, `ignore_startup_parameters = statement_timeout`, a free port,
// its configuration and files in a temporary directory. Installed when missing with the
// project's script (a Debian package). PgBouncer refuses to run as root: as root it runs
// as the `postgres` user (its `-u` switch), in a directory that user owns.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { stopChild } from "#tests/faults/support/child-exit";
import { ADMIN_URL } from "#tests/faults/support/databases";
import { commandPath, ensureDebianPackage } from "#tests/faults/support/debian-package";
import { freePort } from "#tests/support/start-server";

export type PgBouncer = {
  port: number;
  /** The given database's URL through PgBouncer. */
  urlFor: (databaseUrl: string) => string;
  /** A statement on PgBouncer's admin console (`SHOW POOLS`, `SHOW CLIENTS`…). */
  admin: (command: string) => Promise<Record<string, unknown>[]>;
  log: () => string;
  stop: () => Promise<void>;
};

export async function startPgBouncer(
  options: { upstreamUrl?: string; poolSize?: number; maxClients?: number } = {},
): Promise<PgBouncer> {
  ensureDebianPackage("pgbouncer", "pgbouncer");
  const upstream = new URL(options.upstreamUrl ?? ADMIN_URL);
  const user = decodeURIComponent(upstream.username || "postgres");
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "benin-pgbouncer-"));
  const asRoot = process.getuid?.() === 0;
  const logFile = path.join(directory, "pgbouncer.log");
  fs.writeFileSync(path.join(directory, "userlist.txt"), `"${user}" ""\n`);
  fs.writeFileSync(
    path.join(directory, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${upstream.hostname} port=${upstream.port || 5432} user=${user}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(directory, "userlist.txt")}`,
      `admin_users = ${user}`,
      `stats_users = ${user}`,
      "pool_mode = transaction",
      `default_pool_size = ${options.poolSize ?? 20}`,
      `max_client_conn = ${options.maxClients ?? 500}`,
      // pg sends the statement timeout at connection (DATABASE_STATEMENT_TIMEOUT_MS).
      "ignore_startup_parameters = statement_timeout",
      `logfile = ${logFile}`,
      `pidfile = ${path.join(directory, "pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    for (const name of [".", "userlist.txt", "pgbouncer.ini"]) fs.chownSync(path.join(directory, name), uid, gid);
  }
  const child = spawn(
    commandPath("pgbouncer"),
    [...(asRoot ? ["-u", "postgres"] : []), path.join(directory, "pgbouncer.ini")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const log = () => output + (fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "");

  const admin = async (command: string) => {
    const client = new pg.Client({
      host: "127.0.0.1",
      port,
      user,
      database: "pgbouncer",
      connectionTimeoutMillis: 2_000,
    });
    await client.connect();
    try {
      // The admin console speaks the simple protocol only: no parameters.
      return (await client.query(command)).rows as Record<string, unknown>[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PgBouncer s'est arrêté au démarrage:\n${log()}`);
    try {
      await admin("SHOW VERSION");
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`PgBouncer ne répond pas (${(error as Error).message}):\n${log()}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    urlFor: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    admin,
    log,
    stop: async () => {
      // SIGTERM ends PgBouncer at once (SIGINT, its "safe shutdown", would wait for clients).
      await stopChild(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
