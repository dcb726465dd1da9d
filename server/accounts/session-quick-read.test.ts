import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { nowMs, setClock } from "#common/clock";
import { sendMessage } from "#server/messages/send-message.server";
import { headerCounts } from "#server/notifications/header-counts.server";
import { createListing } from "#server/seed/factories.server";
import { signedInUser } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";
import {
  checkedCookieHeaders,
  quickSessionRow,
  sessionTokenHash,
  signedSessionToken,
} from "./session-quick-read.server";
import { hashSessionToken } from "./session-token-hash.server";
import { readSession } from "./session-user.server";

const handle = await useTestDatabase();

const request = (cookie: string) => new Request("http://localhost:3000/", { headers: { cookie } });
const signed = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("the session read in one query", () => {
  afterEach(() => setClock(null));

  it("reads a session in use without asking better-auth, and sets no cookie", async () => {
    const { userId, cookie } = await signedInUser("rapide@exemple.bj", { roles: ["host"] });
    const { user, headers } = await readSession(request(cookie));
    expect(user).toMatchObject({
      id: userId,
      email: "rapide@exemple.bj",
      emailVerified: true,
      roles: ["host", "user"],
    });
    expect(headers.getSetCookie()).toEqual([]);
    expect(await quickSessionRow(request(cookie))).toMatchObject({ userId, email: "rapide@exemple.bj" });
  });

  it("counts the header's unread notifications and messages in the same query when asked", async () => {
    const { userId, cookie } = await signedInUser("compteurs@exemple.bj", { roles: ["host"] });
    const other = await signedInUser("compteurs.autre@exemple.bj");
    await handle.query("INSERT INTO notifications (user_id, kind, title, message) VALUES ($1, 'test', $2, 'Cotonou')", [
      other.userId,
      "Pas pour vous",
    ]);
    await handle.query(
      "INSERT INTO notifications (user_id, kind, title, message, read_at) VALUES ($1, 'test', 'Lue', 'Ouidah', now())",
      [userId],
    );
    // A traveler's question to the host: one unread message, and its notification.
    const listing = await createListing({ userId, title: "Villa Compteurs", status: "approved" });
    const sent = await sendMessage({
      sender: { id: other.userId, roles: ["user"] },
      target: { listingId: listing.id },
      body: "Bonjour, la villa est-elle libre en août ?",
    });
    expect(sent.ok).toBe(true);
    const expected = { notifications: 1, messages: 1 };
    expect(await headerCounts(userId)).toEqual(expected);
    expect((await quickSessionRow(request(cookie), { headerCounts: true }))?.counts).toEqual(expected);
    expect((await readSession(request(cookie), { headerCounts: true })).counts).toEqual(expected);
    expect((await readSession(request(other.cookie), { headerCounts: true })).counts).toEqual({
      notifications: 1,
      messages: 0,
    });
    // Not asked, not counted.
    expect((await quickSessionRow(request(cookie)))?.counts).toBeUndefined();
    expect((await readSession(request(cookie))).counts).toBeUndefined();
  });

  it("leaves to better-auth a session due for renewal, which it renews", async () => {
    const { userId, cookie } = await signedInUser("renouveler@exemple.bj");
    await handle.query("UPDATE sessions SET expires_at = now() + interval '5 days' WHERE user_id = $1", [userId]);
    expect(await quickSessionRow(request(cookie))).toBeNull();
    const { user, headers } = await readSession(request(cookie));
    expect(user?.id).toBe(userId);
    expect(headers.getSetCookie().join()).toMatch(/session_token=.+Max-Age=604800/i);
  });

  it("judges the session's age by the application's clock, the one better-auth reads", async () => {
    const { cookie } = await signedInUser("horloge@exemple.bj");
    expect(await quickSessionRow(request(cookie))).not.toBeNull();
    // Two days on by the application's clock: under 6 of its 7 days left, better-auth's to renew.
    setClock(nowMs() + 2 * 86_400_000);
    expect(await quickSessionRow(request(cookie))).toBeNull();
  });

  it("stops at once when the session row is gone (signed out in another process)", async () => {
    const { userId, cookie } = await signedInUser("sortie@exemple.bj");
    expect((await readSession(request(cookie))).user?.id).toBe(userId);
    await handle.query("DELETE FROM sessions WHERE user_id = $1", [userId]);
    expect((await readSession(request(cookie))).user).toBeNull();
  });

  it("refuses a session token whose signature was changed", async () => {
    const { cookie } = await signedInUser("signature@exemple.bj");
    const forged = cookie.replace(/(session_token=[^.;]+\.)[^;]{4}/, "$1AAAA");
    expect(forged).not.toBe(cookie);
    expect((await readSession(request(forged))).user).toBeNull();
  });
});

describe("signedSessionToken", () => {
  const secret = "un-secret-de-test-assez-long";
  it("gives the token of a correctly signed cookie", () => {
    expect(signedSessionToken(`a=1; bv.session_token=${signed("jeton", secret)}`, "bv.session_token", secret)).toBe(
      "jeton",
    );
  });
  it("gives nothing for another secret, no signature, or the cookie sent twice", () => {
    const value = signed("jeton", secret);
    expect(signedSessionToken(`bv.session_token=${value}`, "bv.session_token", "autre")).toBeNull();
    expect(signedSessionToken("bv.session_token=jeton", "bv.session_token", secret)).toBeNull();
    expect(
      signedSessionToken(`bv.session_token=${value}; bv.session_token=${value}`, "bv.session_token", secret),
    ).toBeNull();
    expect(signedSessionToken(`__Host-bv.session_token=${value}`, "bv.session_token", secret)).toBeNull();
  });
});

describe("sessionTokenHash, a checked cookie header kept", () => {
  const secret = "un-secret-de-test-assez-long";
  const name = "bv.session_token";
  it("gives the token's hash of a correctly signed cookie, again from what it kept, only under the same secret and name", () => {
    const header = `a=1; ${name}=${signed("jeton-garde", secret)}`;
    expect(sessionTokenHash(header, name, secret)).toBe(hashSessionToken("jeton-garde"));
    expect(sessionTokenHash(header, name, secret)).toBe(hashSessionToken("jeton-garde"));
    expect(sessionTokenHash(header, name, "un-autre-secret-assez-long")).toBeNull();
    expect(sessionTokenHash(header, "autre.session_token", secret)).toBeNull();
    expect(sessionTokenHash(header, name, secret)).toBe(hashSessionToken("jeton-garde"));
  });
  it("keeps no refused header, no long one, and at most a thousand checked ones", () => {
    const before = checkedCookieHeaders();
    for (let index = 0; index < 50; index++)
      expect(sessionTokenHash(`${name}=faux-${index}.AAAA`, name, secret)).toBeNull();
    expect(checkedCookieHeaders()).toBe(before);
    const long = `${name}=${signed("jeton-long", secret)}; remplissage=${"x".repeat(2_000)}`;
    expect(sessionTokenHash(long, name, secret)).toBe(hashSessionToken("jeton-long"));
    expect(checkedCookieHeaders()).toBe(before);
    for (let index = 0; index < 1_200; index++)
      expect(sessionTokenHash(`${name}=${signed(`jeton-${index}`, secret)}`, name, secret)).toBe(
        hashSessionToken(`jeton-${index}`),
      );
    expect(checkedCookieHeaders()).toBe(1_000);
  });
});
