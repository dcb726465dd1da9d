// The first step of every request: its id (from a trusted proxy's X-Request-Id, else made
// here), sent back in X-Request-Id and carried by every log line written while it is
// served; then, once answered, one access line and its duration in the metrics.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { log } from "./log.server";
import { metrics } from "./metrics.server";
import { runWithRequestContext } from "./request-context.server";

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The proxy's id when the request came through a proxy we trust (TRUST_PROXY), else a new one. */
export function requestIdOf(request: Request): string {
  const given = request.get("x-request-id");
  if (!given || !REQUEST_ID.test(given)) return randomUUID();
  const trusts = request.app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
  return trusts?.(request.socket.remoteAddress ?? "", 0) ? given : randomUUID();
}

export function observeRequests(routePattern: (request: Request) => string) {
  const access = log("http");
  return (request: Request, response: Response, next: NextFunction) => {
    const requestId = requestIdOf(request);
    response.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      // A response cut short (the client left) has no status of its own.
      const status = response.writableFinished ? response.statusCode : 499;
      const route = routePattern(request);
      runWithRequestContext({ requestId }, () =>
        access.info({ method: request.method, route, status, durationMs }, "requête"),
      );
      metrics().requestDuration.observe({ route, method: request.method, status: String(status) }, durationMs / 1000);
    };
    response.once("finish", finish);
    response.once("close", finish);
    runWithRequestContext({ requestId }, next);
  };
}
