// The error tracker's side: an error reported in a request reaches the collector in
// Sentry's envelope, with the key, the project and the request's id; without SENTRY_DSN
// nothing is sent; a collector that is down costs the request nothing.
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { startErrorCollector } from "#tests/support/error-collector";
import { flushErrorReports, reportError, reporterCounts } from "./error-reporter.server";
import { runWithRequestContext } from "./request-context.server";

const collector = await startErrorCollector();
afterEach(() => setEnv(parseEnv({ NODE_ENV: "test" })));

describe("the error reporter", () => {
  it("sends the error in an envelope to /api/<project>/envelope/ with the key and the request's id", async () => {
    setEnv(parseEnv({ NODE_ENV: "test", SENTRY_DSN: collector.dsn }));
    runWithRequestContext({ requestId: "req-123" }, () =>
      reportError(new TypeError("lecture impossible"), { area: "payments", message: "démarrage" }),
    );
    const [envelope] = await collector.waitFor(1);
    expect(envelope!.path).toBe("/api/42/envelope/");
    expect(envelope!.auth).toMatch(/^Sentry sentry_version=7, sentry_key=cle-publique, sentry_client=/);
    expect(envelope!.header.dsn).toBe(collector.dsn);
    expect(envelope!.item).toEqual({ type: "event" });
    expect(envelope!.event.exception!.values[0]).toMatchObject({ type: "TypeError", value: "lecture impossible" });
    expect(envelope!.event.tags).toEqual({ area: "payments", request_id: "req-123" });
    expect(envelope!.event.level).toBe("error");
  });

  it("sends nothing without SENTRY_DSN", async () => {
    const before = collector.received.length;
    reportError(new Error("rien"));
    await flushErrorReports();
    expect(collector.received.length).toBe(before);
  });

  it("never throws when the collector is unreachable, and counts the failure", async () => {
    setEnv(parseEnv({ NODE_ENV: "test", SENTRY_DSN: "http://cle@127.0.0.1:9/42" }));
    const failed = reporterCounts.failed;
    expect(() => reportError(new Error("collecteur absent"))).not.toThrow();
    await flushErrorReports(10_000);
    expect(reporterCounts.failed).toBe(failed + 1);
  });

  it("refuses a SENTRY_DSN without key or project, naming the variable", () => {
    expect(() => parseEnv({ SENTRY_DSN: "https://sentry.exemple.bj/42" })).toThrow(/SENTRY_DSN/);
    expect(() => parseEnv({ SENTRY_DSN: "https://cle@sentry.exemple.bj/" })).toThrow(/SENTRY_DSN/);
    expect(() => parseEnv({ METRICS_ALLOW: "10.0.0.0/33" })).toThrow(/METRICS_ALLOW/);
  });
});
