// The client against a FedaPay that answers like the real service, not like a polite
// stand-in: the currency only when asked, amounts as strings, statuses nobody documented,
// fields of unexpected types, and every kind of refusal and outage.
import { describe, expect, it } from "vitest";
import { changeTransaction, startFedaPayFaultProxy } from "#tests/support/fedapay-fault-proxy";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { createToken, createTransaction, FedaPayError, getTransaction, type ClientOptions } from "./client.server";
import { getFedaPayConfig, STANDIN_PATH } from "./config.server";
import { currencyIsoOf, paymentStatusClass } from "./transaction.server";

await useTestDatabase();
const standIn = await startStandInServer();
const proxy = await startFedaPayFaultProxy(standIn.url);
const config = (): ClientOptions => ({ ...getFedaPayConfig(), apiBase: `${proxy.url}${STANDIN_PATH}` });
const ONE = /\/v1\/transactions\/\d+(\?|$)/;

async function created() {
  const transaction = await createTransaction(
    {
      description: "Réservation BK12345678",
      amount: 128_250,
      currency: "XOF",
      callbackUrl: `${standIn.url}/payment-success`,
      customer: { firstname: "Afi", lastname: "Houngbo", email: "afi@example.bj" },
      customMetadata: { booking_reference: "BK12345678", booking_id: "b1" },
    },
    config(),
  );
  return transaction.id;
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FedaPayError);
  return error as FedaPayError;
}

describe("the client reads FedaPay's real transaction shape", () => {
  it("asks for the currency on every read, and knows it even when only currency_id comes back", async () => {
    const id = await created();
    proxy.seen.length = 0;
    const read = await getTransaction(id, config());
    expect(proxy.seen.at(-1)?.path).toMatch(/\?include=currency$/);
    expect(currencyIsoOf(read)).toBe("XOF");

    // As FedaPay answers when `include` is not honoured: an id, no nested currency.
    const idOnly = changeTransaction((tx) => ({ ...tx, currency: undefined, currency_id: 9_999 }));
    proxy.add({ path: ONE, times: 1, rewrite: idOnly });
    // An id FedaPay never named: the currency is unknown, never assumed to be XOF.
    expect(currencyIsoOf(await getTransaction(id, config()))).toBeNull();
    // Once FedaPay has said which currency 9999 is, an answer with the id alone is enough.
    const named = changeTransaction((tx) => ({ ...tx, currency_id: 9_999, currency: { id: 9_999, iso: "XOF" } }));
    proxy.add({ path: ONE, times: 1, rewrite: named });
    await getTransaction(id, config());
    proxy.add({ path: ONE, times: 1, rewrite: idOnly });
    const idAlone = await getTransaction(id, config());
    expect(idAlone.currency ?? null).toBeNull();
    expect(currencyIsoOf(idAlone)).toBe("XOF");
  });

  it("reads a non-XOF currency as what it is", async () => {
    const id = await created();
    proxy.add({
      path: ONE,
      times: 1,
      rewrite: changeTransaction((tx) => ({ ...tx, currency: { id: 9_998, iso: "EUR" } })),
    });
    expect(currencyIsoOf(await getTransaction(id, config()))).toBe("EUR");
  });

  it.each([
    ["128250", 128_250],
    ["128250.00", 128_250],
    [" 128250 ", 128_250],
    [128_250, 128_250],
  ])("accepts the amount %j as %i FCFA", async (amount, expected) => {
    const id = await created();
    proxy.add({ path: ONE, times: 1, rewrite: changeTransaction((tx) => ({ ...tx, amount })) });
    expect((await getTransaction(id, config())).amount).toBe(expected);
  });

  it.each(["128250.5", "1e5", "-100", "12 8250", "", 128_250.5, null])(
    "refuses the amount %j clearly, never rounded",
    async (amount) => {
      const id = await created();
      proxy.add({ path: ONE, times: 1, rewrite: changeTransaction((tx) => ({ ...tx, amount })) });
      const error = await failure(getTransaction(id, config()));
      expect(error.kind).toBe("invalid_response");
      expect(error.message).toContain("amount");
    },
  );

  it("is not thrown off by fields no decision uses, whatever their type", async () => {
    const id = await created();
    proxy.add({
      path: ONE,
      times: 1,
      rewrite: changeTransaction((tx) => ({
        ...tx,
        metadata: [],
        custom_metadata: [],
        commission: "0.018",
        fees: "2",
        fixed_commission: 0,
        amount_transferred: "128250.00",
        amount_debited: 130_558,
        receipt_url: null,
        transaction_key: "d6d4b0e8",
        description: 42,
        mode: { name: "mtn_open" },
        reference: null,
        approved_at: 1_700_000_000,
        transferred_at: "2026-11-27 10:00:00",
        customer_id: "7",
        last_error_code: null,
        unexpected: { nested: [1, "two"] },
      })),
    });
    const read = await getTransaction(id, config());
    expect(read).toMatchObject({ id, amount: 128_250, status: "pending", custom_metadata: null, mode: null });
    expect(read.description).toBeNull();
  });

  it("reads a status nobody documented as still in progress", async () => {
    const id = await created();
    proxy.add({ path: ONE, times: 1, rewrite: changeTransaction((tx) => ({ ...tx, status: "processing" })) });
    const read = await getTransaction(id, config());
    expect(read.status).toBe("processing");
    expect(paymentStatusClass(read.status)).toBe("in_progress");
  });
});

describe("the client tells 'FedaPay does not know it' from 'FedaPay could not answer'", () => {
  it("404 alone is not_found", async () => {
    proxy.add({ path: ONE, times: 1, respond: { status: 404, body: { message: "Transaction introuvable" } } });
    expect((await failure(getTransaction(1, config()))).kind).toBe("not_found");
  });

  it.each([401, 403, 429, 500, 502, 503])("%i on a read is an outage (unavailable)", async (status) => {
    proxy.add({ path: ONE, times: 1, respond: { status, body: { message: "Non" } } });
    const error = await failure(getTransaction(1, config()));
    expect(error).toMatchObject({ kind: "unavailable", httpStatus: status });
  });

  it.each([401, 403, 429])("%i on a create is an outage that did not create anything", async (status) => {
    proxy.add({ method: "POST", path: /\/v1\/transactions$/, times: 1, respond: { status } });
    const error = await failure(created());
    expect(error).toMatchObject({ kind: "unavailable", details: { mayHaveSucceeded: false } });
  });

  it("400 and 422 are refusals of the request itself", async () => {
    for (const status of [400, 422]) {
      proxy.add({ path: /\/token$/, times: 1, respond: { status, body: { message: "Invalide", errors: {} } } });
      expect((await failure(createToken(1, config()))).kind).toBe("refused");
    }
  });

  it("a timeout or a dropped connection is an outage; a POST cut mid-way may have gone through", async () => {
    const id = await created();
    proxy.add({ path: ONE, times: 1, hang: true });
    const slow = await failure(getTransaction(id, { ...config(), timeoutMs: 200 }));
    expect(slow.kind).toBe("unavailable");
    proxy.add({ path: ONE, times: 1, drop: true });
    expect((await failure(getTransaction(id, config()))).kind).toBe("unavailable");
    proxy.add({ method: "POST", path: /\/v1\/transactions$/, times: 1, drop: true });
    expect(await failure(created())).toMatchObject({ kind: "unavailable", details: { mayHaveSucceeded: true } });
    proxy.clear();
    // And afterwards the same read works: nothing was left broken.
    expect((await getTransaction(id, config())).id).toBe(id);
  });
});
