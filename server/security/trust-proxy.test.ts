// TRUST_PROXY (docs/decisions/031): whose X-Forwarded-For the app believes decides the
// client address of the per-address limits (client-ip.server.ts), behind a balancer on
// another machine too. A forged header from an untrusted peer changes nothing.
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { multiMachineRefusals, parseEnv, parseTrustProxy } from "#server/env.server";
import { CLIENT_IP_HEADER, clientIpHeader } from "./client-ip.server";

/** The address the app records for a request from 127.0.0.1 carrying X-Forwarded-For. */
async function clientAddressSeen(trustProxy: string | undefined, forwardedFor: string) {
  const app = express();
  app.set("trust proxy", parseTrustProxy(trustProxy));
  app.use(clientIpHeader());
  app.get("/", (request, response) => {
    response.send(request.headers[CLIENT_IP_HEADER] ?? "");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": forwardedFor } });
    return (await response.text()).replace(/^::ffff:/, "");
  } finally {
    server.close();
  }
}

describe("TRUST_PROXY", () => {
  it("believes the loopback proxy only, by default", async () => {
    // The balancer on this machine appended the visitor's address: the visitor's, not the
    // address it claimed before (which anyone may write).
    expect(await clientAddressSeen(undefined, "203.0.113.9, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("with a hop count, takes the address that many proxies back", async () => {
    expect(await clientAddressSeen("1", "203.0.113.9, 198.51.100.7")).toBe("198.51.100.7");
    expect(await clientAddressSeen("2", "203.0.113.9, 198.51.100.7")).toBe("203.0.113.9");
    // 0: no proxy believed, the peer's own address.
    expect(await clientAddressSeen("0", "203.0.113.9")).toBe("127.0.0.1");
  });

  it("with addresses, believes those proxies (a balancer on another machine) and no one else", async () => {
    expect(await clientAddressSeen("loopback, 198.51.100.0/24", "203.0.113.9, 198.51.100.7")).toBe("203.0.113.9");
    // A visitor forging a chain: the first address not in the list is theirs.
    expect(await clientAddressSeen("loopback, 10.0.0.5", "10.0.0.5, 203.0.113.9")).toBe("203.0.113.9");
  });

  it.each(["11", "-1", "proxy", "10.0.0.0/33", "10.0.0.1/8/2", ",", "256.1.1.1"])(
    "refuses %s at start, naming TRUST_PROXY",
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: doit être un nombre de relais/);
    },
  );

  it("accepts hop counts, named ranges, addresses and CIDR ranges, v4 and v6", () => {
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("loopback, uniquelocal, 10.1.2.3, 10.0.0.0/8, fd00::/8, ::1")).toEqual([
      "loopback",
      "uniquelocal",
      "10.1.2.3",
      "10.0.0.0/8",
      "fd00::/8",
      "::1",
    ]);
    expect(parseEnv({ TRUST_PROXY: " 1 " }).TRUST_PROXY).toBe("1");
  });
});

describe("MULTI_MACHINE=on", () => {
  it("refuses pictures and e-mails kept on local disk, naming the settings", () => {
    const env = parseEnv({ MULTI_MACHINE: "on" });
    const refusals = multiMachineRefusals(env, false);
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatch(/^S3_ENDPOINT, S3_BUCKET, .*obligatoires quand MULTI_MACHINE vaut on/);
    expect(refusals[1]).toMatch(/^SMTP_URL: obligatoire quand MULTI_MACHINE vaut on/);
    expect(multiMachineRefusals(parseEnv({ MULTI_MACHINE: "on", SMTP_URL: "smtp://mail:587" }), true)).toEqual([]);
    // One machine (the default): the local disk is fine.
    expect(multiMachineRefusals(parseEnv({}), false)).toEqual([]);
    expect(() => parseEnv({ MULTI_MACHINE: "oui" })).toThrow(/MULTI_MACHINE:/);
  });
});
