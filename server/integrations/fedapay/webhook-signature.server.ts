// FedaPay webhook signatures (reference: fedapay.md §2, the SDKs' WebhookSignature):
// header `X-FEDAPAY-SIGNATURE: t=<unix seconds>,s=<hex>[,s=<hex>…]`, where each s is
// HMAC-SHA256(key = the endpoint's wh_ secret, message = `${t}.${raw body}`) in hex.
// The raw bytes must be the ones received: a re-serialised JSON body does not match.
import { createHmac, timingSafeEqual } from "node:crypto";
import { now as clockNow, nowMs } from "#common/clock";

export const WEBHOOK_SIGNATURE_HEADER = "x-fedapay-signature";
export const DEFAULT_TOLERANCE_SECONDS = 300;

export type FedaPayWebhookEvent = {
  /** 'transaction.approved', … (`name`, or `type` as in /v1/events objects). */
  name: string;
  /** The transaction (or other object); FedaPay may send it as a JSON string. */
  entity: Record<string, unknown>;
  /** The whole parsed body, for audit. */
  payload: Record<string, unknown>;
};

/**
 * Why an event was refused. 'stale' is only reported for a correct signature (so it
 * says nothing to a forger); 'bad_payload' is a correctly signed body that is not an
 * event we can read.
 */
export type WebhookRejection = "missing_header" | "bad_format" | "bad_signature" | "stale" | "bad_payload";

export type WebhookVerification =
  { ok: true; event: FedaPayWebhookEvent; signedAt: Date } | { ok: false; reason: WebhookRejection };

export function verifyWebhookSignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string,
  { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, now = clockNow() }: { toleranceSeconds?: number; now?: Date } = {},
): WebhookVerification {
  if (!header || !header.trim()) return { ok: false, reason: "missing_header" };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: "bad_format" };

  const expected = Buffer.from(computeSignature(rawBody, secret, parsed.timestamp), "utf8");
  const matches = parsed.signatures.some((candidate) => {
    const given = Buffer.from(candidate, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: "bad_signature" };

  // Both ways: the Node SDK lets future timestamps through; a replay window must not.
  const ageSeconds = Math.abs(Math.floor(now.getTime() / 1000) - parsed.timestamp);
  if (ageSeconds > toleranceSeconds) return { ok: false, reason: "stale" };

  const event = readEvent(rawBody);
  if (!event) return { ok: false, reason: "bad_payload" };
  return { ok: true, event, signedAt: new Date(parsed.timestamp * 1000) };
}

/** The header FedaPay would send for this raw payload (the stand-in and tests use it). */
export function signWebhook(
  payload: Buffer | string,
  secret: string,
  timestamp: number = Math.floor(nowMs() / 1000),
): string {
  return `t=${timestamp},s=${computeSignature(payload, secret, timestamp)}`;
}

function computeSignature(payload: Buffer | string, secret: string, timestamp: number) {
  const hmac = createHmac("sha256", secret).update(`${timestamp}.`, "utf8");
  // Bytes as received: decoding and re-encoding would alter invalid UTF-8.
  if (typeof payload === "string") hmac.update(payload, "utf8");
  else hmac.update(payload);
  return hmac.digest("hex");
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const item of header.split(",")) {
    const separator = item.indexOf("=");
    if (separator < 0) continue;
    const key = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (key === "t" && timestamp === undefined) {
      if (!/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === "s" && value) {
      signatures.push(value);
    }
  }
  if (timestamp === undefined || signatures.length === 0) return null;
  return { timestamp, signatures };
}

function readEvent(rawBody: Buffer | string): FedaPayWebhookEvent | null {
  const text = typeof rawBody === "string" ? rawBody : rawBody.toString("utf8");
  const payload = parseJsonObject(text);
  if (!payload) return null;
  const name = typeof payload.name === "string" && payload.name ? payload.name : payload.type;
  if (typeof name !== "string" || !name) return null;
  const entity = typeof payload.entity === "string" ? parseJsonObject(payload.entity) : asObject(payload.entity);
  if (!entity) return null;
  return { name, entity, payload };
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    return asObject(JSON.parse(text));
  } catch {
    return null;
  }
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
