// A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary directory, on a
// free port, trust authentication), so that a test can stop and restart it without
// touching the machine's shared PostgreSQL. initdb refuses to run as root: as root, the
// binaries run as the `postgres` user (runuser), in a directory that user owns. A cluster
// may take more settings (WAL archiving), or start from a data directory a restore filled.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "#tests/support/start-server";

const run = promisify(execFile);

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  port: number;
  /** The cluster's own temporary directory (its Unix socket is there too). */
  directory: string;
  dataDirectory: string;
  start: () => Promise<void>;
  /** 'fast' ends the sessions cleanly; 'immediate' is a crash (recovery at the next start). */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  remove: () => Promise<void>;
};

export type PrivatePostgresOptions = {
  /** More server settings, each given as `-c name=value` (WAL archiving, say). */
  settings?: Record<string, string>;
  /** Fills the empty data directory instead of initdb (a restore); runs before the first start. */
  fill?: (dataDirectory: string) => Promise<void>;
};

const asRoot = process.getuid?.() === 0;

/**
 * Runs a program as the user the clusters belong to: `postgres` when the tests run as
 * root (PostgreSQL and its tools refuse root, and must read and write the cluster's
 * files), the test's own user otherwise.
 */
export function runAsClusterOwner(program: string, args: string[]) {
  return asRoot ? run("runuser", ["-u", "postgres", "--", program, ...args]) : run(program, args);
}

/** A new temporary directory that the clusters' user owns. */
export async function clusterOwnedDirectory(prefix: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    fs.chownSync(directory, Number(stdout.trim()), Number(group.trim()));
  }
  return directory;
}

function binDirectory() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest || !fs.existsSync(path.join(root, newest, "bin/initdb"))) {
    throw new Error(
      "initdb et pg_ctl sont introuvables (/usr/lib/postgresql/*/bin, ou PG_BIN) : ce test démarre son propre PostgreSQL.",
    );
  }
  return path.join(root, newest, "bin");
}

export async function startPrivatePostgres(options: PrivatePostgresOptions = {}): Promise<PrivatePostgres> {
  const bin = binDirectory();
  const directory = await clusterOwnedDirectory("benin-pg-");
  const dataDirectory = path.join(directory, "data");
  const exec = (tool: string, args: string[]) => runAsClusterOwner(path.join(bin, tool), args);

  const initdb = ["-D", dataDirectory, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"];
  if (options.fill) await options.fill(dataDirectory);
  else await exec("initdb", initdb);
  const port = await freePort();
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}='${value}'`);
  const serverOptions = [
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    ...settings,
  ].join(" ");
  const logFile = path.join(directory, "postgres.log");
  let running = false;
  const cluster: PrivatePostgres = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    directory,
    dataDirectory,
    start: async () => {
      if (running) return;
      await exec("pg_ctl", ["-D", dataDirectory, "-l", logFile, "-o", serverOptions, "-w", "-t", "60", "start"]);
      running = true;
    },
    stop: async (mode = "fast") => {
      if (!running) return;
      await exec("pg_ctl", ["-D", dataDirectory, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    remove: async () => {
      if (running) await cluster.stop("immediate").catch(() => undefined);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/**
 * A streaming replica of a private cluster: `pg_basebackup -R` (a base copy, and the
 * settings that make it follow the primary's WAL), started as a hot standby on a port of
 * its own. It accepts reads only; what the primary commits appears there after the lag.
 */
export async function startStreamingReplica(primary: PrivatePostgres): Promise<PrivatePostgres> {
  return startPrivatePostgres({
    fill: (dataDirectory) =>
      runAsClusterOwner(path.join(binDirectory(), "pg_basebackup"), [
        "-h",
        "127.0.0.1",
        "-p",
        String(primary.port),
        "-U",
        "postgres",
        "-D",
        dataDirectory,
        "-R",
        "-X",
        "stream",
        // At once: the default spread checkpoint would make the copy wait a minute or more.
        "--checkpoint=fast",
        "--no-sync",
      ]).then(() => undefined),
  });
}
