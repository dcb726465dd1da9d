// The local FedaPay stand-in, mounted by server/app.ts. It answers only while the app runs
// without FEDAPAY_SECRET_KEY: with real keys, /fedapay-standin/* falls through to the
// app's 404, so production never exposes a page that "approves" payments.
import express from "express";
import { getFedaPayConfig, STANDIN_PATH } from "#server/integrations/fedapay/config.server";
import { checkoutRoutes } from "./checkout-routes.server";
import { consoleRoutes } from "./console-routes.server";
import { transactionRoutes } from "./standin-api.server";
import { jsonErrors, notFound, requireSecret } from "./standin-http.server";
import { payoutRoutes } from "./standin-payout-api.server";

export function fedapayStandInRouter() {
  const router = express.Router();
  router.use(STANDIN_PATH, (_request, _response, next) => (standInActive() ? next() : next("router")));
  router.use(`${STANDIN_PATH}/v1`, standInApi());
  router.use(`${STANDIN_PATH}/checkout`, checkoutRoutes());
  router.use(`${STANDIN_PATH}/console`, consoleRoutes());
  return router;
}

/** The JSON API: the key first, then payouts, transactions (send-now last), JSON errors. */
function standInApi() {
  const router = express.Router();
  router.use(requireSecret);
  router.use(express.json({ limit: "32kb" }));
  router.use(payoutRoutes());
  router.use(transactionRoutes());
  router.use((_request, response) => notFound(response));
  router.use(jsonErrors);
  return router;
}

export function standInActive() {
  try {
    return getFedaPayConfig().mode === "standin";
  } catch {
    return false;
  }
}
