import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./webhook-signature.server";

const SECRET = "wh_test_secret";
const NOW = new Date("2026-03-01T12:00:00Z");
const T = Math.floor(NOW.getTime() / 1000);
const entity = { id: 42, status: "approved", amount: 148_500, description: "Séjour à Cotonou" };
const body = JSON.stringify({ name: "transaction.approved", entity });

describe("verifyWebhookSignature", () => {
  it("accepts FedaPay's scheme: HMAC-SHA256 hex of `${t}.${raw}` with the webhook secret", () => {
    const s = createHmac("sha256", SECRET).update(`${T}.${body}`).digest("hex");
    const result = verifyWebhookSignature(Buffer.from(body), `t=${T},s=${s}`, SECRET, { now: NOW });
    expect(result).toEqual({
      ok: true,
      event: { name: "transaction.approved", entity, payload: { name: "transaction.approved", entity } },
      signedAt: NOW,
    });
    expect(signWebhook(body, SECRET, T)).toBe(`t=${T},s=${s}`);
  });

  it("refuses a signature made with another secret (the API key, say)", () => {
    const header = signWebhook(body, "sk_sandbox_wrong", T);
    expect(verifyWebhookSignature(body, header, SECRET, { now: NOW })).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("refuses a body that differs by one byte, or was re-serialised", () => {
    const phpEscaped = body.replace("é", "\\u00e9");
    const header = signWebhook(phpEscaped, SECRET, T);
    expect(verifyWebhookSignature(phpEscaped, header, SECRET, { now: NOW }).ok).toBe(true);
    // Same JSON value, different bytes: what JSON.stringify(JSON.parse(raw)) would give.
    const reserialised = JSON.stringify(JSON.parse(phpEscaped));
    expect(reserialised).not.toBe(phpEscaped);
    expect(verifyWebhookSignature(reserialised, header, SECRET, { now: NOW })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(
      verifyWebhookSignature(body.replace("148500", "148501"), signWebhook(body, SECRET, T), SECRET, { now: NOW }).ok,
    ).toBe(false);
  });

  it("refuses a missing or empty header", () => {
    expect(verifyWebhookSignature(body, undefined, SECRET, { now: NOW })).toEqual({
      ok: false,
      reason: "missing_header",
    });
    expect(verifyWebhookSignature(body, "  ", SECRET, { now: NOW })).toEqual({ ok: false, reason: "missing_header" });
  });

  it.each([
    "nimportequoi",
    `s=${"a".repeat(64)}`, // no t
    `t=${T}`, // no s
    `t=abc,s=${"a".repeat(64)}`,
    `t=${T}.5,s=${"a".repeat(64)}`,
    `t=-${T},s=${"a".repeat(64)}`,
    `t=${T},s=`,
  ])("refuses a malformed header %j", (header) => {
    expect(verifyWebhookSignature(body, header, SECRET, { now: NOW })).toEqual({ ok: false, reason: "bad_format" });
  });

  it("refuses a forged t: the timestamp is part of what is signed", () => {
    const [, s] = signWebhook(body, SECRET, T - 3600).split(",");
    expect(verifyWebhookSignature(body, `t=${T},${s}`, SECRET, { now: NOW })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("refuses timestamps more than 300 s old or ahead, accepts 300 s exactly", () => {
    for (const [offset, ok] of [
      [-301, false],
      [301, false],
      [-300, true],
      [300, true],
    ] as const) {
      const header = signWebhook(body, SECRET, T + offset);
      const result = verifyWebhookSignature(body, header, SECRET, { now: NOW });
      expect(result.ok, `offset ${offset}`).toBe(ok);
      if (!ok) expect(result).toEqual({ ok: false, reason: "stale" });
    }
    const old = signWebhook(body, SECRET, T - 3600);
    expect(verifyWebhookSignature(body, old, SECRET, { now: NOW, toleranceSeconds: 7200 }).ok).toBe(true);
  });

  it("accepts when any of several s= values is valid (secret rotation), with spaces", () => {
    const good = signWebhook(body, SECRET, T).split("s=")[1];
    const header = `t=${T}, s=${"0".repeat(64)}, s=deadbeef, s=${good}`;
    expect(verifyWebhookSignature(body, header, SECRET, { now: NOW }).ok).toBe(true);
    expect(verifyWebhookSignature(body, `t=${T},s=${"0".repeat(64)},s=deadbeef`, SECRET, { now: NOW }).ok).toBe(false);
  });

  it("reads `type` when there is no `name`, and an entity sent as a JSON string", () => {
    const raw = JSON.stringify({ type: "transaction.declined", entity: JSON.stringify({ id: 7, status: "declined" }) });
    const result = verifyWebhookSignature(raw, signWebhook(raw, SECRET, T), SECRET, { now: NOW });
    expect(result.ok && result.event).toMatchObject({
      name: "transaction.declined",
      entity: { id: 7, status: "declined" },
    });
  });

  it.each([
    "not json",
    "[1,2]",
    JSON.stringify({ name: "transaction.approved" }),
    JSON.stringify({ entity: {} }),
    JSON.stringify({ name: "transaction.approved", entity: "{broken" }),
  ])("refuses a correctly signed body that is not an event (%s)", (raw) => {
    expect(verifyWebhookSignature(raw, signWebhook(raw, SECRET, T), SECRET, { now: NOW })).toEqual({
      ok: false,
      reason: "bad_payload",
    });
  });
});
