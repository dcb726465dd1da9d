// A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary directory, on a
// free port, trust authentication), so that a test can stop and restart it without
// touching the machine's shared PostgreSQL. initdb refuses to run as root: as root, the
// binaries run as the `postgres` user (runuser), in a directory that user owns.
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
  start: () => Promise<void>;
  /** 'fast' ends the sessions cleanly; 'immediate' is a crash (recovery at the next start). */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  remove: () => Promise<void>;
};

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

type Exec = (tool: string, args: string[]) => Promise<unknown>;

/** A temporary directory the cluster's binaries may write (owned by `postgres` as root), and how to run them. */
async function clusterDirectory(prefix: string): Promise<{ directory: string; exec: Exec }> {
  const bin = binDirectory();
  const asRoot = process.getuid?.() === 0;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    fs.chownSync(directory, Number(stdout.trim()), Number(group.trim()));
  }
  const exec: Exec = (tool, args) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  return { directory, exec };
}

async function cluster(directory: string, dataDirectory: string, exec: Exec): Promise<PrivatePostgres> {
  const port = await freePort();
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const logFile = path.join(directory, "postgres.log");
  let running = false;
  const started: PrivatePostgres = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      if (running) return;
      await exec("pg_ctl", ["-D", dataDirectory, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
      running = true;
    },
    stop: async (mode = "fast") => {
      if (!running) return;
      await exec("pg_ctl", ["-D", dataDirectory, "-m", mode, "-w", "-t", "60", "stop"]);
      running = false;
    },
    remove: async () => {
      if (running) await started.stop("immediate").catch(() => undefined);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  await started.start();
  return started;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const { directory, exec } = await clusterDirectory("benin-pg-");
  const dataDirectory = path.join(directory, "data");
  await exec("initdb", ["-D", dataDirectory, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  return cluster(directory, dataDirectory, exec);
}

/**
 * A streaming replica of a private cluster: `pg_basebackup -R` (a base copy, and the
 * settings that make it follow the primary's WAL), started as a hot standby on a port of
 * its own. It accepts reads only; what the primary commits appears there after the lag.
 */
export async function startStreamingReplica(primary: PrivatePostgres): Promise<PrivatePostgres> {
  const { directory, exec } = await clusterDirectory("benin-pg-replica-");
  const dataDirectory = path.join(directory, "data");
  await exec("pg_basebackup", [
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
  ]);
  return cluster(directory, dataDirectory, exec);
}
