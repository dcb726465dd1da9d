// POST /api/client-errors: the browser's uncaught errors (app/lib/report-client-errors.ts
// sends at most 5 per page), logged and forwarded to the error tracker. Limited per
// address (server/security/limits.server.ts) and bounded in size: a page cannot flood us.
import express from "express";
import { z } from "zod";
import { takeAllowance } from "#server/security/limits.server";
import { reportError } from "./error-reporter.server";
import { log } from "./log.server";

const MAX_BYTES = 8 * 1024;

const clientError = z.object({
  message: z.string().max(1000),
  source: z.string().max(500).optional(),
  line: z.number().int().nonnegative().optional(),
  column: z.number().int().nonnegative().optional(),
  stack: z.string().max(4000).optional(),
  /** The page's route pattern is not known to the browser: its path, without query or hash. */
  page: z.string().max(300).optional(),
});

export function clientErrorsRouter() {
  const router = express.Router();
  router.post(
    "/api/client-errors",
    express.text({ type: () => true, limit: MAX_BYTES }),
    async (request, response, next) => {
      try {
        const decision = await takeAllowance("clientError", { address: request.ip ?? null });
        if (!decision.allowed) return response.status(429).type("text/plain; charset=utf-8").send("Trop de rapports.");
        let parsed: z.infer<typeof clientError> | null = null;
        try {
          const result = clientError.safeParse(JSON.parse(String(request.body ?? "")));
          parsed = result.success ? result.data : null;
        } catch {
          parsed = null;
        }
        if (!parsed) return response.status(400).type("text/plain; charset=utf-8").send("Rapport illisible.");
        const page = parsed.page?.split(/[?#]/)[0];
        // Warn, not error: the report below is the one that reaches the tracker.
        log("browser").warn({ page, source: parsed.source?.split(/[?#]/)[0] }, "erreur dans le navigateur");
        const error = Object.assign(new Error(parsed.message), { name: "BrowserError", stack: parsed.stack });
        reportError(error, { area: "browser", extra: { page, line: parsed.line, column: parsed.column } });
        response.status(204).end();
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
