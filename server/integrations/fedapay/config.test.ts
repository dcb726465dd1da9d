import { describe, expect, it } from "vitest";
import { FedaPayConfigError, parseFedaPayConfig } from "./config.server";

const PUBLIC = "http://localhost:3000";

describe("FedaPay settings", () => {
  it("uses the local stand-in when no secret key is set", () => {
    expect(parseFedaPayConfig({}, PUBLIC)).toEqual({
      mode: "standin",
      apiBase: "http://localhost:3000/fedapay-standin",
      secretKey: "sk_standin_local",
      webhookSecret: "wh_standin_local",
    });
    expect(parseFedaPayConfig({ FEDAPAY_SECRET_KEY: "  ", FEDAPAY_ENV: "" }, "https://x.bj/").apiBase).toBe(
      "https://x.bj/fedapay-standin",
    );
  });

  it("goes to the sandbox host by default and to the live host with FEDAPAY_ENV=live", () => {
    const sandbox = parseFedaPayConfig(
      { FEDAPAY_SECRET_KEY: "sk_sandbox_abc", FEDAPAY_WEBHOOK_SECRET: "wh_sandbox_x" },
      PUBLIC,
    );
    expect(sandbox).toEqual({
      mode: "sandbox",
      apiBase: "https://sandbox-api.fedapay.com",
      secretKey: "sk_sandbox_abc",
      webhookSecret: "wh_sandbox_x",
    });
    const live = parseFedaPayConfig(
      { FEDAPAY_SECRET_KEY: "sk_live_abc", FEDAPAY_WEBHOOK_SECRET: "wh_live_x", FEDAPAY_ENV: "live" },
      PUBLIC,
    );
    expect(live.apiBase).toBe("https://api.fedapay.com");
  });

  it.each([
    [{ FEDAPAY_ENV: "prod" }, "FEDAPAY_ENV"],
    [{ FEDAPAY_SECRET_KEY: "sk_live_abc" }, "FEDAPAY_WEBHOOK_SECRET"],
    [{ FEDAPAY_WEBHOOK_SECRET: "wh_live_x" }, "FEDAPAY_SECRET_KEY"],
    [
      { FEDAPAY_SECRET_KEY: "sk_sandbox_abc", FEDAPAY_WEBHOOK_SECRET: "wh_x", FEDAPAY_ENV: "live" },
      "FEDAPAY_SECRET_KEY",
    ],
  ])("stops with a message naming the variable (%o)", (source, name) => {
    expect(() => parseFedaPayConfig(source, PUBLIC)).toThrow(FedaPayConfigError);
    expect(() => parseFedaPayConfig(source, PUBLIC)).toThrow(new RegExp(`${name}:`));
  });
});
