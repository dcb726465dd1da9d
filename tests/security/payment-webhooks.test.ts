// FedaPay's webhook as the production bundle serves it (POST /api/webhooks/fedapay over
// real HTTP), beyond server/payments/fedapay-webhook.test.ts: malformed and doctored
// headers, signed bodies FedaPay could send (NUL escapes, strings for entities, other
// events), oversized bodies, FedaPay's retries and concurrent replays. Nothing moves
// without a valid, fresh signature, and nothing moves twice.
// FedaPay's answers (mismatches, order, outages): payment-webhooks-provider.test.ts.
import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET } from "#server/integrations/fedapay/config.server";
import { standInWebhookSecret } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { withoutChanges } from "#tests/security/hostile-support/expectations";
import { rowCount } from "#tests/security/hostile-support/tables";
import {
  bookingState,
  confirmations,
  event,
  nowSeconds,
  PAYMENT_TABLES,
  startWebhookWorld,
  type Attempt,
} from "#tests/security/hostile-support/webhooks";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const world = await startWebhookWorld();
/** The stand-in's webhook secret, derived from the application's secret (never the public placeholder). */
const SECRET = await standInWebhookSecret();

describe(`signatures and headers over HTTP (${databaseKind})`, () => {
  let attempt: Attempt;
  let body: string;
  beforeAll(async () => {
    attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    body = event(attempt.transactionId);
  });

  const valid = () => signWebhook(body, SECRET, nowSeconds());
  const sOf = (header: string) => header.split("s=")[1]!;
  const refusals: Array<[string, () => string | undefined]> = [
    ["no header", () => undefined],
    ["an empty header", () => ""],
    ["a header without '='", () => "garbage"],
    ["a timestamp and no signature", () => `t=${nowSeconds()}`],
    ["a signature and no timestamp", () => `s=${sOf(valid())}`],
    ["a timestamp that is not a number", () => `t=maintenant,s=${sOf(valid())}`],
    ["a negative timestamp", () => `t=-5,s=${sOf(valid())}`],
    ["a 13-digit timestamp", () => `t=9999999999999,s=${sOf(valid())}`],
    ["the right signature in upper case", () => `t=${valid().split(",")[0]!.slice(2)},s=${sOf(valid()).toUpperCase()}`],
    [
      "a signature made with the API key instead of the webhook secret",
      () => signWebhook(body, STANDIN_SECRET_KEY, nowSeconds()),
    ],
    [
      "a signature of the body alone, without the timestamp",
      () => `t=${nowSeconds()},s=${createHmac("sha256", SECRET).update(body).digest("hex")}`,
    ],
    ["a signature 10 minutes old", () => signWebhook(body, SECRET, nowSeconds() - 600)],
    ["a signature 10 minutes in the future", () => signWebhook(body, SECRET, nowSeconds() + 600)],
    ["an 8 KB header of forged signatures", () => `t=${nowSeconds()},${"s=deadbeef,".repeat(800)}`],
    [
      "a signature made with the stand-in's public placeholder secret (wh_standin_local)",
      () => signWebhook(body, STANDIN_WEBHOOK_SECRET, nowSeconds()),
    ],
  ];

  it.each(refusals)("%s: 400, nothing recorded, the booking stays unpaid", async (_label, header) => {
    const answer = await withoutChanges(PAYMENT_TABLES, () => world.deliver(body, header()));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: "invalid_signature" });
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "pending", payment_status: "pending" });
  });

  it("a valid signature over a body with one more space: 400", async () => {
    const header = valid();
    const answer = await withoutChanges(PAYMENT_TABLES, () => world.deliver(`${body} `, header));
    expect(answer.status).toBe(400);
  });

  it("a captured header replayed on another event: 400", async () => {
    const other = event(attempt.transactionId, "transaction.approved", { id: "evt-autre" });
    const answer = await withoutChanges(PAYMENT_TABLES, () => world.deliver(other, valid()));
    expect(answer.status).toBe(400);
  });

  it("a body over 100 KB is refused before it is read, without an error page", async () => {
    const huge = event(attempt.transactionId, "transaction.approved", { padding: "x".repeat(200_000) });
    const answer = await withoutChanges(PAYMENT_TABLES, () => world.deliverSigned(huge));
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: "payload_too_large" });
  });

  it("one forged and one right signature (secret rotation), sent as text/plain: processed", async () => {
    const header = `${valid()},s=${"0".repeat(64)}`;
    const answer = await world.deliver(body, header, "text/plain");
    expect(answer.status).toBe(200);
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "approved", payment_status: "completed" });
  });
});

describe(`signed bodies FedaPay could send (${databaseKind})`, () => {
  it.each([
    ["not JSON", "ceci n'est pas du JSON"],
    ["a JSON array", "[1,2,3]"],
    ["JSON without a name", '{"entity":{"id":1}}'],
    ["bytes that are not UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
  ])("%s: 400, nothing recorded", async (_label, body) => {
    const answer = await withoutChanges(PAYMENT_TABLES, () => world.deliverSigned(body));
    expect(answer.status).toBe(400);
  });

  it.each([
    ["a customer event", () => JSON.stringify({ name: "customer.created", entity: { id: 987_654 } })],
    ["a transaction id of -1", () => event(-1)],
    ["a transaction id of 1.5", () => event(1.5)],
    ["a transaction id of 2^53 + 1", () => event("9007199254740993")],
    ["a transaction id that is SQL", () => event("1; DROP TABLE bookings")],
  ])("%s: recorded and ignored, FedaPay never asked", async (_label, body) => {
    const reads = world.app.provider.reads;
    const text = body();
    const answer = await world.deliverSigned(text);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ received: true, ignored: true });
    expect(world.app.provider.reads).toBe(reads);
  });

  it("NUL escapes in a signed event are stored safely and the payment still completes", async () => {
    const attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    const body = event(attempt.transactionId, "transaction.approved\u0000", { id: "evt-nul\u0000", note: "a\u0000b" });
    const answer = await world.deliverSigned(body);
    expect(answer.status).toBe(200);
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "approved", payment_status: "completed" });
    expect(
      await rowCount(
        "payment_events",
        "provider_transaction_id = $1 AND processed_at IS NOT NULL AND event_name <> 'transaction.created'",
        [String(attempt.transactionId)],
      ),
    ).toBe(1);
  });

  it("an entity sent as a JSON string (as /v1/events does) is read the same way", async () => {
    const attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    const body = JSON.stringify({
      type: "transaction.approved",
      entity: JSON.stringify({ id: attempt.transactionId }),
    });
    const answer = await world.deliverSigned(body);
    expect(answer.json).toMatchObject({ outcome: "completed" });
  });
});

describe(`replays (${databaseKind})`, () => {
  it("FedaPay's retry of the same event with a fresh signature changes nothing more", async () => {
    const attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    const body = event(attempt.transactionId, "transaction.approved", { id: 4242 });
    expect((await world.deliverSigned(body)).json).toMatchObject({ outcome: "completed" });
    const retry = await withoutChanges(["bookings", "email_outbox", "notifications", "payment_transactions"], () =>
      world.deliverSigned(body, -30),
    );
    expect(retry.json).toEqual({ received: true, duplicate: true });
    expect(await confirmations(attempt.bookingId)).toBe(1);
  });

  it("the same event delivered three times at once confirms once and mails once", async () => {
    const attempt = await world.startedPayment();
    await world.setStandIn(attempt.transactionId, "approved");
    const body = event(attempt.transactionId);
    const header = signWebhook(body, SECRET, nowSeconds());
    const answers = await Promise.all([1, 2, 3].map(() => world.deliver(body, header)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await bookingState(attempt.bookingId)).toEqual({ status: "approved", payment_status: "completed" });
    expect(await confirmations(attempt.bookingId)).toBe(1);
    // Once, beside the stand-in's own transaction.created sent when the payment started.
    expect(
      await rowCount("payment_events", "provider_transaction_id = $1 AND event_name = 'transaction.approved'", [
        String(attempt.transactionId),
      ]),
    ).toBe(1);
  });
});
