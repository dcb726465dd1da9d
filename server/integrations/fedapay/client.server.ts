// A small typed client for FedaPay's REST API (docs: https://docs.fedapay.com).
// Why not the `fedapay` npm SDK: global mutable config, axios 0.x, `any` types. This one
// is fetch-based, checks every answer with zod, and talks equally to the real hosts or
// to the local stand-in. It never retries: FedaPay documents no idempotency, so a second
// POST /v1/transactions could create a second transaction; the caller decides.
import { z } from "zod";
import { apiKeyOf } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { getFedaPayConfig, type FedaPayConfig } from "./config.server";
import { learnCurrency, transactionSchema, wholeAmount, type FedaPayTransaction } from "./transaction.server";

const TIMEOUT_MS = 10_000;

/**
 * What went wrong, so the caller can tell "FedaPay said no" from "FedaPay could not be
 * asked":
 * - not_found: 404, FedaPay does not know this object. The only answer that says so.
 * - unavailable: no usable answer: network, timeout, 5xx, or 401/403/429 (a key refused
 *   or revoked, a rate limit: the object's fate is unknown). Asking later may work; a
 *   webhook answers non-2xx so it is retried. `mayHaveSucceeded` is true when a POST may
 *   have reached FedaPay before failing: check before creating again.
 * - refused: FedaPay refused this request itself (400, 422…); the same request fails again.
 * - invalid_response: a 2xx whose body is not what FedaPay documents.
 */
export type FedaPayErrorKind = "not_found" | "unavailable" | "refused" | "invalid_response";

export class FedaPayError extends Error {
  constructor(
    readonly kind: FedaPayErrorKind,
    message: string,
    readonly details: {
      httpStatus?: number;
      errors?: Record<string, string[]>;
      mayHaveSucceeded?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = "FedaPayError";
  }
  get httpStatus() {
    return this.details.httpStatus;
  }
}

/** Statuses that say nothing about the request or the object: the service could not answer. */
const OUTAGE_STATUSES = new Set([401, 403, 408, 425, 429]);

/** The settings, plus what a caller (a test, the sandbox check) may add. */
export type ClientOptions = FedaPayConfig & {
  timeoutMs?: number;
  /** Sees every HTTP answer (the sandbox check prints them). */
  onAnswer?: (answer: { method: string; path: string; status: number; body: unknown }) => void;
};

const transactionWrapper = z.object({ "v1/transaction": transactionSchema });
const transactionList = z.object({ "v1/transactions": z.array(z.unknown()), meta: z.unknown().optional() });
// The app redirects the payer to `url`: only http(s), never javascript: or data:.
const tokenSchema = z.object({ token: z.string().min(1), url: z.url({ protocol: /^https?$/ }) });
const feesSchema = z.looseObject({ amount_debited: wholeAmount, fees: z.unknown(), commission: z.unknown() });
const errorBody = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type CreateTransactionInput = {
  description: string;
  /** Whole FCFA. */
  amount: number;
  currency: "XOF";
  callbackUrl: string;
  customer: {
    firstname: string;
    lastname: string;
    email: string;
    phone_number?: { number: string; country: "bj" };
  };
  customMetadata: { booking_reference: string; booking_id: string };
};

export async function createTransaction(
  input: CreateTransactionInput,
  config: ClientOptions = getFedaPayConfig(),
): Promise<FedaPayTransaction> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`Montant FedaPay invalide: ${input.amount} (FCFA entiers attendus)`);
  }
  const body = {
    description: input.description,
    amount: input.amount,
    currency: { iso: input.currency },
    callback_url: input.callbackUrl,
    customer: input.customer,
    custom_metadata: input.customMetadata,
  };
  const json = await request(config, "POST", "/transactions", body);
  // FedaPay answered 2xx: the transaction most likely exists even if we cannot read it.
  return readTransaction(json, { mayHaveSucceeded: true });
}

/** The payer's checkout page: redirect the browser to `url`. */
export async function createToken(
  transactionId: number,
  config: ClientOptions = getFedaPayConfig(),
): Promise<{ token: string; url: string }> {
  const json = await request(config, "POST", `/transactions/${transactionIdPath(transactionId)}/token`, {});
  return parse(tokenSchema, json);
}

/**
 * The transaction as FedaPay knows it now, with its currency: FedaPay sends only
 * `currency_id` unless asked, and a currency check that cannot see the currency must not
 * pass silently (apply-provider-status.server.ts refuses an unknown one).
 */
export async function getTransaction(
  transactionId: number,
  config: ClientOptions = getFedaPayConfig(),
): Promise<FedaPayTransaction> {
  const json = await request(config, "GET", `/transactions/${transactionIdPath(transactionId)}?include=currency`);
  return readTransaction(json);
}

/** What the payer would be debited for this checkout and mode (GET /v1/transactions/fees). */
export async function getFees(token: string, mode: string, config: ClientOptions = getFedaPayConfig()) {
  const query = new URLSearchParams({ token, mode });
  return parse(feesSchema, await request(config, "GET", `/transactions/fees?${query}`));
}

/** One page of the account's transactions, each left as FedaPay sent it. */
export async function listTransactions(config: ClientOptions = getFedaPayConfig()) {
  return parse(transactionList, await request(config, "GET", "/transactions"));
}

function readTransaction(json: unknown, details: { mayHaveSucceeded?: boolean } = {}) {
  const transaction = parse(transactionWrapper, json, details)["v1/transaction"];
  learnCurrency(transaction);
  return transaction;
}

function transactionIdPath(id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`Identifiant de transaction invalide: ${id}`);
  return String(id);
}

/** One call to FedaPay's API, its errors typed (shared by the payments and payouts clients). */
export async function request(config: ClientOptions, method: "GET" | "POST" | "PUT", path: string, body?: unknown) {
  // The stand-in's placeholder is public; its API opens with the app's own derived key.
  const secretKey = await apiKeyOf(config);
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    // A refused connection never reached FedaPay; a timeout or reset might have.
    const refused = connectionRefused(error);
    throw new FedaPayError("unavailable", `FedaPay injoignable (${method} ${path})`, {
      mayHaveSucceeded: method !== "GET" && !refused,
      cause: error,
    });
  }
  const text = await response.text().catch(() => "");
  const json = safeJson(text);
  config.onAnswer?.({ method, path, status: response.status, body: json ?? text.slice(0, 200) });
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    const message = parsed.success && parsed.data.message ? parsed.data.message : `HTTP ${response.status}`;
    const errors = parsed.success ? parsed.data.errors : undefined;
    const kind = errorKind(response.status);
    throw new FedaPayError(kind, `FedaPay a répondu ${response.status} (${method} ${path}): ${message}`, {
      httpStatus: response.status,
      errors,
      // Only a server error may have done the work before failing; a refused key did not.
      mayHaveSucceeded: response.status >= 500 && method !== "GET",
    });
  }
  if (json === undefined) {
    throw new FedaPayError("invalid_response", `Réponse FedaPay illisible (${method} ${path})`, {
      httpStatus: response.status,
      mayHaveSucceeded: method !== "GET",
    });
  }
  return json;
}

function errorKind(status: number): FedaPayErrorKind {
  if (status === 404) return "not_found";
  if (status >= 500 || OUTAGE_STATUSES.has(status)) return "unavailable";
  return "refused";
}

/** The answer checked against `schema`, or an invalid_response error. */
export function parse<T>(schema: z.ZodType<T>, json: unknown, details: { mayHaveSucceeded?: boolean } = {}): T {
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new FedaPayError("invalid_response", `Réponse FedaPay inattendue: ${z.prettifyError(result.error)}`, {
      ...details,
      cause: result.error,
    });
  }
  return result.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function connectionRefused(error: unknown) {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN";
}
