// The stand-in's controls and rules beyond the SDK's happy path: planned outcomes, refunds,
// payouts' account switch and per-number limit, the start shapes of the docs and the PHP
// SDK, and webhooks retried with backoff until the app answers 2xx.
import { afterEach, describe, expect, it, vi } from "vitest";
import { advanceClock, now, setClock } from "#common/clock";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { resetStandInControls, setNextOutcome, setPayoutsActivated } from "./standin-controls.server";
import { refundTransactionNow, runStandInDuties, transferAllApprovedNow } from "./standin-duties.server";
import { standInApiKey } from "./standin-key.server";
import { RETRY_DELAYS_MS, recentDeliveries } from "./webhook-dispatch.server";

const handle = await useTestDatabase();
const standIn = await startStandInServer();
setClock(now());

afterEach(async () => {
  standIn.control.webhookAnswer = "ok";
  await resetStandInControls();
  vi.restoreAllMocks();
});

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${standIn.url}/fedapay-standin/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${await standInApiKey()}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const person = (number: string) => ({
  firstname: "Kofi",
  lastname: "Agbo",
  email: "kofi@example.bj",
  phone_number: { number, country: "bj" },
});

async function paidTransaction(amount = 10_000) {
  const created = await api("POST", "/transactions", {
    description: "Séjour",
    amount,
    currency: { iso: "XOF" },
    customer: person("0197000001"),
  });
  const id = created.json["v1/transaction"].id as number;
  const { json } = await api("POST", `/transactions/${id}/token`, {});
  await api("POST", "/mtn_open", { token: json.token });
  return id;
}

const names = (from: number) => standIn.webhooks.slice(from).map((hook) => JSON.parse(hook.body.toString()).name);

describe("transactions as FedaPay takes them", () => {
  it("accepts a known customer by {id} and no customer at all; refuses an unknown id", async () => {
    const first = await api("POST", "/transactions", {
      description: "Séjour",
      amount: 1_000,
      currency: { iso: "XOF" },
      customer: person("0197000002"),
    });
    const customerId = first.json["v1/transaction"].customer_id as number;
    const again = await api("POST", "/transactions?include=customer", {
      description: "Séjour",
      amount: 1_000,
      currency: { iso: "XOF" },
      customer: { id: customerId },
    });
    expect(again.status).toBe(201);
    expect(again.json["v1/transaction"]).toMatchObject({
      customer_id: customerId,
      customer: { klass: "v1/customer", id: customerId, email: "kofi@example.bj" },
    });
    const anonymous = await api("POST", "/transactions", { description: "x", amount: 100, currency: { iso: "XOF" } });
    expect(anonymous.json["v1/transaction"]).toMatchObject({ customer_id: null });
    const unknown = await api("POST", "/transactions", {
      description: "x",
      amount: 100,
      currency: { iso: "XOF" },
      customer: { id: 999_999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors["customer.id"]).toEqual(["customer.id le client 999999 n'existe pas"]);
  });
});

describe("the stand-in's controls", () => {
  it("the next transaction fails, stays pending, or is approved late; the one after is normal", async () => {
    await setNextOutcome("transaction", "fail");
    const failed = await paidTransaction();
    expect((await api("GET", `/transactions/${failed}`)).json["v1/transaction"]).toMatchObject({
      status: "declined",
      last_error_code: "INSUFFICIENT_FUND_ERROR",
    });

    await setNextOutcome("transaction", "pending");
    const pending = await paidTransaction();
    advanceClock(3_600_000);
    expect((await api("GET", `/transactions/${pending}`)).json["v1/transaction"].status).toBe("pending");

    await setNextOutcome("transaction", "late");
    const from = standIn.webhooks.length;
    const late = await paidTransaction();
    expect((await api("GET", `/transactions/${late}`)).json["v1/transaction"].status).toBe("pending");
    advanceClock(2 * 60_000);
    expect((await api("GET", `/transactions/${late}`)).json["v1/transaction"].status).toBe("approved");
    await expect.poll(() => names(from)).toEqual(["transaction.created", "transaction.approved"]);

    const normal = await paidTransaction();
    expect((await api("GET", `/transactions/${normal}`)).json["v1/transaction"].status).toBe("approved");
  });

  it("a refund (control) moves an approved payment to refunded, with transaction.refunded", async () => {
    const id = await paidTransaction();
    const from = standIn.webhooks.length;
    expect((await refundTransactionNow(id))?.status).toBe("refunded");
    expect(await refundTransactionNow(id)).toBeUndefined();
    const read = (await api("GET", `/transactions/${id}`)).json["v1/transaction"];
    expect(read).toMatchObject({ status: "refunded", refunded_at: now().toISOString() });
    expect(names(from)).toEqual(["transaction.refunded"]);
  });
});

describe("payouts' rules", () => {
  it("refuses every payout call while payouts are not activated on the account", async () => {
    await setPayoutsActivated(false);
    const refused = await api("POST", "/payouts", {
      amount: 1_000,
      currency: { iso: "XOF" },
      mode: "moov",
      customer: person("0196100000"),
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/ne sont pas activés/);
    expect((await api("PUT", "/payouts/start", { payouts: [{ id: 1 }] })).status).toBe(403);
  });

  it("accepts the docs' bare array and the PHP SDK's {id, send_now}, at most 3 per number in 24 h", async () => {
    await paidTransaction(50_000);
    await transferAllApprovedNow();
    const create = async () =>
      (
        await api("POST", "/payouts", {
          amount: 1_000,
          currency: { iso: "XOF" },
          mode: "mtn_open",
          customer: person("0196200000"),
        })
      ).json["v1/payout"].id as number;
    const ids = [await create(), await create(), await create(), await create()];
    const bare = await api("PUT", "/payouts/start", [{ id: ids[0] }, { id: ids[1] }]);
    expect(bare.status).toBe(200);
    expect(bare.json["v1/payouts"].map((payout: { status: string }) => payout.status)).toEqual(["sent", "sent"]);
    const php = await api("PUT", "/payouts/start", { id: ids[2], send_now: true });
    expect(php.json["v1/payouts"][0]).toMatchObject({ id: ids[2], status: "sent" });

    const fourth = await api("PUT", "/payouts/start", { payouts: [{ id: ids[3] }] });
    expect(fourth.status).toBe(422);
    expect(fourth.json.errors.phone_number[0]).toContain("+2290196200000");
    advanceClock(24 * 3_600_000 + 1_000);
    expect((await api("PUT", "/payouts/start", { payouts: [{ id: ids[3] }] })).json["v1/payouts"][0].status).toBe(
      "sent",
    );
  });

  it("the next payout fails when a control says so, with payout.failed", async () => {
    await paidTransaction(5_000);
    await transferAllApprovedNow();
    await setNextOutcome("payout", "fail");
    const { json } = await api("POST", "/payouts", {
      amount: 1_000,
      currency: { iso: "XOF" },
      mode: "moov",
      customer: person("0196300000"),
    });
    const from = standIn.webhooks.length;
    const started = await api("PUT", "/payouts/start", { payouts: [{ id: json["v1/payout"].id }] });
    expect(started.json["v1/payouts"][0]).toMatchObject({ status: "failed", last_error_code: "PAYOUT_FAILED" });
    expect(names(from)).toEqual(["payout.started", "payout.failed"]);
  });
});

describe("payouts that arrive late", () => {
  it("a late payout is started, then sent when its time comes, with payout.sent; a repeated id is refused", async () => {
    await paidTransaction(5_000);
    await transferAllApprovedNow();
    await setNextOutcome("payout", "late");
    const { json } = await api("POST", "/payouts", {
      amount: 1_000,
      currency: { iso: "XOF" },
      mode: "mtn_open",
      customer: person("0196400000"),
    });
    const id = json["v1/payout"].id as number;
    const twice = await api("PUT", "/payouts/start", { payouts: [{ id }, { id }] });
    expect(twice.status).toBe(422);
    const started = await api("PUT", "/payouts/start", { payouts: [{ id }] });
    expect(started.json["v1/payouts"][0].status).toBe("started");
    const from = standIn.webhooks.length;
    advanceClock(2 * 60_000);
    expect((await api("GET", `/payouts/${id}`)).json["v1/payout"]).toMatchObject({
      status: "sent",
      sent_at: now().toISOString(),
    });
    await expect.poll(() => names(from)).toEqual(["payout.sent"]);
  });
});

describe("webhook deliveries", () => {
  it("retries a delivery answered non-2xx with backoff until a 2xx, keeping every attempt", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    standIn.control.webhookAnswer = "fail";
    const from = standIn.webhooks.length;
    await api("POST", "/transactions", { description: "x", amount: 100, currency: { iso: "XOF" } });
    expect(standIn.webhooks.length).toBe(from + 1);

    expect(await runStandInDuties()).toEqual({ delivered: 0, failed: 0 }); // not due yet
    advanceClock(RETRY_DELAYS_MS[0]!);
    expect(await runStandInDuties()).toEqual({ delivered: 0, failed: 1 });
    standIn.control.webhookAnswer = "ok";
    advanceClock(RETRY_DELAYS_MS[1]!);
    expect(await runStandInDuties()).toEqual({ delivered: 1, failed: 0 });

    const bodies = standIn.webhooks.slice(from).map((hook) => JSON.parse(hook.body.toString()));
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1); // the same event each time
    const [latest] = await recentDeliveries(1);
    expect(latest).toMatchObject({ status: "delivered", attempts: 3, name: "transaction.created" });
    expect(latest!.tries.map((attempt) => attempt.httpStatus)).toEqual([500, 500, 200]);
    const [row] = await handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM fedapay_standin_deliveries WHERE status = 'pending'",
    );
    expect(row!.n).toBe(0);
  });
});
