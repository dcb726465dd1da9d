// Starts bench/search/search-server.ts in its own process (like the app: its own event
// loop and database connections, never the load generator's) and stops it.
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "#tests/support/start-server";
import type { BenchDatabase } from "./generate.server";

export type BenchServer = {
  baseUrl: string;
  waitUntilIdle: () => Promise<void>;
  /** Empties the real search's count cache and turns it on or off. */
  setCountCache: (enabled: boolean) => Promise<void>;
  countCacheStats: () => Promise<{ hits: number; misses: number }>;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");

export async function startBenchSearchServer(database: BenchDatabase): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/search/search-server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Le serveur de banc n'a pas démarré:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes("bench-search-server")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`Le serveur de banc s'est arrêté:\n${output}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    // When a run ends its clients go, but the searches they started still run and would
    // slow the next run down: wait for them (at most two minutes).
    async setCountCache(enabled) {
      await (await fetch(`${baseUrl}/count-cache?enabled=${enabled ? 1 : 0}`)).arrayBuffer();
    },
    async countCacheStats() {
      return (await fetch(`${baseUrl}/count-cache`)).json() as Promise<{ hits: number; misses: number }>;
    },
    async waitUntilIdle() {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline && (await (await fetch(`${baseUrl}/in-flight`)).text()) !== "0") {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}
