// Errors reach a person: each error the server logs (and each the browser reports) is sent
// to the error tracker named by SENTRY_DSN, in Sentry's envelope protocol (POST
// /api/<project>/envelope/, which self-hosted GlitchTip speaks too). Small on purpose:
// sent in the background, one at a time, at most QUEUE_LIMIT waiting (more are dropped and
// counted), never throws, never delays the answer. Without SENTRY_DSN: nothing is sent.
import { randomUUID } from "node:crypto";
import { nowMs } from "#common/clock";
import { getEnv, parseSentryDsn, type SentryDsn } from "#server/env.server";
import { currentRequestId } from "./request-context.server";

const QUEUE_LIMIT = 100;
const SEND_TIMEOUT_MS = 5000;

export type ErrorReport = {
  /** Where it happened: a log area, `pages`, `browser`. */
  area?: string;
  /** The logged message, when it says more than the error. */
  message?: string;
  /** Set by the caller for a report made outside the request (the browser's). */
  requestId?: string;
  extra?: Record<string, string | number | undefined>;
  environment?: string;
};

const queue: string[] = [];
let sending = false;
export const reporterCounts = { sent: 0, failed: 0, dropped: 0 };

function settings(): { target: SentryDsn | null; environment?: string } {
  try {
    const env = getEnv();
    return { target: env.SENTRY_DSN ? parseSentryDsn(env.SENTRY_DSN) : null, environment: env.NODE_ENV };
  } catch {
    return { target: null };
  }
}

/** Queues one error for the tracker; returns at once. */
export function reportError(error: unknown, report: ErrorReport = {}): void {
  try {
    const { target, environment } = settings();
    if (!target) return;
    if (queue.length >= QUEUE_LIMIT) {
      reporterCounts.dropped += 1;
      return;
    }
    queue.push(envelope(target, error, { environment, ...report, requestId: report.requestId ?? currentRequestId() }));
    if (!sending) void drain(target);
  } catch {
    // Reporting must never be the reason a request fails.
  }
}

async function drain(target: SentryDsn) {
  sending = true;
  try {
    for (let body = queue.shift(); body !== undefined; body = queue.shift()) {
      try {
        const response = await fetch(`${target.origin}/api/${target.project}/envelope/`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-sentry-envelope",
            "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${target.key}, sentry_client=benin-voyages/1`,
          },
          body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        if (response.ok) reporterCounts.sent += 1;
        else reporterCounts.failed += 1;
        await response.body?.cancel();
      } catch {
        reporterCounts.failed += 1;
      }
    }
  } finally {
    sending = false;
  }
}

/** One event in an envelope: header line, item header line, the event (docs: develop.sentry.dev/sdk/envelopes). */
export function envelope(target: SentryDsn, error: unknown, report: ErrorReport): string {
  const eventId = randomUUID().replaceAll("-", "");
  const failure = error instanceof Error ? error : new Error(String(error));
  const event = {
    event_id: eventId,
    timestamp: nowMs() / 1000,
    platform: report.area === "browser" ? "javascript" : "node",
    level: "error",
    logger: report.area,
    environment: report.environment,
    message: report.message ? { formatted: report.message.slice(0, 1000) } : undefined,
    exception: {
      values: [{ type: failure.name, value: failure.message.slice(0, 1000), stacktrace: stacktraceOf(failure.stack) }],
    },
    tags: { area: report.area, request_id: report.requestId },
    extra: report.extra,
  };
  const header = { event_id: eventId, sent_at: new Date(nowMs()).toISOString(), dsn: target.dsn };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: "event" })}\n${JSON.stringify(event)}\n`;
}

/** V8's "at fn (file:line:column)" lines as Sentry frames, the innermost last as it wants. */
function stacktraceOf(stack: string | undefined) {
  const frames = (stack ?? "")
    .split("\n")
    .slice(1, 40)
    .map((line) => /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line))
    .filter((match) => match !== null)
    .map(([, fn, file, line, column]) => ({
      function: fn ?? "?",
      filename: file,
      lineno: Number(line),
      colno: Number(column),
    }))
    .reverse();
  return frames.length ? { frames } : undefined;
}

/** Tests: the reports still waiting. */
export async function flushErrorReports(timeoutMs = 2000) {
  const deadline = performance.now() + timeoutMs;
  while ((queue.length || sending) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
}
