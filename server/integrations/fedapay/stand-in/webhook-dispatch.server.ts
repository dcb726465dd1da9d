// Sends the signed event FedaPay would send after a payment: POST to the app's webhook
// endpoint, header X-FEDAPAY-SIGNATURE signed with the stand-in's webhook secret (derived, never
// the public placeholder: stand-in/standin-key.server.ts).
import { getEnv } from "#server/env.server";
import { WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { standInWebhookSecret } from "./standin-key.server";
import { toFedaPayObject, type StandInRow } from "./standin-store.server";

const DELIVERY_TIMEOUT_MS = 15_000;
/** How long the payer's redirect waits for the delivery (usually a few milliseconds). */
const REDIRECT_WAIT_MS = 2_000;

export async function deliverWebhook(row: StandInRow): Promise<void> {
  const body = JSON.stringify({ name: `transaction.${row.status}`, entity: toFedaPayObject(row) });
  const url = `${getEnv().publicUrl}${WEBHOOK_PATH}`;
  const signature = signWebhook(body, await standInWebhookSecret());
  const delivery = fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-FEDAPAY-SIGNATURE": signature,
    },
    body,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  }).then(
    async (response) => {
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) console.warn(`[fedapay-standin] webhook ${url} a répondu ${response.status}`);
    },
    (error: unknown) => console.warn(`[fedapay-standin] webhook ${url} non délivré:`, (error as Error).message),
  );
  // The result page re-reads the transaction anyway: never hold the payer longer than this.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([delivery, new Promise((resolve) => (timer = setTimeout(resolve, REDIRECT_WAIT_MS)))]);
  clearTimeout(timer);
}
