// FedaPay's own Node SDK (fedapay@1.2.5) as the judge of the stand-in: every call the
// product makes or will make, driven by the SDK exactly as a merchant's integration would,
// against the stand-in. A call the SDK cannot make (a 404, a shape it cannot read) fails
// here. The SDK's configuration is global: this one file, its tests in order.
import { ApiConnectionError, Currency, Customer, Event, FedaPay, Payout, Transaction, Webhook } from "fedapay";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { advanceClock, now, setClock } from "#common/clock";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { resetStandInControls, setStandInFault } from "./standin-controls.server";
import { standInApiKey, standInWebhookSecret } from "./standin-key.server";
import { STANDIN_XOF_CURRENCY_ID } from "./standin-objects.server";

await useTestDatabase();
const standIn = await startStandInServer();
// The stand-in signs with the app's clock (moved by the test run), the SDK checks the age
// against the machine's: a tolerance of ten years keeps the real date out of this test.
const TOLERANCE = 10 * 365 * 86_400;
const HOUR_MS = 3_600_000;

const customer = (number: string) => ({
  firstname: "Afi",
  lastname: "Houngbo",
  email: "afi@example.bj",
  phone_number: { number, country: "bj" },
});

async function sdkError(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiConnectionError);
  return error as ApiConnectionError;
}

/** The events received since `from`, each checked by the SDK's own Webhook.constructEvent. */
async function eventsSince(from: number) {
  const secret = await standInWebhookSecret();
  return standIn.webhooks.slice(from).map((webhook) => {
    return Webhook.constructEvent(webhook.body.toString("utf8"), webhook.signature, secret, TOLERANCE) as {
      id: number;
      name: string;
      type: string;
      entity: Record<string, unknown>;
      object: string;
      object_id: number;
      created_at: string;
    };
  });
}

beforeAll(async () => {
  setClock(now());
  FedaPay.setApiKey(await standInApiKey());
  FedaPay.setEnvironment("sandbox");
  FedaPay.setApiBase(`${standIn.url}/fedapay-standin`);
});
afterAll(async () => {
  await resetStandInControls();
  setClock(null);
});

describe("FedaPay's Node SDK against the stand-in", () => {
  const state = { paid: [] as Transaction[] };

  it("Transaction.create: ids for the customer and the currency, the fee fields, transaction.created", async () => {
    const from = standIn.webhooks.length;
    const transaction = await Transaction.create({
      description: "Réservation BK12345678",
      amount: 5_000,
      currency: { iso: "XOF" },
      callback_url: `${standIn.url}/payment-success`,
      customer: customer("+2290197000000"),
      custom_metadata: { booking_reference: "BK12345678" },
    });
    expect(transaction).toBeInstanceOf(Transaction);
    expect(transaction).toMatchObject({
      klass: "v1/transaction",
      status: "pending",
      amount: 5_000,
      currency_id: STANDIN_XOF_CURRENCY_ID,
      operation: "payment",
      custom_metadata: { booking_reference: "BK12345678" },
      commission: "0.018",
    });
    expect(typeof transaction.customer_id).toBe("number");
    expect(transaction.transaction_key).toMatch(/^[0-9a-f]{32}$/);
    expect(transaction).not.toHaveProperty("currency");
    expect(transaction).not.toHaveProperty("customer");
    for (const field of ["fees", "amount_transferred", "amount_debited", "receipt_url", "transferred_at"]) {
      expect(transaction).toHaveProperty(field);
    }
    const [created] = await eventsSince(from);
    expect(created).toMatchObject({
      name: "transaction.created",
      type: "transaction.created",
      object: "transaction",
      object_id: transaction.id,
      entity: { id: transaction.id, status: "pending" },
    });
    expect(created!.id).toEqual(expect.any(Number));
    expect(Date.parse(created!.created_at)).toBe(now().getTime());
  });

  it("generateToken, getFees, sendNow by mtn_open and by moov, then retrieve with include", async () => {
    for (const mode of ["mtn_open", "moov"]) {
      const transaction = await Transaction.create({
        description: `Paiement ${mode}`,
        amount: 5_000,
        currency: { iso: "XOF" },
        customer: customer("0197000000"),
      });
      const token = await transaction.generateToken();
      expect(token.token).toMatch(/^[\w-]{43}$/);
      expect(token.url).toBe(`${standIn.url}/fedapay-standin/checkout/${token.token}`);
      const fees = await transaction.getFees(token.token, mode);
      expect(fees).toMatchObject({
        amount_debited: 5_090,
        amount_transferred: 5_000,
        apply_fees_to_merchant: false,
        commission: "0.018",
        fees: 90,
        fixed_commission: 0,
      });

      const from = standIn.webhooks.length;
      const sent = await transaction.sendNow(mode, { phone_number: { number: "66994148", country: "bj" } });
      expect(sent.message).toBe("success");
      const [approved] = await eventsSince(from);
      expect(approved).toMatchObject({ name: "transaction.approved", entity: { id: transaction.id, mode } });

      const read = await Transaction.retrieve(transaction.id, { include: "customer,currency" });
      expect(read.wasPaid()).toBe(true);
      expect(read).toMatchObject({ status: "approved", mode, metadata: { paid_phone_number: "+22966994148" } });
      expect(read.currency).toBeInstanceOf(Currency);
      expect(read.currency).toMatchObject({ id: STANDIN_XOF_CURRENCY_ID, iso: "XOF" });
      expect(read.customer).toBeInstanceOf(Customer);
      expect(read.customer).toMatchObject({ id: read.customer_id, firstname: "Afi", email: "afi@example.bj" });
      expect(read.receipt_url).toContain(token.token);
      state.paid.push(read);
    }
  });

  it("Transaction.all lists transactions with FedaPay's meta", async () => {
    const list = await Transaction.all({ per_page: 2 });
    expect(list.transactions).toHaveLength(2);
    expect(list.transactions[0]).toBeInstanceOf(Transaction);
    expect(list.meta).toMatchObject({ current_page: 1, next_page: 2, prev_page: null, per_page: 2, total_count: 3 });
  });

  it("an approved payment becomes transferred after 72 h by the app's clock, with its event", async () => {
    const from = standIn.webhooks.length;
    advanceClock(71 * HOUR_MS);
    expect((await Transaction.retrieve(state.paid[0]!.id)).status).toBe("approved");
    advanceClock(HOUR_MS);
    const read = await Transaction.retrieve(state.paid[0]!.id);
    expect(read.status).toBe("transferred");
    expect(read.wasPaid()).toBe(true);
    expect(read.transferred_at).toBe(now().toISOString());
    await expect
      .poll(async () => (await eventsSince(from)).map((event) => event.name))
      .toEqual(["transaction.transferred", "transaction.transferred"]);
  });

  it("Payout.create, sendNow, retrieve: created, started and sent, each event signed", async () => {
    const from = standIn.webhooks.length;
    const payout = await Payout.create({
      amount: 2_000,
      currency: { iso: "XOF" },
      mode: "mtn_open",
      description: "Versement à l'hôte",
      customer: customer("0196000001"),
      custom_metadata: { payout_reference: "PO-1" },
    });
    expect(payout).toBeInstanceOf(Payout);
    expect(payout).toMatchObject({ klass: "v1/payout", status: "pending", amount: 2_000, mode: "mtn_open" });
    const sent = await payout.sendNow();
    expect(sent).toBe(payout);
    expect(sent).toMatchObject({ status: "sent" });
    expect(sent.sent_at).toBe(now().toISOString());
    const read = await Payout.retrieve(payout.id, { include: "customer" });
    expect(read).toMatchObject({ id: payout.id, status: "sent", custom_metadata: { payout_reference: "PO-1" } });
    expect(read.customer).toBeInstanceOf(Customer);
    const events = await eventsSince(from);
    expect(events.map((event) => [event.name, event.object, event.object_id])).toEqual([
      ["payout.created", "payout", payout.id],
      ["payout.started", "payout", payout.id],
      ["payout.sent", "payout", payout.id],
    ]);
  });

  it("Payout schedule, scheduleAll and sendAllNow: the SDK's {payouts:[…]} answered {v1/payouts:[…]}", async () => {
    const create = (number: string) =>
      Payout.create({ amount: 1_000, currency: { iso: "XOF" }, mode: "moov", customer: customer(number) });
    const [first, second, third] = [await create("0196000002"), await create("0196000003"), await create("0196000004")];
    const at = new Date(now().getTime() + HOUR_MS);
    const scheduled = await first.schedule(at);
    expect(scheduled).toMatchObject({ status: "started", scheduled_at: at.toISOString() });

    const all = await Payout.scheduleAll([{ id: second.id, scheduled_at: "2099-11-01 18:30:22" }]);
    expect(all.payouts[0]).toBeInstanceOf(Payout);
    expect(all.payouts[0]).toMatchObject({
      id: second.id,
      status: "started",
      scheduled_at: "2099-11-01T18:30:22.000Z",
    });

    // The SDK's sendAllNow prints its parameters (a console.log left in fedapay@1.2.5).
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const now3 = await Payout.sendAllNow(
      [{ id: third.id }],
      [{ phone_number: { number: "0196000005", country: "bj" } }],
    );
    expect(now3.payouts[0]).toMatchObject({
      id: third.id,
      status: "sent",
      metadata: { phone_number: "+2290196000005" },
    });
    log.mockRestore();

    advanceClock(HOUR_MS);
    expect((await Payout.retrieve(first.id)).status).toBe("sent");
    const list = await Payout.all({ per_page: 10 });
    expect(list.payouts.map((payout: Payout) => payout.id)).toContain(first.id);
    expect(list.meta).toMatchObject({ current_page: 1, total_count: 4 });
  });

  it("FedaPay's rules refuse in FedaPay's error shape: over 1 000 000 XOF, over the balance", async () => {
    const tooLarge = await sdkError(
      Payout.create({ amount: 1_000_001, currency: { iso: "XOF" }, mode: "moov", customer: customer("0196000006") }),
    );
    expect(tooLarge.httpStatus).toBe(422);
    expect(tooLarge.errors).toEqual({ amount: ["amount ne peut pas dépasser 1 000 000 XOF par transfert"] });

    const payout = await Payout.create({
      amount: 1_000_000,
      currency: { iso: "XOF" },
      mode: "moov",
      customer: customer("0196000006"),
    });
    const overBalance = await sdkError(payout.sendNow());
    expect(overBalance.httpStatus).toBe(422);
    expect(overBalance.errorMessage).toMatch(/^Solde insuffisant/);
    expect((await Payout.retrieve(payout.id)).status).toBe("pending");
  });

  it("Event.all lists the events with entity as a JSON string", async () => {
    const list = await Event.all({ per_page: 3 });
    expect(list.events).toHaveLength(3);
    const [latest] = list.events as Event[];
    expect(typeof latest!.entity).toBe("string");
    expect(JSON.parse(latest!.entity as string)).toMatchObject({ id: latest!.object_id });
  });

  it("a fault set on an endpoint answers its status to the SDK for the next N calls only", async () => {
    const id = state.paid[1]!.id;
    await setStandInFault({ operation: "retrieveTransaction", status: 401, times: 1 });
    expect((await sdkError(Transaction.retrieve(id))).httpStatus).toBe(401);
    expect((await Transaction.retrieve(id)).id).toBe(id);
    await setStandInFault({ operation: "listPayouts", status: 429, times: 2 });
    expect((await sdkError(Payout.all())).httpStatus).toBe(429);
    expect((await sdkError(Payout.all())).httpStatus).toBe(429);
    expect((await Payout.all()).payouts.length).toBeGreaterThan(0);
  });

  it("a webhook signed with another secret is refused by the SDK", async () => {
    const webhook = standIn.webhooks.at(-1)!;
    expect(() =>
      Webhook.constructEvent(webhook.body.toString("utf8"), webhook.signature, "wh_other", TOLERANCE),
    ).toThrow();
  });
});
