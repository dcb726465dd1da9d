// The secrets of the stand-in: the key that opens its API and the secret that signs its
// webhooks. STANDIN_SECRET_KEY and STANDIN_WEBHOOK_SECRET are written in the source code:
// were the first the key, anyone could read every simulated payment (the traveler's name,
// e-mail and phone, the booking reference) and get the checkout link of anyone's payment
// to cancel it; were the second the signing secret, anyone could sign events, have them
// recorded as FedaPay's and make the app call its API at will. They only mark "the
// stand-in" in the settings; the real values are derived from the application's own
// secret, shared by every process on the database, so only the app itself (its FedaPay
// client, its stand-in) knows them.
import { createHmac } from "node:crypto";
import { loadApplicationSecret } from "#server/accounts/application-secret.server";
import { getDatabaseHandle, type DatabaseHandle } from "#server/db/client.server";
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  type FedaPayConfig,
} from "#server/integrations/fedapay/config.server";

type Derived = { apiKey: string; webhookSecret: string };

const derived = new WeakMap<DatabaseHandle, Promise<Derived>>();

function derive(secret: string, purpose: string) {
  return createHmac("sha256", secret).update(purpose).digest("base64url");
}

function standInSecrets(): Promise<Derived> {
  const handle = getDatabaseHandle();
  let secrets = derived.get(handle);
  if (!secrets) {
    secrets = loadApplicationSecret(handle).then((secret) => ({
      apiKey: `sk_standin_${derive(secret, "fedapay-standin-api")}`,
      webhookSecret: `wh_standin_${derive(secret, "fedapay-standin-webhook")}`,
    }));
    secrets.catch(() => derived.delete(handle));
    derived.set(handle, secrets);
  }
  return secrets;
}

export async function standInApiKey(): Promise<string> {
  return (await standInSecrets()).apiKey;
}

export async function standInWebhookSecret(): Promise<string> {
  return (await standInSecrets()).webhookSecret;
}

/** The API key to send: the configured one, or the stand-in's derived key for its placeholder. */
export async function apiKeyOf(config: FedaPayConfig): Promise<string> {
  return config.mode === "standin" && config.secretKey === STANDIN_SECRET_KEY ? standInApiKey() : config.secretKey;
}

/** The secret webhooks are signed with: the configured one, or the stand-in's derived secret. */
export async function webhookSecretOf(config: FedaPayConfig): Promise<string> {
  return config.mode === "standin" && config.webhookSecret === STANDIN_WEBHOOK_SECRET
    ? standInWebhookSecret()
    : config.webhookSecret;
}
