import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database";
import { siteHeaders } from "../../server/accounts/test-requests.server";
import { action, loader } from "./api.auth.$";

const handle = await useTestDatabase();

type Args = Parameters<typeof action>[0];
const call = (path: string, init: RequestInit = {}) => {
  const request = new Request(`http://localhost:3000/api/auth${path}`, init);
  const args = { request, params: {}, context: {} } as unknown as Args;
  return request.method === "GET" ? loader(args) : action(args);
};
const post = (path: string, body: unknown, headers: Headers = siteHeaders()) => {
  headers.set("content-type", "application/json");
  return call(path, { method: "POST", headers, body: JSON.stringify(body) });
};

describe("/api/auth/* (better-auth's handler)", () => {
  it("keeps the same rules as our forms: bounded name, profile by trigger", async () => {
    const long = await post("/sign-up/email", { name: "a".repeat(3000), email: "api@exemple.bj", password: "motdepasse" });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe("Le nom d'utilisateur doit contenir au moins 3 caractères");
    const created = await post("/sign-up/email", { name: "Par l'API", email: "api@exemple.bj", password: "motdepasse" });
    expect(created.status).toBe(200);
    const [profile] = await handle.query<{ full_name: string }>("SELECT full_name FROM profiles");
    expect(profile!.full_name).toBe("Par l'API");
  });

  it("refuses a sign-in posted from another site", async () => {
    const headers = new Headers({ origin: "https://evil.com", cookie: "bv.session_token=x" });
    const response = await post("/sign-in/email", { email: "api@exemple.bj", password: "motdepasse" }, headers);
    expect(response.status).toBe(403);
  });

  it("counts sign-in attempts per account here too", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post("/sign-in/email", { email: "api@exemple.bj", password: `faux${attempt}xx` }, siteHeaders({ "x-client-ip": `10.9.0.${attempt}` }));
      expect(response.status).toBe(401);
    }
    const blocked = await post("/sign-in/email", { email: "api@exemple.bj", password: "motdepasse" }, siteHeaders({ "x-client-ip": "10.9.1.1" }));
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toBe("Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.");
  });

  it("answers get-session without a cookie with null", async () => {
    const response = await call("/get-session", { headers: siteHeaders() });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });
});
