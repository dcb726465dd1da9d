import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createToken,
  createTransaction,
  getTransaction,
  type CreateTransactionInput,
} from "#server/integrations/fedapay/client.server";
import { log } from "#server/observability/log.server";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { normalizeBeninPhone, returnUrl } from "./checkout-routes.server";
import { setNextOutcome } from "./standin-controls.server";
import { standInApiKey } from "./standin-key.server";

await useTestDatabase();
const standIn = await startStandInServer();

const input = (callbackUrl: string): CreateTransactionInput => ({
  description: "Location Toyota RAV4",
  amount: 55_000,
  currency: "XOF",
  callbackUrl,
  customer: { firstname: "Koffi", lastname: "Adjovi", email: "koffi@example.bj" },
  customMetadata: { booking_reference: "BK87654321", booking_id: "b-1" },
});

async function checkoutLink(callbackUrl = `${standIn.url}/payment-success`) {
  const created = await createTransaction(input(callbackUrl));
  return { id: created.id, ...(await createToken(created.id)) };
}

const approve = (url: string) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "approve", mode: "mtn_open", phone: "+229 97 00 00 00" }),
    redirect: "manual",
  });

afterEach(() => {
  standIn.control.webhookAnswer = "ok";
  vi.restoreAllMocks();
});

describe("stand-in checkout", () => {
  it("still sends the payer back when the app's webhook endpoint fails", async () => {
    standIn.control.webhookAnswer = "fail";
    const warn = vi.spyOn(log("fedapay-standin"), "warn");
    const { url, id } = await checkoutLink();
    const response = await approve(url);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${standIn.url}/payment-success?id=${id}&status=approved`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("a répondu 500"));
  });

  it("does not hold the payer more than about 2 s when the webhook endpoint hangs", async () => {
    standIn.control.webhookAnswer = "hang";
    const { url } = await checkoutLink();
    const started = Date.now();
    const response = await approve(url);
    expect(response.status).toBe(303);
    expect(Date.now() - started).toBeLessThan(3_500);
  });

  it("replaces an id or status already in the callback URL instead of adding a second one", async () => {
    const { url, id } = await checkoutLink(`${standIn.url}/payment-success?booking_id=b%201&status=approved&id=1`);
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    const location = new URL(response.headers.get("location")!);
    expect(location.searchParams.getAll("status")).toEqual(["canceled"]);
    expect(location.searchParams.getAll("id")).toEqual([String(id)]);
    expect(location.searchParams.get("booking_id")).toBe("b 1");
  });

  it("refuses an unknown action or a made-up payment mode, and keeps the transaction pending", async () => {
    const { url, id } = await checkoutLink();
    const attempts: Record<string, string>[] = [
      { action: "steal" },
      { action: "approve", mode: "paypal", phone: "97000000" },
    ];
    for (const fields of attempts) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      expect(response.status).toBe(400);
    }
    expect((await getTransaction(id)).status).toBe("pending");
  });

  it("sends strict security headers and no script", async () => {
    const { url } = await checkoutLink();
    const response = await fetch(url);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await response.text()).not.toContain("<script");
  });

  it("answers French validation messages in FedaPay's error shape", async () => {
    const response = await fetch(`${standIn.url}/fedapay-standin/v1/transactions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await standInApiKey()}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        amount: 500,
        currency: { iso: "XOF" },
        callback_url: "javascript:alert(1)",
        customer: {},
      }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      description: ["description est requis"],
      callback_url: ["callback_url doit être une URL http(s) absolue"],
      "customer.firstname": ["customer.firstname est requis"],
      "customer.lastname": ["customer.lastname est requis"],
      "customer.email": ["customer.email doit être une adresse e-mail"],
    });
  });

  it("is switched off when real FedaPay keys are configured", async () => {
    const { url } = await checkoutLink();
    vi.stubEnv("FEDAPAY_SECRET_KEY", "sk_sandbox_real");
    vi.stubEnv("FEDAPAY_WEBHOOK_SECRET", "wh_sandbox_real");
    try {
      expect((await fetch(url)).status).toBe(404);
      const api = await fetch(`${standIn.url}/fedapay-standin/v1/transactions/1`, {
        headers: { Authorization: `Bearer ${await standInApiKey()}` },
      });
      expect(api.status).toBe(404);
    } finally {
      vi.stubEnv("FEDAPAY_SECRET_KEY", "");
      vi.stubEnv("FEDAPAY_WEBHOOK_SECRET", "");
    }
  });
});

describe("stand-in checkout under a control", () => {
  it("a payment planned to stay pending: the payer is sent back with status=pending and no event follows", async () => {
    await setNextOutcome("transaction", "pending");
    const { url, id } = await checkoutLink();
    const from = standIn.webhooks.length;
    const response = await approve(url);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${standIn.url}/payment-success?id=${id}&status=pending`);
    expect(standIn.webhooks.length).toBe(from);
    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain("<h1>Paiement en cours de traitement</h1>");
    expect(html).toContain("est en cours de traitement.");
    expect(html).not.toContain("Valider le paiement");
    expect((await getTransaction(id)).status).toBe("pending");
  });
});

describe("normalizeBeninPhone", () => {
  it.each([
    ["97 00 00 00", "+22997000000"],
    ["01 97 00 00 00", "+2290197000000"],
    ["+229 01-97-00-00-00", "+2290197000000"],
    ["00229 97.00.00.00", "+22997000000"],
  ])("reads %j as %s", (value, expected) => {
    expect(normalizeBeninPhone(value)).toBe(expected);
  });

  it.each(["", "9700000", "02 97 00 00 00", "+33 6 12 34 56 78", "97000000x", "<script>"])("refuses %j", (value) => {
    expect(normalizeBeninPhone(value)).toBeNull();
  });
});

describe("returnUrl", () => {
  it("gives nothing for a missing or unreadable callback URL", () => {
    expect(returnUrl({ callbackUrl: null, id: 1, status: "approved" })).toBeNull();
    expect(returnUrl({ callbackUrl: "pas une url", id: 1, status: "approved" })).toBeNull();
  });
});
