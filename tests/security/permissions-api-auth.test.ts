// Permission matrix, part 5 (our own endpoints): better-auth's HTTP API (only reading and
// ending one's own session are exposed) and signing out (only one's own sessions end).
import { describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { sessions } from "#server/db/schema";
import { ACTOR_LABEL, ACTORS, type Actor } from "#tests/security/support/actors";
import { snapshotDifferences, takeSnapshot, withoutChanges } from "#tests/security/support/database-snapshot";
import { send } from "#tests/security/support/http";
import { useMatrixWorld } from "#tests/security/support/world-setup";
import { signInAgain, TEST_PASSWORD } from "#tests/support/sessions";

const context = await useMatrixWorld("api");

// ---- better-auth: everything but get-session (GET) and sign-out (POST) is 404
const closedAuthEndpoints: Array<[method: "GET" | "POST", path: string, body?: unknown]> = [
  ["POST", "/api/auth/sign-in/email", { email: "voyageur.api@exemple.bj", password: TEST_PASSWORD }],
  ["POST", "/api/auth/sign-up/email", { email: "intrus.api@exemple.bj", password: "Baobab-Ouidah-26", name: "Intrus" }],
  ["POST", "/api/auth/update-user", { name: "Nom piraté" }],
  ["POST", "/api/auth/change-email", { newEmail: "pirate@exemple.bj" }],
  ["POST", "/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "piratepirate" }],
  ["POST", "/api/auth/delete-user", {}],
  ["GET", "/api/auth/list-sessions"],
  ["POST", "/api/auth/revoke-sessions", {}],
  ["POST", "/api/auth/revoke-other-sessions", {}],
  ["POST", "/api/auth/revoke-session", { token: "x" }],
  ["POST", "/api/auth/request-password-reset", { email: "voyageur.api@exemple.bj" }],
  ["POST", "/api/auth/reset-password", { newPassword: "piratepirate", token: "x" }],
  ["GET", "/api/auth/verify-email?token=x"],
  ["POST", "/api/auth/send-verification-email", { email: "voyageur.api@exemple.bj" }],
  ["POST", "/api/auth/get-session", {}],
  ["GET", "/api/auth/sign-out"],
  ["GET", "/api/auth//get-session"],
  ["GET", "/api/auth/%2e%2e/get-session"],
];

describe("better-auth endpoints × actors", () => {
  for (const [method, path, body] of closedAuthEndpoints) {
    for (const actor of ACTORS) {
      it(`${ACTOR_LABEL[actor]} cannot ${method} ${path} (refused 404)`, async () => {
        const { app, world } = context();
        const answer = await withoutChanges(() =>
          send(app, world.actors[actor], path, { method, json: body, accept: "application/json" }),
        );
        expect(answer.status).toBe(404);
      });
    }
  }

  for (const actor of ACTORS) {
    it(`${ACTOR_LABEL[actor]} can GET /api/auth/get-session, which shows only their own session`, async () => {
      const { app, world } = context();
      const before = await takeSnapshot();
      const answer = await send(app, world.actors[actor], "/api/auth/get-session", { accept: "application/json" });
      expect(answer.status).toBe(200);
      expect(withoutRateLimits(snapshotDifferences(before, await takeSnapshot()))).toEqual({});
      const session = JSON.parse(answer.body) as { user?: { email: string } } | null;
      expect(session?.user?.email ?? null).toBe(world.actors[actor].email);
    });
  }
});

/** better-auth counts requests per address in rate_limits: bookkeeping, not anyone's data. */
function withoutRateLimits(differences: ReturnType<typeof snapshotDifferences>) {
  const { rate_limits: _counted, ...rest } = differences;
  return rest;
}

// ---- signing out ends the requester's own sessions, never anyone else's
async function freshSession(actor: Actor): Promise<Actor> {
  return { ...actor, cookie: await signInAgain(actor.email!, actor.totpSecret) };
}

const sessionsOf = async () =>
  (await getDb().select({ id: sessions.id, userId: sessions.userId }).from(sessions))
    .map((row) => `${row.userId}:${row.id}`)
    .sort();

describe("signing out × actors", () => {
  const ways = [
    {
      name: "POST /api/auth/sign-out",
      send: (actor: Actor) =>
        send(context().app, actor, "/api/auth/sign-out", { json: {}, accept: "application/json" }),
    },
    {
      name: "POST /auth intent=signout",
      send: (actor: Actor) => send(context().app, actor, "/auth", { form: { intent: "signout" } }),
    },
    {
      name: "POST /auth.data intent=signout-everywhere",
      send: (actor: Actor) =>
        send(context().app, actor, "/auth.data", { form: { intent: "signout-everywhere" }, accept: "*/*" }),
    },
  ];
  for (const way of ways) {
    it(`anonymous changes nothing with ${way.name}`, async () => {
      const before = await takeSnapshot();
      const answer = await way.send(context().world.actors.anonymous);
      expect(answer.status).toBeLessThan(500);
      expect(withoutRateLimits(snapshotDifferences(before, await takeSnapshot()))).toEqual({});
    });
    for (const actor of ACTORS.filter((name) => name !== "anonymous")) {
      it(`${ACTOR_LABEL[actor]} ends only their own session${way.name.includes("everywhere") ? "s" : ""} with ${way.name}`, async () => {
        const { world } = context();
        const own = await freshSession(world.actors[actor]);
        const userId = own.userId!;
        const before = await sessionsOf();
        await way.send(own);
        const after = await sessionsOf();
        const ended = before.filter((row) => !after.includes(row));
        expect(ended.length).toBeGreaterThan(0);
        // Only the requester's sessions end; everyone else's stay open.
        expect(ended.every((row) => row.startsWith(`${userId}:`))).toBe(true);
        expect(after.filter((row) => !row.startsWith(`${userId}:`))).toEqual(
          before.filter((row) => !row.startsWith(`${userId}:`)),
        );
        if (!way.name.includes("everywhere")) expect(ended).toHaveLength(1);
        // "Everywhere" ended the world's own session of this actor too: open a new one.
        else world.actors[actor].cookie = (await freshSession(world.actors[actor])).cookie;
      });
    }
  }
});
