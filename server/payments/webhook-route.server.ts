// The Express endpoint FedaPay (or the local stand-in) posts events to. Mounted in
// server/app.ts before any body parser and before the same-origin check: the HMAC is
// computed on the raw bytes, and FedaPay is, by design, another site.
import express from "express";
import { WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { WEBHOOK_SIGNATURE_HEADER } from "#server/integrations/fedapay/webhook-signature.server";
import { log } from "#server/observability/log.server";
import { handleFedaPayWebhook } from "./fedapay-webhook.server";

export function fedapayWebhookRouter() {
  const router = express.Router();
  router.post(
    WEBHOOK_PATH,
    express.raw({ type: "*/*", limit: "100kb" }),
    async (request: express.Request, response: express.Response) => {
      try {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await handleFedaPayWebhook(body, request.get(WEBHOOK_SIGNATURE_HEADER));
        response.status(answer.status).json(answer.body);
      } catch (error) {
        log("payments").error({ err: error }, "webhook");
        response.status(500).json({ error: "internal_error" });
      }
    },
    // The body reader's own refusals (over 100 KB, a broken or unknown encoding) answer
    // like every other refusal here: a short JSON code, never Express's HTML error page.
    (
      error: { status?: number; type?: string },
      _request: express.Request,
      response: express.Response,
      next: express.NextFunction,
    ) => {
      const status = error.status ?? 0;
      if (status < 400 || status >= 500) return next(error);
      response.status(status).json({ error: error.type === "entity.too.large" ? "payload_too_large" : "invalid_body" });
    },
  );
  return router;
}
