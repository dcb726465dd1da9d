// A small typed client for FedaPay's REST API (docs: https://docs.fedapay.com).
// Why not the `fedapay` npm SDK: global mutable config, axios 0.x, `any` types. This one
// is fetch-based, checks every answer with zod, and talks equally to the real hosts or
// to the local stand-in. It never retries: FedaPay documents no idempotency, so a second
// POST /v1/transactions could create a second transaction; the caller decides.
import { z } from "zod";
import { apiKeyOf } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { getFedaPayConfig, type FedaPayConfig } from "./config.server";

const TIMEOUT_MS = 10_000;

/**
 * What went wrong, so the caller can answer the payer sensibly:
 * - unreachable: no usable answer (network, timeout, or a 5xx); trying later may work.
 *   `mayHaveSucceeded` is true when a POST may have reached FedaPay before failing: check
 *   before creating again.
 * - rejected: FedaPay refused this request (4xx); the same request will fail again.
 * - invalid_response: a 2xx whose body is not what FedaPay documents.
 */
export type FedaPayErrorKind = "unreachable" | "rejected" | "invalid_response";

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

const timestamp = z.string().nullish();

// Only the fields we use are checked; the rest of FedaPay's object passes through.
export const transactionSchema = z.looseObject({
  id: z.number().int(),
  reference: z.string().nullish(),
  amount: z.number().int(),
  description: z.string().nullish(),
  callback_url: z.string().nullish(),
  // Known values: pending, approved, declined, canceled, refunded, transferred,
  // approved_partially_refunded, transferred_partially_refunded. Kept open: an unknown
  // status must not make a valid answer unreadable.
  status: z.string().min(1),
  mode: z.string().nullish(),
  custom_metadata: z.record(z.string(), z.unknown()).nullish(),
  approved_at: timestamp,
  declined_at: timestamp,
  canceled_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
});
export type FedaPayTransaction = z.infer<typeof transactionSchema>;

const transactionWrapper = z.object({ "v1/transaction": transactionSchema });
// The app redirects the payer to `url`: only http(s), never javascript: or data:.
const tokenSchema = z.object({ token: z.string().min(1), url: z.url({ protocol: /^https?$/ }) });
const errorBody = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Statuses meaning the money was taken (the SDK's wasPaid()). */
const PAID_STATUSES = new Set([
  "approved",
  "transferred",
  "refunded",
  "approved_partially_refunded",
  "transferred_partially_refunded",
]);
export function wasPaid(status: string) {
  return PAID_STATUSES.has(status);
}

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
  config: FedaPayConfig = getFedaPayConfig(),
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
  return parse(transactionWrapper, json, { mayHaveSucceeded: true })["v1/transaction"];
}

/** The payer's checkout page: redirect the browser to `url`. */
export async function createToken(
  transactionId: number,
  config: FedaPayConfig = getFedaPayConfig(),
): Promise<{ token: string; url: string }> {
  const json = await request(config, "POST", `/transactions/${transactionIdPath(transactionId)}/token`, {});
  return parse(tokenSchema, json);
}

export async function getTransaction(
  transactionId: number,
  config: FedaPayConfig = getFedaPayConfig(),
): Promise<FedaPayTransaction> {
  const json = await request(config, "GET", `/transactions/${transactionIdPath(transactionId)}`);
  return parse(transactionWrapper, json)["v1/transaction"];
}

function transactionIdPath(id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`Identifiant de transaction invalide: ${id}`);
  return String(id);
}

async function request(config: FedaPayConfig, method: "GET" | "POST", path: string, body?: unknown) {
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
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    // A refused connection never reached FedaPay; a timeout or reset might have.
    const refused = connectionRefused(error);
    throw new FedaPayError("unreachable", `FedaPay injoignable (${method} ${path})`, {
      mayHaveSucceeded: method === "POST" && !refused,
      cause: error,
    });
  }
  const text = await response.text().catch(() => "");
  const json = safeJson(text);
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    const message = parsed.success && parsed.data.message ? parsed.data.message : `HTTP ${response.status}`;
    const errors = parsed.success ? parsed.data.errors : undefined;
    const kind = response.status >= 500 ? "unreachable" : "rejected";
    throw new FedaPayError(kind, `FedaPay a répondu ${response.status} (${method} ${path}): ${message}`, {
      httpStatus: response.status,
      errors,
      mayHaveSucceeded: kind === "unreachable" && method === "POST",
    });
  }
  if (json === undefined) {
    throw new FedaPayError("invalid_response", `Réponse FedaPay illisible (${method} ${path})`, {
      httpStatus: response.status,
      mayHaveSucceeded: method === "POST",
    });
  }
  return json;
}

function parse<T>(schema: z.ZodType<T>, json: unknown, details: { mayHaveSucceeded?: boolean } = {}): T {
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
