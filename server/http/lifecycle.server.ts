// A process's life as the balancer sees it (docs/decisions/031, docs/DEPLOY.md "Rolling
// restart"): `GET /healthz` (the process is up) and `GET /readyz` (it takes visitors: the
// database answers in time and it is not draining), both before anything else of the site
// (no session, no Host header, no React Router); a request without Host is refused 400.
// On SIGTERM the process says 503 on /readyz at once, keeps serving through the drain
// delay, stops accepting, lets the requests in flight and the running jobs finish (up to a
// deadline), then closes the database pool and exits 0.
import type { Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { log as areaLog } from "#server/observability/log.server";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

/** Past the deadline, how long the pool gets to close before the process exits anyway. */
const CLOSE_AFTER_DEADLINE_MS = 2_000;

export const MISSING_HOST_MESSAGE = "Requête refusée : l'en-tête Host est absent.";

type LifecycleState = {
  draining: boolean;
  inFlight: number;
  /** Called whenever a request ends (the shutdown waits on it). */
  onIdle: Set<() => void>;
};

// One per process, shared by server.js's handler and the app module (both load this file
// through the build, but dev mode may load it twice).
const holder = globalThis as unknown as { __beninLifecycle?: LifecycleState };
const state: LifecycleState = (holder.__beninLifecycle ??= { draining: false, inFlight: 0, onIdle: new Set() });

export function isDraining() {
  return state.draining;
}

export function requestsInFlight() {
  return state.inFlight;
}

type ReadinessProbe = () => Promise<unknown>;

/**
 * The first handler of server.js: health answers, the Host check, the count of requests in
 * flight, and `Connection: close` on every answer once draining (a client's kept-alive
 * connection then goes to a process that stays).
 */
export function lifecycleHandler(options: { probe: ReadinessProbe; readyTimeoutMs: () => number }) {
  return (request: Request, response: Response, next: NextFunction) => {
    const path = request.path;
    if (path === HEALTH_PATH || path === READY_PATH) {
      response.set("Cache-Control", "no-store");
      if (request.method !== "GET" && request.method !== "HEAD") {
        response.status(405).set("Allow", "GET, HEAD").type("text/plain; charset=utf-8").send("Méthode non autorisée.");
        return;
      }
      if (path === HEALTH_PATH) {
        response
          .status(200)
          .type("text/plain; charset=utf-8")
          .send(state.draining ? "arrêt en cours" : "ok");
        return;
      }
      if (state.draining) {
        response.set("Connection", "close");
        response.status(503).type("text/plain; charset=utf-8").send("arrêt en cours");
        return;
      }
      void readiness(options.probe, options.readyTimeoutMs()).then((problem) => {
        if (problem) response.status(503).type("text/plain; charset=utf-8").send(problem);
        else response.status(200).type("text/plain; charset=utf-8").send("ok");
      });
      return;
    }
    // HTTP/1.1 requires Host; without it no address of the site can be built (React Router
    // would throw): a plain refusal, never a 500 with a stack trace.
    if (!request.headers.host?.trim()) {
      response.status(400).type("text/plain; charset=utf-8").send(MISSING_HOST_MESSAGE);
      return;
    }
    state.inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      state.inFlight -= 1;
      for (const listener of state.onIdle) listener();
    };
    response.once("finish", done);
    response.once("close", done);
    if (state.draining) response.set("Connection", "close");
    next();
  };
}

/** null when ready, otherwise what is wrong (the body of the 503). */
async function readiness(probe: ReadinessProbe, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("base de données trop lente"), timeoutMs);
  });
  try {
    return await Promise.race([
      probe().then(
        () => null,
        () => "base de données injoignable",
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export type ShutdownSteps = {
  server: Server;
  drainMs: number;
  timeoutMs: number;
  /** Stops the job timers; resolves once the runs in progress have ended. */
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  log?: (line: string) => void;
};

/** The shutdown, in order; resolves when the process may exit (the caller exits 0). */
export async function shutdown({
  server,
  drainMs,
  timeoutMs,
  stopJobs,
  closeDatabase,
  log = (line: string) => areaLog("server").info(line),
}: ShutdownSteps) {
  state.draining = true;
  log(`arrêt : /readyz répond 503, service maintenu ${drainMs} ms`);
  await sleep(drainMs);
  // No new connections; idle kept-alive ones are closed (Node ≥ 19), busy ones end after
  // their answer (Connection: close).
  server.close();
  server.closeIdleConnections?.();
  const deadline = sleep(timeoutMs).then(() => "deadline" as const);
  const finished = Promise.all([untilNoRequestInFlight(), stopJobs()]).then(() => "finished" as const);
  const outcome = await Promise.race([finished, deadline]);
  if (outcome === "deadline") {
    log(`arrêt : ${state.inFlight} requête(s) encore en cours après ${timeoutMs} ms, connexions fermées`);
    server.closeAllConnections?.();
    // A statement still waiting holds its connection: the pool's end would wait for it.
    await Promise.race([closeDatabase(), sleep(CLOSE_AFTER_DEADLINE_MS)]);
    log("arrêté après le délai");
    return;
  }
  await closeDatabase();
  log("arrêté proprement");
}

function untilNoRequestInFlight() {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (state.inFlight > 0) return;
      state.onIdle.delete(check);
      resolve();
    };
    state.onIdle.add(check);
    check();
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tests only: back to a serving process. */
export function resetLifecycleForTests() {
  state.draining = false;
  state.inFlight = 0;
  state.onIdle.clear();
}
