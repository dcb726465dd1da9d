// For tests: an Express app with the stand-in and a webhook endpoint that records what it
// receives (raw body and signature header), on a random port, as the app's PUBLIC_URL.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, vi } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { fedapayStandInRouter } from "#server/integrations/fedapay/stand-in/standin-router.server";

export type ReceivedWebhook = { body: Buffer; signature: string | undefined };

export async function startStandInServer() {
  // Whatever the developer's shell says, these tests run against the stand-in.
  vi.stubEnv("FEDAPAY_SECRET_KEY", "");
  vi.stubEnv("FEDAPAY_WEBHOOK_SECRET", "");
  vi.stubEnv("FEDAPAY_ENV", "");
  const webhooks: ReceivedWebhook[] = [];
  /** How the fake webhook endpoint behaves: answer 200, answer 500, or never answer. */
  const control = { webhookAnswer: "ok" as "ok" | "fail" | "hang" };
  const app = express();
  app.post(WEBHOOK_PATH, express.raw({ type: "application/json" }), (request, response) => {
    webhooks.push({ body: request.body as Buffer, signature: request.get("x-fedapay-signature") });
    if (control.webhookAnswer === "hang") return;
    response.status(control.webhookAnswer === "ok" ? 200 : 500).json({ received: true });
  });
  app.use(fedapayStandInRouter());
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setEnv(parseEnv({ PUBLIC_URL: url }));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    vi.unstubAllEnvs();
  });
  return { url, webhooks, control };
}
