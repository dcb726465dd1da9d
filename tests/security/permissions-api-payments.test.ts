// Permission matrix, part 5 (our own endpoints): the FedaPay stand-in (on and off) and the
// FedaPay webhook, which must never be a way to mark someone's booking paid.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { paymentEvents, paymentTransactions } from "#server/db/schema";
import { STANDIN_SECRET_KEY, STANDIN_WEBHOOK_SECRET, WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { standInApiKey, standInWebhookSecret } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { signWebhook } from "#server/integrations/fedapay/webhook-signature.server";
import { createBooking } from "#server/seed/factories.server";
import { ACTOR_LABEL, ACTORS, readBooking } from "#tests/security/support/actors";
import { snapshotDifferences, takeSnapshot, withoutChanges } from "#tests/security/support/database-snapshot";
import { send } from "#tests/security/support/http";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("api");

// ---- FedaPay: the stand-in and the webhook
function standIn(path: string, init: { method?: string; key?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return context().app.request(path, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/**
 * A transaction made up by someone holding the stand-in's key (say, a developer of the
 * site), aimed at the traveler's booking: even then, it must not make the booking paid.
 */
async function forgedApprovedTransaction() {
  const { world } = context();
  const key = await standInApiKey();
  const booking = await readBooking(world.bookings.travelerPending.id);
  const created = await standIn("/fedapay-standin/v1/transactions", {
    method: "POST",
    key,
    json: {
      description: `Réservation ${booking!.bookingReference}`,
      amount: booking!.totalPrice,
      currency: { iso: "XOF" },
      customer: { firstname: "Faux", lastname: "Payeur", email: "faux@exemple.bj" },
      custom_metadata: { booking_reference: booking!.bookingReference, booking_id: booking!.id },
    },
  });
  expect(created.status).toBe(201);
  const transaction = ((await created.json()) as { "v1/transaction": { id: number } })["v1/transaction"];
  const tokenAnswer = await standIn(`/fedapay-standin/v1/transactions/${transaction.id}/token`, {
    method: "POST",
    key,
  });
  const { token } = (await tokenAnswer.json()) as { token: string };
  return { transactionId: transaction.id, token };
}

describe("FedaPay stand-in and webhook × actors", () => {
  const previous = { key: process.env.FEDAPAY_SECRET_KEY, secret: process.env.FEDAPAY_WEBHOOK_SECRET };
  afterEach(() => {
    for (const [name, value] of [
      ["FEDAPAY_SECRET_KEY", previous.key],
      ["FEDAPAY_WEBHOOK_SECRET", previous.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("the stand-in's API refuses a request without its key (401), and writes nothing", async () => {
    for (const key of [undefined, "sk_live_devine"]) {
      const before = await takeSnapshot();
      const created = await standIn("/fedapay-standin/v1/transactions", {
        method: "POST",
        key,
        json: { amount: 1000 },
      });
      const read = await standIn("/fedapay-standin/v1/transactions/1", { key });
      expect([created.status, read.status]).toEqual([401, 401]);
      expect(snapshotDifferences(before, await takeSnapshot())).toEqual({});
    }
  });

  it("the stand-in's API does not open with the key written in the source code: a traveler's payment stays unreadable to everyone", async () => {
    const { app, world } = context();
    const booking = await createBooking({
      listingId: world.listings.approved.id,
      userId: world.actors.traveler.userId,
      startDate: addDays(todayInBenin(), 300),
      endDate: addDays(todayInBenin(), 302),
      travelerInfo: {
        firstName: "Koffi",
        lastName: "Payeur",
        email: "koffi.payeur@exemple.bj",
        phone: "+2290197007788",
      },
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const started = await send(app, world.actors.traveler, `/payment?booking_id=${booking.id}`, {
      form: { method: "mtn", phone: "01 97 00 77 88" },
    });
    expect(started.redirect).toMatch(/\/fedapay-standin\/checkout\//);
    const [payment] = await getDb()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.bookingId, booking.id));
    const id = payment!.providerTransactionId!;
    for (const key of [STANDIN_SECRET_KEY, "sk_standin_" + "x".repeat(43)]) {
      const before = await takeSnapshot();
      const read = await standIn(`/fedapay-standin/v1/transactions/${id}`, { key });
      const token = await standIn(`/fedapay-standin/v1/transactions/${id}/token`, { method: "POST", key });
      const created = await standIn("/fedapay-standin/v1/transactions", {
        method: "POST",
        key,
        json: { amount: 1000 },
      });
      expect([read.status, token.status, created.status]).toEqual([401, 401, 401]);
      expect(await read.text()).not.toContain("koffi.payeur@exemple.bj");
      expect(snapshotDifferences(before, await takeSnapshot())).toEqual({});
    }
    // The app itself still pays through its stand-in: the traveler approves, the booking is paid.
    const approved = await app.request(new URL(started.redirect!).pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl },
      body: new URLSearchParams({ action: "approve", mode: "mtn_open", phone: "0197007788" }),
    });
    expect(approved.status).toBe(303);
    await send(app, world.actors.traveler, `/payment-success?booking_id=${booking.id}`);
    expect(await readBooking(booking.id)).toMatchObject({ paymentStatus: "completed", status: "approved" });
  });

  it("a forged stand-in payment, approved and announced by a signed webhook, never marks the traveler's booking paid", async () => {
    const { app, world } = context();
    const { token, transactionId } = await forgedApprovedTransaction();
    const bookingBefore = await readBooking(world.bookings.travelerPending.id);
    // The payer's page approves it, and the stand-in posts its signed event to our webhook.
    const approved = await app.request(`/fedapay-standin/checkout/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl },
      body: new URLSearchParams({ action: "approve", mode: "mtn_open", phone: "0197000000" }),
    });
    expect(approved.status).toBeLessThan(400);
    // The same event, sent again by the forger directly: signed with the stand-in's public
    // placeholder it is refused outright; even signed with the derived secret (which the
    // forger cannot know), it would move nothing.
    const body = JSON.stringify({ name: "transaction.approved", entity: { id: transactionId, status: "approved" } });
    const forged = await app.request(WEBHOOK_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", "x-fedapay-signature": signWebhook(body, STANDIN_WEBHOOK_SECRET) },
      body,
    });
    expect(forged.status).toBe(400);
    const webhook = await app.request(WEBHOOK_PATH, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-fedapay-signature": signWebhook(body, await standInWebhookSecret()),
      },
      body,
    });
    expect(webhook.status).toBe(200);
    expect(await readBooking(world.bookings.travelerPending.id)).toEqual(bookingBefore);
    expect(
      await getDb()
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.bookingId, world.bookings.travelerPending.id)),
    ).toEqual([]);
    const [event] = await getDb()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerTransactionId, String(transactionId)));
    expect(event?.processedAt).not.toBeNull();
  });

  it("an unsigned or wrongly signed webhook is refused (400) and writes nothing", async () => {
    const { app, world } = context();
    const body = JSON.stringify({
      name: "transaction.approved",
      entity: { id: 1, status: "approved", custom_metadata: { booking_id: world.bookings.travelerPending.id } },
    });
    for (const signature of [undefined, signWebhook(body, "wh_secret_devine")]) {
      const answer = await withoutChanges(() =>
        app.request(WEBHOOK_PATH, {
          method: "POST",
          headers: { "content-type": "application/json", ...(signature ? { "x-fedapay-signature": signature } : {}) },
          body,
        }),
      );
      expect(answer.status).toBe(400);
    }
  });

  it("with real FedaPay keys the stand-in is gone: its pages and API are not found and write nothing", async () => {
    const { app } = context();
    const { token } = await forgedApprovedTransaction();
    process.env.FEDAPAY_SECRET_KEY = "sk_sandbox_cle_de_test";
    process.env.FEDAPAY_WEBHOOK_SECRET = "wh_sandbox_secret_de_test";
    const before = await takeSnapshot();
    const page = await app.request(`/fedapay-standin/checkout/${token}`);
    const approve = await app.request(`/fedapay-standin/checkout/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app.baseUrl },
      body: new URLSearchParams({ action: "approve", mode: "mtn_open", phone: "0197000000" }),
    });
    const api = await standIn("/fedapay-standin/v1/transactions/1", { key: await standInApiKey() });
    expect([page.status, api.status]).toEqual([404, 404]);
    expect([404, 405]).toContain(approve.status);
    expect(snapshotDifferences(before, await takeSnapshot())).toEqual({});
  });
});

// Nobody but the server itself settles a booking: all five, whatever they post.
describe("payment state × actors", () => {
  for (const actor of ACTORS) {
    it(`${ACTOR_LABEL[actor]} cannot mark the traveler's booking paid through /payment-success?status=approved`, async () => {
      const { app, world } = context();
      const id = world.bookings.travelerPending.id;
      const before = await readBooking(id);
      await send(app, world.actors[actor], `/payment-success?booking_id=${id}&status=approved&id=1`);
      expect(await readBooking(id)).toEqual(before);
    });
  }
});
