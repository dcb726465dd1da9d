// FedaPay settings, parsed with zod from the environment. Without FEDAPAY_SECRET_KEY the
// app talks to its own local stand-in (server/integrations/fedapay/stand-in), so a fresh
// checkout can book and "pay" end to end without any account or network.
import { z } from "zod";
import { getEnv, settingsSource } from "#server/env.server";

/**
 * The stand-in's fixed names. Both secrets are placeholders, public in the source code:
 * the stand-in's API opens with a key, and its webhooks are signed with a secret, both
 * derived from the application's secret (stand-in/standin-key.server.ts).
 */
export const STANDIN_SECRET_KEY = "sk_standin_local";
export const STANDIN_WEBHOOK_SECRET = "wh_standin_local";
export const STANDIN_PATH = "/fedapay-standin";
/** Where the app receives FedaPay's events (the stand-in posts there too). */
export const WEBHOOK_PATH = "/api/webhooks/fedapay";

const LIVE_API = "https://api.fedapay.com";
const SANDBOX_API = "https://sandbox-api.fedapay.com";

const optionalSecret = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const fedapaySchema = z.object({
  FEDAPAY_SECRET_KEY: optionalSecret,
  FEDAPAY_WEBHOOK_SECRET: optionalSecret,
  FEDAPAY_ENV: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(["sandbox", "live"], { message: "doit valoir sandbox ou live" }).default("sandbox")),
});

export type FedaPayMode = "standin" | "sandbox" | "live";

export type FedaPayConfig = {
  mode: FedaPayMode;
  /** Host without '/v1' (the client adds it), no trailing slash. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
};

export class FedaPayConfigError extends Error {}

export function parseFedaPayConfig(source: Record<string, string | undefined>, publicUrl: string): FedaPayConfig {
  const result = fedapaySchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new FedaPayConfigError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const {
    FEDAPAY_SECRET_KEY: secretKey,
    FEDAPAY_WEBHOOK_SECRET: webhookSecret,
    FEDAPAY_ENV: environment,
  } = result.data;
  if (!secretKey) {
    // A webhook secret alone would mean the operator thinks payments are real: say so.
    if (webhookSecret) {
      throw new FedaPayConfigError(
        "Configuration invalide :\n  FEDAPAY_SECRET_KEY: requis quand FEDAPAY_WEBHOOK_SECRET est défini",
      );
    }
    return {
      mode: "standin",
      apiBase: `${publicUrl.replace(/\/+$/, "")}${STANDIN_PATH}`,
      secretKey: STANDIN_SECRET_KEY,
      webhookSecret: STANDIN_WEBHOOK_SECRET,
    };
  }
  // Without the endpoint's wh_ secret no webhook could be trusted: refuse to start.
  if (!webhookSecret) {
    throw new FedaPayConfigError(
      "Configuration invalide :\n  FEDAPAY_WEBHOOK_SECRET: requis quand FEDAPAY_SECRET_KEY est défini",
    );
  }
  // Sandbox keys are 'sk_sandbox_…'; sending one to the live host would only fail later.
  if (environment === "live" && secretKey.startsWith("sk_sandbox_")) {
    throw new FedaPayConfigError(
      "Configuration invalide :\n  FEDAPAY_SECRET_KEY: clé de test (sk_sandbox_…) avec FEDAPAY_ENV=live",
    );
  }
  return {
    mode: environment,
    apiBase: environment === "live" ? LIVE_API : SANDBOX_API,
    secretKey,
    webhookSecret,
  };
}

/**
 * The variables FedaPay's settings are read from, as one text: equal texts give equal
 * settings (with the same public address), for whoever keeps something derived from them.
 */
export function fedaPaySettingsKey(source: Record<string, string | undefined>): string {
  return Object.keys(fedapaySchema.shape)
    .map((name) => source[name] ?? "")
    .join("\n");
}

/** Read at each call (cheap): tests change PUBLIC_URL through setEnv(). */
export function getFedaPayConfig(): FedaPayConfig {
  return parseFedaPayConfig(settingsSource(), getEnv().publicUrl);
}
