// GET /metrics for Prometheus: only from METRICS_ALLOW's addresses (loopback by default),
// or with `Authorization: Bearer <METRICS_TOKEN>` from anywhere. Anyone else gets the
// site's plain 404, as if there were nothing here.
import { createHash, timingSafeEqual } from "node:crypto";
import net from "node:net";
import express, { type Request } from "express";
import { getEnv, parseAddressRanges } from "#server/env.server";
import { metrics } from "./metrics.server";

const LOOPBACK = "127.0.0.0/8,::1/128";

export function allowedAddresses(setting: string | undefined): net.BlockList {
  const list = new net.BlockList();
  for (const range of parseAddressRanges(setting ?? LOOPBACK) ?? []) {
    list.addSubnet(range.address, range.prefix, range.family);
  }
  return list;
}

/** Whether this request may read the metrics: an allowed address, or the token. */
export function mayReadMetrics(request: Request, allowed: net.BlockList, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.get("authorization") ?? "")?.[1];
  if (token && bearer) {
    // Compared as digests: same length, constant time.
    const digest = (value: string) => createHash("sha256").update(value).digest();
    if (timingSafeEqual(digest(bearer), digest(token))) return true;
  }
  const address = (request.ip ?? request.socket.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.)/, "");
  const family = net.isIP(address);
  return family !== 0 && allowed.check(address, family === 4 ? "ipv4" : "ipv6");
}

export function metricsRouter() {
  const router = express.Router();
  let allowed: net.BlockList | undefined;
  router.get("/metrics", async (request, response, next) => {
    const env = getEnv();
    allowed ??= allowedAddresses(env.METRICS_ALLOW);
    if (!mayReadMetrics(request, allowed, env.METRICS_TOKEN)) return next();
    try {
      const { registry } = metrics();
      const body = await registry.metrics();
      response.setHeader("Cache-Control", "no-store");
      response.type(registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
