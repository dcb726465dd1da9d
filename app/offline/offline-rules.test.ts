import { describe, expect, it } from "vitest";
import {
  OFFLINE_COPY_ATTRIBUTE,
  assetsOf,
  changesWhoIsSignedIn,
  handledBy,
  keptPageOf,
  keysBeyond,
  mustClearFor,
  offlineCopyOf,
  offlinePageFor,
  offlinePolicyOf,
  pageOfDataRequest,
} from "./offline-rules";

const ORIGIN = "https://benin-voyages.bj";
const at = (path: string) => new URL(path, ORIGIN);

describe("keptPageOf: what is kept for reading without a connection", () => {
  it("keeps the traveler's bookings, each confirmation and each listing, in every language", () => {
    expect(keptPageOf(at("/my-bookings"))).toEqual({ kind: "bookings", key: `${ORIGIN}/my-bookings` });
    expect(keptPageOf(at("/en/my-bookings"))).toEqual({ kind: "bookings", key: `${ORIGIN}/en/my-bookings` });
    expect(keptPageOf(at("/property/5b0c-12"))).toEqual({ kind: "listing", key: `${ORIGIN}/property/5b0c-12` });
    expect(keptPageOf(at("/en/property/5b0c-12"))?.key).toBe(`${ORIGIN}/en/property/5b0c-12`);
    expect(keptPageOf(at("/payment-success?booking_id=b-1"))).toEqual({
      kind: "confirmation",
      key: `${ORIGIN}/payment-success?booking_id=b-1`,
    });
  });

  it("keys a page by what changes it: FedaPay's additions and stray queries are dropped", () => {
    expect(keptPageOf(at("/payment-success?id=991&status=approved&booking_id=b-1"))?.key).toBe(
      `${ORIGIN}/payment-success?booking_id=b-1`,
    );
    expect(keptPageOf(at("/property/7?photo=3"))?.key).toBe(`${ORIGIN}/property/7`);
    expect(keptPageOf(at("/my-bookings?toast=bookingCancelled"))?.key).toBe(`${ORIGIN}/my-bookings`);
  });

  it("never keeps the account, administration, messages, payment forms, APIs or anything else", () => {
    for (const path of [
      "/account",
      "/account/data.json",
      "/admin-dashboard",
      "/dashboard",
      "/admin-export.csv",
      "/messages",
      "/messages/12",
      "/messages/booking/b-1",
      "/payment?booking_id=b-1",
      "/payment-cancel?booking_id=b-1",
      "/api/notifications",
      "/api/auth/get-session",
      "/earnings",
      "/reservations",
      "/notifications",
      "/auth",
      "/",
      "/search?destination=cotonou",
      "/property/7/edit",
      "/property/",
      "/en/account",
    ]) {
      expect(keptPageOf(at(path)), path).toBeNull();
    }
  });

  it("refuses a confirmation without a well-formed booking id", () => {
    expect(keptPageOf(at("/payment-success"))).toBeNull();
    expect(keptPageOf(at("/payment-success?booking_id="))).toBeNull();
    expect(keptPageOf(at("/payment-success?booking_id=a%2F..%2Fb"))).toBeNull();
    expect(keptPageOf(at(`/payment-success?booking_id=${"x".repeat(65)}`))).toBeNull();
  });
});

describe("pageOfDataRequest: a kept page opened by a click (React Router fetches its data only)", () => {
  it("names the page of a kept page's data, without React Router's own parameters", () => {
    expect(pageOfDataRequest(at("/my-bookings.data"))?.href).toBe(`${ORIGIN}/my-bookings`);
    expect(pageOfDataRequest(at("/property/7.data?_routes=root%2Croutes%2Fproperty"))?.href).toBe(
      `${ORIGIN}/property/7`,
    );
    expect(pageOfDataRequest(at("/payment-success.data?booking_id=b-1"))?.href).toBe(
      `${ORIGIN}/payment-success?booking_id=b-1`,
    );
  });

  it("ignores every other data request and ordinary addresses", () => {
    expect(pageOfDataRequest(at("/account.data"))).toBeNull();
    expect(pageOfDataRequest(at("/_root.data"))).toBeNull();
    expect(pageOfDataRequest(at("/messages/3.data"))).toBeNull();
    expect(pageOfDataRequest(at("/my-bookings"))).toBeNull();
  });
});

describe("changesWhoIsSignedIn: the requests that clear the signed-in copies", () => {
  it("is every post that may sign someone in or out, with or without JavaScript, in every language", () => {
    for (const path of [
      "/auth",
      "/auth.data",
      "/en/auth",
      "/api/auth/sign-out",
      "/two-factor",
      "/reset-password",
      "/account",
      "/account.data",
    ]) {
      expect(changesWhoIsSignedIn(at(path), "POST"), path).toBe(true);
    }
  });

  it("is never a read, nor a post elsewhere", () => {
    expect(changesWhoIsSignedIn(at("/auth"), "GET")).toBe(false);
    expect(changesWhoIsSignedIn(at("/api/auth/get-session"), "HEAD")).toBe(false);
    expect(changesWhoIsSignedIn(at("/my-bookings"), "POST")).toBe(false);
    expect(changesWhoIsSignedIn(at("/authors"), "POST")).toBe(false);
  });
});

describe("mustClearFor: copies belong to one person", () => {
  it("keeps them for the same person, clears them for another one or for nobody", () => {
    expect(mustClearFor("owner-a", "owner-a")).toBe(false);
    expect(mustClearFor(null, null)).toBe(false);
    expect(mustClearFor("owner-a", "owner-b")).toBe(true);
    expect(mustClearFor("owner-a", null)).toBe(true);
    // Anonymous copies (public listings) go when someone signs in: nothing mixes.
    expect(mustClearFor(null, "owner-a")).toBe(true);
  });
});

describe("keysBeyond: the last ten listings viewed", () => {
  it("drops the oldest beyond the limit, keeps all under it", () => {
    const keys = Array.from({ length: 12 }, (_, index) => `/property/${index}`);
    expect(keysBeyond(keys, 10)).toEqual(["/property/0", "/property/1"]);
    expect(keysBeyond(keys.slice(0, 4), 10)).toEqual([]);
    expect(keysBeyond([], 10)).toEqual([]);
  });
});

describe("offlineCopyOf: the copy read without a connection", () => {
  const page =
    `<!DOCTYPE html><html lang="fr"><head><style nonce="n">.a{}</style>` +
    `<link rel="modulepreload" href="/assets/x.js"/></head><body><main><p class="offline-notice hidden">Hors ligne</p>` +
    `<h1>Mes réservations</h1></main><script nonce="n">window.__reactRouterContext = {"a":1};</script>` +
    `<script type="module" nonce="n">import "/assets/entry.client-ABC.js";</script></body></html>`;

  it("runs no script, shows its notice, keeps its content and its inline styles", () => {
    const copy = offlineCopyOf(page);
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain("modulepreload");
    expect(copy).toContain(`<html ${OFFLINE_COPY_ATTRIBUTE}="" lang="fr">`);
    expect(copy).toContain("<h1>Mes réservations</h1>");
    expect(copy).toContain('<style nonce="n">.a{}</style>');
  });

  it("is allowed no script by its policy either", () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'nonce-abc'";
    expect(offlinePolicyOf(policy)).toBe("default-src 'self'; script-src 'none'; style-src 'self' 'nonce-abc'");
    expect(offlinePolicyOf("default-src 'self'")).toBe("default-src 'self'; script-src 'none'");
    expect(offlinePolicyOf(null)).toContain("script-src 'none'");
  });

  it("lists the shell's build files a page loads", () => {
    expect(assetsOf(page)).toEqual(["/assets/x.js", "/assets/entry.client-ABC.js"]);
  });
});

describe("handledBy: what the worker answers itself", () => {
  const navigate = { method: "GET", mode: "navigate" };
  it("answers this site's page loads and build files", () => {
    expect(handledBy(at("/my-bookings"), navigate, ORIGIN)).toBe("page");
    expect(handledBy(at("/account"), navigate, ORIGIN)).toBe("page");
    expect(handledBy(at("/assets/shell-AbC_1.js"), { method: "GET", mode: "cors" }, ORIGIN)).toBe("asset");
  });

  it("lets data, APIs, pictures, posts and other sites go to the network untouched", () => {
    expect(handledBy(at("/my-bookings.data"), { method: "GET", mode: "cors" }, ORIGIN)).toBeNull();
    expect(handledBy(at("/api/notifications"), { method: "GET", mode: "cors" }, ORIGIN)).toBeNull();
    expect(handledBy(at("/media/abc.webp"), { method: "GET", mode: "no-cors" }, ORIGIN)).toBeNull();
    expect(handledBy(at("/auth"), { method: "POST", mode: "navigate" }, ORIGIN)).toBeNull();
    expect(handledBy(new URL("https://process.fedapay.com/x"), navigate, ORIGIN)).toBeNull();
  });
});

describe("offlinePageFor", () => {
  it("is the offline page in the language of the address asked for", () => {
    expect(offlinePageFor(at("/messages/3"))).toBe(`${ORIGIN}/offline`);
    expect(offlinePageFor(at("/en/messages/3"))).toBe(`${ORIGIN}/en/offline`);
  });
});
