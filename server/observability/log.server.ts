// Structured logs: one JSON line per event on stdout (level, time, area, msg, and the
// request's id inside a request), the format log collectors read as is. `node server.js
// --dev` prints them readable (pino-pretty, a development dependency). Lines at error
// level and above also go to the error tracker (SENTRY_DSN, error-reporter.server.ts).
//
// What a line may hold: ids (request, booking, payment, payout reference, user id),
// amounts, statuses, codes, error messages. Never an e-mail address, a phone number, a
// name, a token or a password (docs/DEPLOY.md, "Journaux"): callers log ids, not people.
import pino, { type Logger, type LoggerOptions } from "pino";
import { logSettings } from "#server/env.server";
import { reportError } from "./error-reporter.server";
import { currentRequestId } from "./request-context.server";

const holder = globalThis as unknown as {
  __beninLogger?: Logger;
  /** Tests only (tests/support/server-logs.ts): where the lines go instead of stdout. */
  __beninLogDestination?: { write(line: string): void };
};

function createRootLogger(): Logger {
  const { level, mode } = logSettings();
  const options: LoggerOptions = {
    level,
    base: undefined,
    // The request's id on every line written while it is served, whichever module writes.
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    hooks: {
      logMethod(args, method, levelValue) {
        if (levelValue >= 50) reportLogged(this, args);
        return method.apply(this, args);
      },
    },
  };
  const captured = holder.__beninLogDestination;
  if (captured) return pino(options, captured);
  // Development: readable lines (pino-pretty is a development dependency only).
  if (mode === "development") return pino({ ...options, transport: { target: "pino-pretty" } });
  return pino(options, pino.destination({ dest: 1, sync: true }));
}

function rootLogger(): Logger {
  return (holder.__beninLogger ??= createRootLogger());
}

const areas = new Map<string, Logger>();

/** The logger of one area of the code (`log("payments").warn(...)`). */
export function log(area: string): Logger {
  let logger = areas.get(area);
  if (!logger) {
    logger = rootLogger().child({ area });
    areas.set(area, logger);
  }
  return logger;
}

function reportLogged(logger: Logger, args: unknown[]) {
  const [first, second] = args;
  const error =
    first instanceof Error
      ? first
      : first && typeof first === "object" && (first as { err?: unknown }).err instanceof Error
        ? ((first as { err: Error }).err as Error)
        : undefined;
  const message = typeof first === "string" ? first : typeof second === "string" ? second : undefined;
  const area = (logger.bindings() as { area?: string }).area;
  reportError(error ?? new Error(message ?? "erreur"), { area, message });
}
