import { describe, expect, it } from "vitest";
import { getAuth } from "#server/accounts/auth.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { action, loader } from "./api.auth.$";

const handle = await useTestDatabase();

type Args = Parameters<typeof action>[0];
const call = (path: string, init: RequestInit = {}) => {
  const request = new Request(`http://localhost:3000/api/auth${path}`, init);
  const args = routeArgs<Args>(request);
  return request.method === "GET" ? loader(args) : action(args);
};
const post = (path: string, body: unknown, headers: Headers = siteHeaders()) => {
  headers.set("content-type", "application/json");
  return call(path, { method: "POST", headers, body: JSON.stringify(body) });
};
const count = async (table: string) =>
  (await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe("/api/auth/* (only the endpoints a browser needs)", () => {
  it("refuses update-user with 404 and changes nothing", async () => {
    const { userId, cookie } = await signedInUser("api@exemple.bj", { name: "Nom Initial" });
    const response = await post(
      "/update-user",
      { name: "a".repeat(5000), image: "https://evil.com/x.png" },
      siteHeaders({ cookie }),
    );
    expect(response.status).toBe(404);
    const [row] = await handle.query<{ name: string; image: string | null }>(
      "SELECT name, image FROM users WHERE id = $1",
      [userId],
    );
    expect(row).toEqual({ name: "Nom Initial", image: null });
  });

  it("refuses the other endpoints our forms already cover server-side", async () => {
    const before = await count("users");
    const signUp = await post("/sign-up/email", {
      name: "Par l'API",
      email: "autre@exemple.bj",
      password: "Baobab-Ouidah-26",
    });
    expect(signUp.status).toBe(404);
    expect(await count("users")).toBe(before);
    for (const [method, path] of [
      ["POST", "/sign-in/email"],
      ["POST", "/change-email"],
      ["POST", "/change-password"],
      ["POST", "/delete-user"],
      ["POST", "/revoke-sessions"],
      ["GET", "/list-sessions"],
      ["GET", "/sign-out"],
      ["POST", "/get-session/../update-user"],
      ["GET", "/get-session%2F..%2Fupdate-user"],
    ] as const) {
      const response = method === "GET" ? await call(path, { headers: siteHeaders() }) : await post(path, {});
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it("answers get-session without a cookie with null, and with one with the session", async () => {
    const empty = await call("/get-session", { headers: siteHeaders() });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toBeNull();
    const { cookie } = await signedInUser("session@exemple.bj");
    const current = await call("/get-session", { headers: siteHeaders({ cookie }) });
    const body = (await current.json()) as { user: { email: string }; session: Record<string, unknown> };
    expect(body.user.email).toBe("session@exemple.bj");
    // The HttpOnly cookie's token is never handed to scripts.
    expect(body.session.id).toBeTruthy();
    expect(body.session).not.toHaveProperty("token");
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect(JSON.stringify(body)).not.toContain(token);
  });

  it("answers the closed endpoints in French", async () => {
    const response = await call("/update-user", { headers: siteHeaders() });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Page introuvable.");
  });

  it("signs out from our site, not from another one", async () => {
    const { cookie } = await signedInUser("sortie@exemple.bj");
    const forged = await post("/sign-out", {}, new Headers({ origin: "https://evil.com", cookie }));
    expect(forged.status).toBe(403);
    const signedOut = await post("/sign-out", {}, siteHeaders({ cookie }));
    expect(signedOut.status).toBe(200);
    const after = await call("/get-session", { headers: siteHeaders({ cookie }) });
    expect(await after.json()).toBeNull();
  });
});

describe("better-auth's sign-up hook (guards every caller, our forms included)", () => {
  const signUp = async (name: string, email: string) => {
    const auth = await getAuth();
    return auth.api.signUpEmail({ body: { name, email, password: "Baobab-Ouidah-26" }, headers: siteHeaders() }).then(
      () => "ok",
      (error: { body?: { message?: string } }) => error.body?.message,
    );
  };

  it("counts the name in characters: 100 emoji pass, 101 are too long, with the right message", async () => {
    expect(await signUp("😀".repeat(100), "emoji100@exemple.bj")).toBe("ok");
    expect(await signUp("😀".repeat(101), "emoji101@exemple.bj")).toBe(
      "Le nom d'utilisateur ne doit pas dépasser 100 caractères",
    );
    expect(await signUp("a".repeat(3000), "long@exemple.bj")).toBe(
      "Le nom d'utilisateur ne doit pas dépasser 100 caractères",
    );
    expect(await signUp(" 😀😀 ", "court@exemple.bj")).toBe("Le nom d'utilisateur doit contenir au moins 3 caractères");
    const [profile] = await handle.query<{ full_name: string }>(
      "SELECT p.full_name FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = 'emoji100@exemple.bj'",
    );
    expect(profile!.full_name).toBe("😀".repeat(100));
  });
});
