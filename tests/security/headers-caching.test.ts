// What caches may keep, through the production bundle over HTTP: every answer to a
// signed-in person (pages and `.data` twins alike: their bookings, their travelers'
// phones, the administrators' data) is `private, no-store`; anonymous answers say what
// may be kept; every page and `.data` answer varies on Cookie.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking, createListing } from "#server/seed/factories.server";
import { startAppServer } from "#tests/support/app-server";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startAppServer();

let traveler: { userId: string; cookie: string };
let host: { userId: string; cookie: string };
let admin: { userId: string; cookie: string };
let listingId: string;
beforeAll(async () => {
  traveler = await signedInUser("voyageur.cache@exemple.bj");
  host = await signedInUser("hote.cache@exemple.bj", { roles: ["host"] });
  admin = await signedInUser("admin.cache@exemple.bj", { roles: ["admin"] });
  listingId = (await createListing({ userId: host.userId })).id;
  await createBooking({
    listingId,
    userId: traveler.userId,
    status: "approved",
    paymentStatus: "completed",
    startDate: addDays(todayInBenin(), 10),
    endDate: addDays(todayInBenin(), 12),
  });
});

function expectPrivate(response: Response) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("vary") ?? "").toMatch(/\bCookie\b/i);
}

describe("signed-in answers are never stored", () => {
  it.each([
    ["traveler", "/my-bookings"],
    ["traveler", "/my-bookings.data"],
    ["traveler", "/"],
    ["traveler", "/_.data"],
    ["traveler", `/property/{listing}`],
    ["host", "/reservations"],
    ["host", "/reservations.data"],
    ["host", "/earnings"],
    ["host", "/earnings.data"],
    ["host", "/earnings.csv"],
    ["host", "/my-listings.data"],
    ["admin", "/admin-dashboard"],
    ["admin", "/admin-dashboard.data"],
    ["traveler", "/api/auth/get-session"],
    ["traveler", "/robots.txt"],
  ] as const)("%s: %s", async (who, path) => {
    const cookie = { traveler, host, admin }[who].cookie;
    const response = await app.request(path.replace("{listing}", listingId), { cookie });
    expect(response.status).toBe(200);
    expectPrivate(response);
  });

  it("a cookie that is not (or no longer) a session's still gets a private answer", async () => {
    expectPrivate(await app.request("/", { cookie: "bv.session_token=inconnu.signature" }));
  });

  it("an answer that sets the session cookie (sign-in) is private", async () => {
    const response = await app.request("/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", email: "voyageur.cache@exemple.bj", password: TEST_PASSWORD }),
      headers: { origin: app.baseUrl },
    });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    expectPrivate(response);
  });
});

describe("anonymous answers say what may be kept", () => {
  it.each(["/", "/_.data", "/search", "/accommodations", "/faq", "/my-bookings", "/page-inexistante"])(
    "%s: kept only if asked again before each use, and varying on Cookie",
    async (path) => {
      const response = await app.request(path);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("vary") ?? "").toMatch(/\bCookie\b/i);
    },
  );

  it.each([
    ["/robots.txt", "public, max-age=86400"],
    ["/sitemap.xml", "public, max-age=3600"],
  ])("%s keeps its own public lifetime", async (path, value) => {
    const response = await app.request(path);
    expect(response.headers.get("cache-control")).toBe(value);
  });
});
