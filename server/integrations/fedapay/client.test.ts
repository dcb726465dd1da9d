import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standInApiKey, standInWebhookSecret } from "#server/integrations/fedapay/stand-in/standin-key.server";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import {
  createToken,
  createTransaction,
  FedaPayError,
  getTransaction,
  type CreateTransactionInput,
} from "./client.server";
import { getFedaPayConfig, STANDIN_WEBHOOK_SECRET, type FedaPayConfig } from "./config.server";
import { verifyWebhookSignature } from "./webhook-signature.server";

await useTestDatabase();
const standIn = await startStandInServer();

const input = (overrides: Partial<CreateTransactionInput> = {}): CreateTransactionInput => ({
  description: "Réservation BK12345678 - Villa <Ouidah>",
  amount: 148_500,
  currency: "XOF",
  callbackUrl: `${standIn.url}/payment-success?booking_id=abc`,
  customer: {
    firstname: "Afi",
    lastname: "Houngbo",
    email: "afi@example.bj",
    phone_number: { number: "+2290197000000", country: "bj" },
  },
  customMetadata: { booking_reference: "BK12345678", booking_id: "7b0c3d1e-0000-4000-8000-000000000001" },
  ...overrides,
});

async function submitCheckout(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

describe("FedaPay client against the local stand-in", () => {
  it("creates, tokenises, approves at checkout, signs the webhook and redirects with id and status", async () => {
    const config = getFedaPayConfig();
    expect(config.mode).toBe("standin");
    const created = await createTransaction(input());
    expect(created).toMatchObject({
      amount: 148_500,
      status: "pending",
      custom_metadata: { booking_reference: "BK12345678" },
    });
    expect(Number.isInteger(created.id)).toBe(true);

    const { token, url } = await createToken(created.id);
    expect(url).toBe(`${standIn.url}/fedapay-standin/checkout/${token}`);
    // Asking again gives the same checkout link.
    expect((await createToken(created.id)).token).toBe(token);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Simulateur FedaPay (environnement local)");
    expect(html).toContain("148\u202f500\u00a0FCFA");
    expect(html).toContain("Villa &#60;Ouidah&#62;");
    expect(html).not.toContain("<Ouidah>");
    for (const text of ["MTN Mobile Money", "Moov Money", "Valider le paiement", "Refuser", "Annuler"]) {
      expect(html).toContain(text);
    }

    const before = standIn.webhooks.length;
    const submitted = await submitCheckout(url, { mode: "moov", phone: "01 97 00 00 00", action: "approve" });
    expect(submitted.status).toBe(303);
    const location = new URL(submitted.headers.get("location")!);
    expect(location.pathname).toBe("/payment-success");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      booking_id: "abc",
      id: String(created.id),
      status: "approved",
    });

    expect(standIn.webhooks.length).toBe(before + 1);
    const webhook = standIn.webhooks.at(-1)!;
    const verified = verifyWebhookSignature(webhook.body, webhook.signature, await standInWebhookSecret());
    // Signed with the secret derived from the application's own, not the public placeholder.
    expect(verifyWebhookSignature(webhook.body, webhook.signature, STANDIN_WEBHOOK_SECRET).ok).toBe(false);
    expect(verified.ok && verified.event).toMatchObject({
      name: "transaction.approved",
      entity: { id: created.id, status: "approved", amount: 148_500, mode: "moov" },
    });
    expect(verifyWebhookSignature(webhook.body, webhook.signature, "wh_other").ok).toBe(false);

    const read = await getTransaction(created.id);
    expect(read).toMatchObject({ id: created.id, status: "approved", mode: "moov" });
    expect(read.approved_at).toBeTruthy();

    // A second submit (back button) changes nothing and sends no second event.
    const again = await submitCheckout(url, { action: "decline" });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Paiement déjà traité");
    expect((await getTransaction(created.id)).status).toBe("approved");
    expect(standIn.webhooks.length).toBe(before + 1);
  });

  it.each([
    ["decline", "declined"],
    ["cancel", "canceled"],
  ])("%s at checkout gives status %s, in the webhook and the redirect", async (action, status) => {
    const created = await createTransaction(input({ callbackUrl: `${standIn.url}/payment-cancel` }));
    const { url } = await createToken(created.id);
    const submitted = await submitCheckout(url, { action });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("location")).toBe(`${standIn.url}/payment-cancel?id=${created.id}&status=${status}`);
    const webhook = standIn.webhooks.at(-1)!;
    const verified = verifyWebhookSignature(webhook.body, webhook.signature, await standInWebhookSecret());
    expect(verified.ok && verified.event.name).toBe(`transaction.${status}`);
    expect((await getTransaction(created.id)).status).toBe(status);
  });

  it("keeps the payer on the page with a French message for a bad phone number", async () => {
    const created = await createTransaction(input());
    const { url } = await createToken(created.id);
    const submitted = await submitCheckout(url, { mode: "mtn_open", phone: "12<b>", action: "approve" });
    expect(submitted.status).toBe(400);
    const html = await submitted.text();
    expect(html).toContain("Veuillez saisir un numéro de téléphone béninois valide");
    expect(html).toContain('value="12&#60;b&#62;"');
    expect((await getTransaction(created.id)).status).toBe("pending");
  });

  it("answers 404 in French for an unknown or tampered checkout token", async () => {
    const created = await createTransaction(input());
    const { url } = await createToken(created.id);
    const tampered = url.slice(0, -1) + (url.endsWith("A") ? "B" : "A");
    for (const target of [
      tampered,
      `${standIn.url}/fedapay-standin/checkout/..%2F..%2Fetc`,
      `${standIn.url}/fedapay-standin/checkout/x'"<>`,
    ]) {
      const response = await fetch(target);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Lien de paiement introuvable");
    }
    const post = await submitCheckout(tampered, { action: "approve", mode: "moov", phone: "97000000" });
    expect(post.status).toBe(404);
  });

  it("refuses calls without the secret key (401)", async () => {
    const config: FedaPayConfig = { ...getFedaPayConfig(), secretKey: "sk_wrong" };
    // A refused key is an outage, not a verdict on the payment: asked again later.
    await expect(createTransaction(input(), config)).rejects.toMatchObject({
      kind: "unavailable",
      httpStatus: 401,
      details: { mayHaveSucceeded: false },
    });
    const bare = await fetch(`${standIn.url}/fedapay-standin/v1/transactions/1`);
    expect(bare.status).toBe(401);
    // The placeholder written in the source code is not the key either.
    const placeholder = await fetch(`${standIn.url}/fedapay-standin/v1/transactions/1`, {
      headers: { Authorization: `Bearer ${getFedaPayConfig().secretKey}` },
    });
    expect(placeholder.status).toBe(401);
  });

  it.each([
    [99, "amount"],
    [100.5, "amount"],
  ])("refuses an amount of %s with FedaPay's error shape", async (amount, field) => {
    const response = await fetch(`${standIn.url}/fedapay-standin/v1/transactions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await standInApiKey()}`, "Content-Type": "application/json" },
      body: JSON.stringify({ description: "x", currency: { iso: "XOF" }, amount, customer: input().customer }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it("rejects an amount under 100 and a currency other than XOF through the client", async () => {
    const error = await createTransaction(input({ amount: 50 })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FedaPayError);
    expect(error).toMatchObject({
      kind: "refused",
      httpStatus: 422,
      details: { errors: { amount: expect.any(Array) } },
    });
    await expect(createTransaction(input({ currency: "EUR" as "XOF" }))).rejects.toMatchObject({ httpStatus: 422 });
    await expect(createTransaction(input({ amount: 1000.5 }))).rejects.toThrow(RangeError);
  });

  it("answers JSON errors for malformed JSON and unknown transactions", async () => {
    const malformed = await fetch(`${standIn.url}/fedapay-standin/v1/transactions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await standInApiKey()}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Requête invalide" });
    await expect(getTransaction(987_654_321)).rejects.toMatchObject({ kind: "not_found", httpStatus: 404 });
  });
});

describe("FedaPay client when the provider fails", () => {
  let failing: http.Server;
  let failingUrl = "";
  let body = "";
  let status = 500;
  beforeAll(async () => {
    failing = http.createServer((_request, response) => {
      response.writeHead(status, { "Content-Type": "application/json" }).end(body);
    });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => failing.close(resolve)));

  const configFor = (apiBase: string): FedaPayConfig => ({
    mode: "sandbox",
    apiBase,
    secretKey: "sk_sandbox_x",
    webhookSecret: "wh_x",
  });

  it("says unavailable, not created, when nothing listens", async () => {
    const dead = http.createServer();
    await new Promise<void>((resolve) => dead.listen(0, "127.0.0.1", resolve));
    const port = (dead.address() as AddressInfo).port;
    await new Promise((resolve) => dead.close(resolve));
    const error = await createTransaction(input(), configFor(`http://127.0.0.1:${port}`)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FedaPayError);
    expect(error).toMatchObject({ kind: "unavailable", httpStatus: undefined, details: { mayHaveSucceeded: false } });
  });

  it("says unavailable on a 500, and that a POST may have gone through", async () => {
    status = 500;
    body = JSON.stringify({ message: "Server Error" });
    const error = await createTransaction(input(), configFor(failingUrl)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "unavailable", httpStatus: 500, details: { mayHaveSucceeded: true } });
    expect((error as Error).message).toContain("Server Error");
    await expect(getTransaction(1, configFor(failingUrl))).rejects.toMatchObject({
      kind: "unavailable",
      details: { mayHaveSucceeded: false },
    });
  });

  it("says invalid_response for a 200 that is not FedaPay's shape", async () => {
    status = 200;
    for (const answer of [
      "<html>oops</html>",
      JSON.stringify({ transaction: { id: 1 } }),
      JSON.stringify({ "v1/transaction": { id: 1, amount: 10.5, status: "approved" } }),
    ]) {
      body = answer;
      await expect(getTransaction(1, configFor(failingUrl))).rejects.toMatchObject({ kind: "invalid_response" });
    }
    body = JSON.stringify({ token: "abc", url: "javascript:alert(1)" });
    await expect(createToken(1, configFor(failingUrl))).rejects.toMatchObject({ kind: "invalid_response" });
  });
});
