// FedaPay's webhook: the signature is checked on the raw bytes, each event is recorded
// once (payment_events.dedupe_key), and the event is only a hint: the transaction is read
// back from FedaPay and that answer alone is applied (apply-provider-status.server.ts).
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { getDb } from "#server/db/client.server";
import { paymentEvents } from "#server/db/schema";
import { FedaPayError, getTransaction } from "#server/integrations/fedapay/client.server";
import { getFedaPayConfig, type FedaPayConfig } from "#server/integrations/fedapay/config.server";
import { webhookSecretOf } from "#server/integrations/fedapay/stand-in/standin-key.server";
import {
  verifyWebhookSignature,
  type FedaPayWebhookEvent,
} from "#server/integrations/fedapay/webhook-signature.server";
import { applyPayoutEvent } from "#server/money/payout-event.server";
import { log } from "#server/observability/log.server";
import { applyProviderTransaction } from "./apply-provider-status.server";

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

export async function handleFedaPayWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  { now = clockNow(), config = getFedaPayConfig() }: { now?: Date; config?: FedaPayConfig } = {},
): Promise<WebhookAnswer> {
  const verified = verifyWebhookSignature(rawBody, signature, await webhookSecretOf(config), { now });
  if (!verified.ok) {
    // The same answer for every refusal: a forger learns nothing about which check failed.
    log("payments").warn(`webhook refusé (${verified.reason})`);
    return { status: 400, body: { error: "invalid_signature" } };
  }
  const { signedAt } = verified;
  // PostgreSQL refuses NUL in text and jsonb: a signed event carrying "\u0000" is still
  // FedaPay's, so it is kept with U+FFFD in its place rather than answered with a 500.
  const event = withoutNul(verified.event);
  const transactionId = readTransactionId(event.entity);
  const dedupeKey = dedupeKeyOf(event, transactionId, rawBody);

  // New, or seen before but never processed (FedaPay unreachable then): process. Seen and
  // processed: a replay, ignored.
  const [recorded] = await getDb()
    .insert(paymentEvents)
    .values({
      dedupeKey,
      eventName: event.name.slice(0, 100),
      providerTransactionId: transactionId === null ? null : String(transactionId),
      payload: event.payload,
      signedAt,
    })
    .onConflictDoUpdate({
      target: paymentEvents.dedupeKey,
      set: { receivedAt: sql`now()` },
      setWhere: sql`${paymentEvents.processedAt} IS NULL`,
    })
    .returning({ id: paymentEvents.id });
  if (!recorded) return { status: 200, body: { received: true, duplicate: true } };

  if (transactionId !== null && event.name.startsWith("payout.")) {
    return handlePayoutEvent(recorded.id, transactionId, now);
  }
  if (transactionId === null || !event.name.startsWith("transaction.")) {
    await finish(recorded.id, null);
    return { status: 200, body: { received: true, ignored: true } };
  }

  let transaction;
  try {
    transaction = await getTransaction(transactionId, config);
  } catch (error) {
    if (!(error instanceof FedaPayError)) throw error;
    if (error.kind === "not_found") {
      // FedaPay does not know this transaction (404, and only 404): not a real payment.
      await finish(recorded.id, error.message.slice(0, 1000));
      return { status: 200, body: { received: true, ignored: true } };
    }
    // FedaPay down, our key refused (401, 403), rate-limited (429), an unreadable answer:
    // the transaction's fate is unknown. Left unprocessed and answered non-2xx: FedaPay's
    // retry, the result page's status check or the reconciliation job completes it.
    await recordError(recorded.id, error.message);
    return { status: 503, body: { error: "provider_unavailable" } };
  }
  const result = await applyProviderTransaction(transaction, { now });
  await finish(recorded.id, result.outcome === "mismatch" ? `mismatch: ${result.detail}` : null);
  return { status: 200, body: { received: true, outcome: result.outcome } };
}

/** A payout's news: the payout read back from FedaPay and applied (server/money/payout-event). */
async function handlePayoutEvent(eventId: string, payoutId: number, now: Date): Promise<WebhookAnswer> {
  try {
    const outcome = await applyPayoutEvent(payoutId, now);
    await finish(eventId, outcome === "mismatch" ? "mismatch" : null);
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    if (!(error instanceof FedaPayError)) throw error;
    if (error.kind === "not_found") {
      await finish(eventId, error.message.slice(0, 1000));
      return { status: 200, body: { received: true, ignored: true } };
    }
    await recordError(eventId, error.message);
    return { status: 503, body: { error: "provider_unavailable" } };
  }
}

/**
 * One key per event: FedaPay's event id when it sends one; else the transaction and the
 * status it announces (the same news told twice is applied once); else the bytes.
 */
function dedupeKeyOf(event: FedaPayWebhookEvent, transactionId: number | null, rawBody: Buffer) {
  const eventId = event.payload.id;
  if ((typeof eventId === "string" && eventId) || typeof eventId === "number") {
    return `event:${String(eventId).slice(0, 100)}`;
  }
  const status = typeof event.entity.status === "string" ? event.entity.status : event.name;
  if (transactionId !== null && event.name.startsWith("transaction.")) {
    return `transaction:${transactionId}:${status.slice(0, 60)}`;
  }
  if (transactionId !== null && event.name.startsWith("payout.")) {
    return `payout:${transactionId}:${status.slice(0, 60)}`;
  }
  return `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
}

function withoutNul<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "\ufffd") as T;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)])) as T;
  }
  return value;
}

function readTransactionId(entity: Record<string, unknown>): number | null {
  const id = entity.id;
  const value = typeof id === "string" && /^\d{1,15}$/.test(id) ? Number(id) : id;
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
}

async function finish(id: string, error: string | null) {
  await getDb().execute(
    sql`UPDATE payment_events SET processed_at = now(), processing_error = ${error === null ? null : withoutNul(error)} WHERE id = ${id}`,
  );
}

async function recordError(id: string, error: string) {
  await getDb().execute(
    sql`UPDATE payment_events SET processing_error = ${withoutNul(error.slice(0, 1000))} WHERE id = ${id}`,
  );
}
