// What the service worker learns from the server (docs/decisions/029), through the
// production bundle over HTTP: a page names who it was rendered for (X-Offline-Owner, a
// hash, never the id), so that offline copies stay with that person; a page for nobody
// names nobody; the offline page the worker keeps is anonymous, unindexed and strict.
import { beforeAll, describe, expect, it } from "vitest";
import { OWNER_HEADER } from "#app/offline/offline-rules";
import { offlineOwnerOf } from "#server/accounts/offline-owner.server";
import { startAppServer } from "#tests/support/app-server";
import { signedInUser } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startAppServer();

let first: { userId: string; cookie: string };
let second: { userId: string; cookie: string };
beforeAll(async () => {
  first = await signedInUser("voyageur.horsligne@exemple.bj");
  second = await signedInUser("autre.horsligne@exemple.bj");
});

describe("the page's owner, for the offline copies", () => {
  it("names the signed-in person on every page, by a hash that is not their id", async () => {
    for (const path of ["/my-bookings", "/", "/accommodations"]) {
      const response = await app.request(path, { cookie: first.cookie });
      expect(response.status, path).toBe(200);
      const owner = response.headers.get(OWNER_HEADER);
      expect(owner, path).toBe(offlineOwnerOf(first.userId));
      expect(owner, path).not.toContain(first.userId);
      await response.body?.cancel();
    }
  });

  it("tells two people apart", async () => {
    const a = await app.request("/my-bookings", { cookie: first.cookie });
    const b = await app.request("/my-bookings", { cookie: second.cookie });
    expect(a.headers.get(OWNER_HEADER)).not.toBe(b.headers.get(OWNER_HEADER));
    await Promise.all([a.body?.cancel(), b.body?.cancel()]);
  });

  it("names nobody without a session, or with a cookie that is no session's", async () => {
    for (const cookie of [undefined, "bv.session_token=plus-valable.signature"]) {
      const response = await app.request("/", cookie ? { cookie } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get(OWNER_HEADER)).toBeNull();
      await response.body?.cancel();
    }
  });
});

describe("the offline page (/offline)", () => {
  it("is an anonymous page, not indexed, under the strict policy", async () => {
    const response = await app.request("/offline");
    expect(response.status).toBe(200);
    expect(response.headers.get(OWNER_HEADER)).toBeNull();
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+';/);
    const html = await response.text();
    expect(html).toContain("Cette page n&#x27;est pas enregistrée sur cet appareil.");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  });
});
