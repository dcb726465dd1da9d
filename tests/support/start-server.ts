import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type RunningServer = {
  baseUrl: string;
  /** The PUBLIC_URL the process was given (baseUrl unless told otherwise). */
  publicUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves once the output matches (or rejects after timeoutMs). */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** SIGTERM (the clean shutdown), SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** SIGKILL at once, as a crash or `kill -9` would; resolves when the process is gone. */
  kill: () => Promise<void>;
};

export type StartServerOptions = {
  env?: Record<string, string>;
  /** DATA_DIR (media, kept e-mails, PGlite files); a fresh temporary directory by default. */
  dataDir?: string;
  /** A PostgreSQL URL (DATABASE_URL) instead of PGlite under DATA_DIR. */
  databaseUrl?: string;
  /** Listen on this port (a restart on the same address); a free one by default. */
  port?: number;
  /** PUBLIC_URL, when the public address is not the process's own (a proxy in front). */
  publicUrl?: string;
  /** How long to wait for the first answer (default 90 s). */
  readyTimeoutMs?: number;
  /** Where server.js and its build are: another checkout (the benchmarks' "before"); this one by default. */
  appDirectory?: string;
  /** Node's own flags, before server.js (V8's that NODE_OPTIONS refuses, e.g. --heap-growing-percent). */
  nodeArguments?: string[];
  /** Sees the process's output as it comes, before the server is ready too. */
  onOutput?: (chunk: string) => void;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`node server.js`, after `react-router build`) on a free port
 * with a fresh DATA_DIR (so a fresh PGlite with the demo data, unless `databaseUrl` is
 * given), and waits until it answers.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "benin-e2e-"));
  // freePort() lets its probe go before the server binds: another file running at the same
  // time may take the port meanwhile. The server then exits on EADDRINUSE (after loading its
  // data, which stays for the next try): it is started again on another port.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce({ ...options, dataDir }, options.port ?? (await freePort()));
    } catch (error) {
      const taken = error instanceof PortTakenError;
      if (!taken || options.port !== undefined || attempt >= 3) throw taken ? new Error(error.message) : error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(options: StartServerOptions & { dataDir: string }, port: number): Promise<RunningServer> {
  const dataDir = options.dataDir;
  const baseUrl = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ?? baseUrl;
  let output = "";
  const listeners = new Set<() => void>();
  const child = spawn(process.execPath, [...(options.nodeArguments ?? []), "server.js"], {
    cwd: options.appDirectory ?? path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      // Journeys, fault tests and benchmarks drive one account far past a person's pace
      // (hundreds of bookings a minute): the per-request limits would refuse them.
      // tests/security/hostile-forms-limits.test.ts checks the limits themselves.
      REQUEST_LIMITS: "off",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    output += chunk;
    options.onOutput?.(chunk.toString());
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const readyTimeout = options.readyTimeoutMs ?? 90_000;
  const deadline = Date.now() + readyTimeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const stopped = `Le serveur s'est arrêté:\n${output}`;
      throw /EADDRINUSE/.test(output) ? new PortTakenError(stopped) : new Error(stopped);
    }
    try {
      // Its own line, printed once it listens: an answer alone could come from another
      // server that took the port first.
      const response = await fetch(`${baseUrl}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok && /est servi sur/.test(output)) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`Le serveur n'a pas répondu à temps:\n${output}`);
  }
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    baseUrl,
    publicUrl,
    port,
    dataDir,
    process: child,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${pattern} n'est pas apparu dans la sortie du serveur:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (gone()) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
    kill: async () => {
      if (!gone()) child.kill("SIGKILL");
      await exited;
    },
  };
}
