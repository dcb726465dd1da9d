// Who may read /metrics: METRICS_ALLOW's addresses (loopback by default) or the bearer
// token; a stranger is not told the page exists.
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { allowedAddresses, mayReadMetrics } from "./metrics-route.server";

const TOKEN = "un-jeton-de-supervision-assez-long";

function requestFrom(ip: string, authorization?: string) {
  return {
    ip,
    socket: {},
    get: (name: string) => (name === "authorization" ? authorization : undefined),
  } as unknown as Request;
}

describe("who may read the metrics", () => {
  it("answers loopback by default and nobody else", () => {
    const allowed = allowedAddresses(undefined);
    expect(mayReadMetrics(requestFrom("127.0.0.1"), allowed, undefined)).toBe(true);
    expect(mayReadMetrics(requestFrom("::ffff:127.0.0.1"), allowed, undefined)).toBe(true);
    expect(mayReadMetrics(requestFrom("::1"), allowed, undefined)).toBe(true);
    expect(mayReadMetrics(requestFrom("203.0.113.9"), allowed, undefined)).toBe(false);
  });

  it("answers the listed addresses and ranges only", () => {
    const allowed = allowedAddresses("10.0.0.0/8, 192.0.2.7, fd00::/8");
    expect(mayReadMetrics(requestFrom("10.20.30.40"), allowed, undefined)).toBe(true);
    expect(mayReadMetrics(requestFrom("192.0.2.7"), allowed, undefined)).toBe(true);
    expect(mayReadMetrics(requestFrom("fd12::5"), allowed, undefined)).toBe(true);
    expect(mayReadMetrics(requestFrom("192.0.2.8"), allowed, undefined)).toBe(false);
    expect(mayReadMetrics(requestFrom("127.0.0.1"), allowed, undefined)).toBe(false);
  });

  it("answers the right token from anywhere, and not a wrong one", () => {
    const allowed = allowedAddresses("10.0.0.0/8");
    expect(mayReadMetrics(requestFrom("203.0.113.9", `Bearer ${TOKEN}`), allowed, TOKEN)).toBe(true);
    expect(mayReadMetrics(requestFrom("203.0.113.9", `Bearer ${TOKEN}x`), allowed, TOKEN)).toBe(false);
    expect(mayReadMetrics(requestFrom("203.0.113.9", TOKEN), allowed, TOKEN)).toBe(false);
    // No token set: a bearer header opens nothing.
    expect(mayReadMetrics(requestFrom("203.0.113.9", "Bearer "), allowed, undefined)).toBe(false);
  });
});
