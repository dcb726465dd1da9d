import { describe, expect, it } from "vitest";
import { signedInUser } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";
import { readSession } from "./session-user.server";

const handle = await useTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;
const request = (cookie: string) => new Request("http://localhost:3000/", { headers: { cookie } });
const expiresAt = async (userId: string) =>
  new Date(
    (await handle.query<{ expires_at: string }>("SELECT expires_at FROM sessions WHERE user_id = $1", [userId]))[0]!
      .expires_at,
  ).getTime();
const setExpiry = (userId: string, at: Date) =>
  handle.query("UPDATE sessions SET expires_at = $1 WHERE user_id = $2", [at.toISOString(), userId]);
/** As if the person had signed in `days` ago and kept the session in use (still renewed). */
const signedInDaysAgo = (userId: string, days: number) =>
  handle.query("UPDATE sessions SET created_at = $1, expires_at = $2 WHERE user_id = $3", [
    new Date(Date.now() - days * DAY_MS).toISOString(),
    new Date(Date.now() + 6 * DAY_MS).toISOString(),
    userId,
  ]);

describe("session lifetime (7 days, sliding once a day)", () => {
  it("renews a session still in use after more than a day: new expiry and a refreshed cookie", async () => {
    const { userId, cookie } = await signedInUser("active@exemple.bj");
    // As if the session had been opened (or last renewed) two days ago.
    await setExpiry(userId, new Date(Date.now() + 5 * DAY_MS));
    const { user, headers } = await readSession(request(cookie));
    expect(user?.email).toBe("active@exemple.bj");
    expect(await expiresAt(userId)).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    expect(headers.getSetCookie().join()).toMatch(/session_token=.+Max-Age=604800/i);
  });

  it("does not rewrite a session used again within the day", async () => {
    const { userId, cookie } = await signedInUser("recent@exemple.bj");
    const before = await expiresAt(userId);
    const { user, headers } = await readSession(request(cookie));
    expect(user).not.toBeNull();
    expect(await expiresAt(userId)).toBe(before);
    expect(headers.getSetCookie().join()).not.toMatch(/session_token=[^;]+;/);
  });

  it("ends a session left inactive past its expiry", async () => {
    const { userId, cookie } = await signedInUser("idle@exemple.bj");
    await setExpiry(userId, new Date(Date.now() - 60_000));
    const { user } = await readSession(request(cookie));
    expect(user).toBeNull();
  });
});

describe("absolute session lifetime (30 days after sign-in)", () => {
  it("ends a session 30 days after sign-in, however often it was used", async () => {
    const { userId, cookie } = await signedInUser("daily@exemple.bj");
    await signedInDaysAgo(userId, 30.5);
    const { user } = await readSession(request(cookie));
    expect(user).toBeNull();
    // The ended session is removed, not only refused.
    expect(await handle.query("SELECT id FROM sessions WHERE user_id = $1", [userId])).toEqual([]);
  });

  it("keeps a session in use before then, but never renews it past 30 days after sign-in", async () => {
    const { userId, cookie } = await signedInUser("month@exemple.bj");
    await signedInDaysAgo(userId, 28);
    const { user } = await readSession(request(cookie));
    expect(user?.email).toBe("month@exemple.bj");
    const createdAt = new Date(
      (await handle.query<{ created_at: string }>("SELECT created_at FROM sessions WHERE user_id = $1", [userId]))[0]!
        .created_at,
    ).getTime();
    expect(await expiresAt(userId)).toBeLessThanOrEqual(createdAt + 30 * DAY_MS);
    expect(await expiresAt(userId)).toBeGreaterThan(Date.now() + DAY_MS);
  });
});
