import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpHeader } from "./client-ip.server";
import { isSameOriginRequest, sameOriginOnly } from "./same-origin.server";

const SITE = "https://benin-voyages.bj";

describe("isSameOriginRequest", () => {
  it.each([
    ["GET", { origin: "https://evil.com", secFetchSite: "cross-site" }, true],
    ["POST", { origin: SITE, secFetchSite: "same-origin" }, true],
    ["POST", {}, true],
    ["POST", { origin: "https://evil.com" }, false],
    ["POST", { origin: "null" }, false],
    ["DELETE", { secFetchSite: "cross-site" }, false],
    ["PATCH", { origin: SITE, secFetchSite: "same-site" }, false],
    ["POST", { origin: "http://localhost:5173", host: "localhost:5173" }, true],
    ["PUT", { origin: "http://benin-voyages.bj.evil.com", host: "benin-voyages.bj" }, false],
  ] as const)("%s %j → %s", (method, headers, expected) => {
    expect(isSameOriginRequest(method, headers, [SITE])).toBe(expected);
  });
});

describe("sameOriginOnly and clientIpHeader as Express middleware", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", false);
    app.use(clientIpHeader());
    app.use(sameOriginOnly([SITE]));
    app.all("/{*path}", (request, response) => response.json({ ip: request.headers["x-client-ip"] }));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("refuses a cross-site form post with a French 403", async () => {
    const response = await fetch(`${base}/auth`, {
      method: "POST",
      headers: { origin: "https://evil.com" },
      body: "intent=signout",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Requête refusée : elle ne provient pas de Bénin Voyages.");
  });

  it("lets our own pages post, and replaces a forged client address", async () => {
    const response = await fetch(`${base}/auth`, {
      method: "POST",
      headers: { origin: SITE, "x-client-ip": "1.2.3.4" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ip: string };
    expect(body.ip).not.toBe("1.2.3.4");
    expect(body.ip).toMatch(/127\.0\.0\.1/);
  });
});
