// For tests: the app's real payment pieces in one Express server on a random port (set as
// PUBLIC_URL): the FedaPay stand-in and our webhook endpoint. `control.dropWebhooks`
// simulates a webhook lost on the way.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, vi } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { fedapayStandInRouter } from "#server/integrations/fedapay/stand-in/standin-router.server";
import { fedapayWebhookRouter } from "#server/payments/webhook-route.server";

export async function startPaymentServer() {
  vi.stubEnv("FEDAPAY_SECRET_KEY", "");
  vi.stubEnv("FEDAPAY_WEBHOOK_SECRET", "");
  vi.stubEnv("FEDAPAY_ENV", "");
  const control = { dropWebhooks: false, delivered: 0 };
  const app = express();
  app.post(WEBHOOK_PATH, (_request, response, next) => {
    if (control.dropWebhooks) return void response.status(502).end();
    control.delivered += 1;
    next();
  });
  app.use(fedapayWebhookRouter());
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
  return { url, control };
}

/** What the payer does on the stand-in's checkout page; returns where the browser is sent. */
export async function payOnCheckout(
  checkoutUrl: string,
  action: "approve" | "decline" | "cancel",
  { mode = "mtn_open", phone = "0197000000" }: { mode?: string; phone?: string } = {},
): Promise<string | null> {
  const response = await fetch(checkoutUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, mode, phone }).toString(),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.headers.get("location");
}
