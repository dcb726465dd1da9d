import { describe, expect, it } from "vitest";
import { getEnv, parseEnv, setEnv } from "#server/env.server";
import { useTestDatabase } from "#tests/support/test-database";
import { LIMITS, takeAllowance } from "./limits.server";

const handle = await useTestDatabase();
const count = async (key: string) =>
  (await handle.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = $1", [key]))[0]?.count ?? 0;

describe("request limits", () => {
  it("refuses past the tight per-target allowance and gives back what the refused attempt counted", async () => {
    const { max } = LIMITS.passwordReset.target;
    for (let index = 0; index < max; index += 1) {
      expect(await takeAllowance("passwordReset", { target: "cible@exemple.bj", address: "192.0.2.1" })).toEqual({
        allowed: true,
      });
    }
    const refused = await takeAllowance("passwordReset", { target: "cible@exemple.bj", address: "192.0.2.1" });
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfter).toBeGreaterThan(0);
    // The shared address was counted for the allowed attempts only.
    expect(await count("limit:passwordReset:address:192.0.2.1")).toBe(max);
  });

  it("a subject that is missing (no trusted address) is not counted", async () => {
    expect(await takeAllowance("contact", { target: "a@exemple.bj", address: null })).toEqual({ allowed: true });
    expect(await count("limit:contact:target:a@exemple.bj")).toBe(1);
    expect(await handle.query("SELECT key FROM rate_limits WHERE key LIKE 'limit:contact:address:%'")).toEqual([]);
  });

  it("counts what a signed-in person does per account, never per address (issue 17)", () => {
    // Booking and uploads need an account: no address allowance to share with strangers.
    expect(Object.keys(LIMITS.booking).sort()).toEqual(["account", "target"]);
    expect(Object.keys(LIMITS.upload)).toEqual(["account"]);
    // The contact form counts the account when signed in (the route passes one or the other).
    expect(LIMITS.contact.account.max).toBeGreaterThanOrEqual(LIMITS.contact.target.max);
  });

  it("keeps every window within the day the pruning job keeps counters", () => {
    for (const rules of Object.values(LIMITS)) {
      for (const rule of Object.values(rules)) expect(rule.window).toBeLessThanOrEqual(24 * 3600);
    }
  });

  it("REQUEST_LIMITS=off (load benchmarks, fault tests) lifts them, and counts nothing", async () => {
    const previous = getEnv();
    setEnv(parseEnv({ ...process.env, REQUEST_LIMITS: "off" }));
    try {
      for (let index = 0; index <= LIMITS.signUp.target.max; index += 1) {
        expect(await takeAllowance("signUp", { target: "charge@exemple.bj" })).toEqual({ allowed: true });
      }
      expect(await count("limit:signUp:target:charge@exemple.bj")).toBe(0);
    } finally {
      setEnv(previous);
    }
  });
});
