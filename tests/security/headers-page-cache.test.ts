// The anonymous page cache (docs/decisions/036) through the production bundle, with the
// cache on as in production: every answer carries its own nonce (in the policy and in the
// page), a signed-in person never gets a kept anonymous page nor fills one, and an
// approval taken by this process is on the home page at the next visit. The reads a
// signed-in listing page shares with its other readers (docs/decisions/049) follow the
// same switch: kept a few seconds, forgotten at a booking taken by this process.
process.env.PAGE_CACHE = "on";

import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createListing } from "#server/seed/factories.server";
import { startAppServer } from "#tests/support/app-server";
import { signedInUser } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";

const handle = await useTestDatabase();
const app = await startAppServer();

let traveler: { userId: string; cookie: string };
let admin: { userId: string; cookie: string };
let hostId: string;
let hostCookie: string;
let shownId: string;
beforeAll(async () => {
  traveler = await signedInUser("voyageur.cache-pages@exemple.bj", { name: "Afiavi Dossou" });
  admin = await signedInUser("admin.cache-pages@exemple.bj", { roles: ["admin"] });
  ({ userId: hostId, cookie: hostCookie } = await signedInUser("hote.cache-pages@exemple.bj", { roles: ["host"] }));
  shownId = (await createListing({ userId: hostId, title: "Villa des Cocotiers", status: "approved" })).id;
});

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1]!;

// A phone's browser (fetch's own "node" is taken for a link-preview robot by the listing page).
const BROWSER =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

async function page(path: string, cookie?: string) {
  const response = await app.request(path, { cookie, headers: { "user-agent": BROWSER } });
  expect(response.status).toBe(200);
  return { response, body: await response.text() };
}

describe("anonymous pages kept by the process", () => {
  it.each(["/", "/search?destination=cotonou", "/accommodations", "/en/vehicles", "/category/villa"])(
    "%s: each answer has its own nonce, in the policy and on every inline script and style",
    async (path) => {
      const answers = [await page(path), await page(path), await page(path)];
      const nonces = answers.map(({ response }) => nonceOf(response));
      expect(new Set(nonces).size).toBe(3);
      for (const [index, { body, response }] of answers.entries()) {
        expect(response.headers.get("cache-control")).toBe("no-cache");
        expect(response.headers.get("vary") ?? "").toMatch(/\bCookie\b/i);
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        const inline = [...body.matchAll(/<(?:script|style)\b[^>]*>/g)].map(([tag]) => tag);
        expect(inline.length).toBeGreaterThan(0);
        for (const tag of inline.filter((tag) => !/\bsrc=/.test(tag)))
          expect(tag).toContain(`nonce="${nonces[index]}"`);
        for (const other of nonces.filter((_, at) => at !== index)) expect(body).not.toContain(other);
      }
    },
  );

  it("carries the built stylesheet inline for a first visit, and links it for a signed-in visitor", async () => {
    // Anonymous: the page paints from its first answer (decision 005).
    for (const path of ["/", "/search?destination=ouidah", "/auth"]) {
      const { body } = await page(path);
      const inline = /<style data-inline-href="([^"]+)" nonce="[^"]+">([\s\S]*?)<\/style>/.exec(body);
      expect(inline, path).not.toBeNull();
      expect(inline![2]!.length).toBeGreaterThan(10_000);
      expect(body).not.toMatch(/<link[^>]+rel="stylesheet"/);
    }
    // Signed in: the browser holds the stylesheet already (the service worker keeps it with
    // the shell); the page links it rather than carrying it again (decision 049).
    const { body } = await page("/about", traveler.cookie);
    expect(body).not.toContain("<style data-inline-href");
    expect(body).toMatch(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/[\w.-]+\.css#?"/);
  });

  it("a signed-in person never gets the kept page, and never leaves theirs for anyone", async () => {
    await page("/");
    const signedIn = await page("/", traveler.cookie);
    expect(signedIn.body).toContain("Afiavi");
    expect(signedIn.response.headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await page("/");
    expect(anonymous.body).not.toContain("Afiavi");
    await page("/search?destination=porto-novo", traveler.cookie);
    expect((await page("/search?destination=porto-novo")).body).not.toContain("Afiavi");
  });

  it("an approval through the dashboard is on the home page at the next visit", async () => {
    const pending = await createListing({ userId: hostId, title: "Case sur pilotis de Ganvié", status: "pending" });
    expect((await page("/")).body).not.toContain("Case sur pilotis de Ganvié");
    // Changed behind the process's back (as another process would): the kept page is served.
    await handle.query("UPDATE listings SET title = 'Villa des Palmiers' WHERE id = $1", [shownId]);
    expect((await page("/")).body).toContain("Villa des Cocotiers");
    const [{ version }] = await handle.query<{ version: number }>("SELECT version FROM listings WHERE id = $1", [
      pending.id,
    ]);
    const approval = await app.request("/admin-dashboard", {
      method: "POST",
      cookie: admin.cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "approve", listingId: pending.id, version: String(version) }).toString(),
    });
    expect(approval.status).toBeLessThan(400);
    const after = (await page("/")).body;
    expect(after).toContain("Case sur pilotis de Ganvié");
    expect(after).toContain("Villa des Palmiers");
  });
});

describe("a signed-in listing page's shared reads", () => {
  it("serve every reader for a few seconds, each with their own parts, and are read afresh after a booking", async () => {
    const listing = await createListing({ userId: hostId, title: "Maison du Lac Nokoué", status: "approved" });
    const path = `/property/${listing.id}`;
    const first = await page(path, traveler.cookie);
    expect(first.body).toContain("Maison du Lac Nokoué");
    // Changed behind the process's back (as another process would): the shared read stays.
    await handle.query("UPDATE listings SET title = 'Maison de la Lagune' WHERE id = $1", [listing.id]);
    const host = await page(path, hostCookie);
    expect(host.body).toContain("Maison du Lac Nokoué");
    // What is the reader's own is not shared: the street address for its host only, the
    // header's name for each, 'Contacter l'hôte' for the traveler only.
    expect(host.body).toContain("Rue 12.145, Haie Vive");
    expect(first.body).not.toContain("Rue 12.145, Haie Vive");
    expect(first.body).toContain("Afiavi");
    expect(host.body).not.toContain("Afiavi");
    expect(first.body).toContain("Contacter l&#x27;hôte");
    expect(host.body).not.toContain("Contacter l&#x27;hôte");

    const checkIn = addDays(todayInBenin(), 40);
    const checkOut = addDays(checkIn, 3);
    expect(first.body).not.toContain(checkIn);
    const booking = await app.request(path, {
      method: "POST",
      cookie: traveler.cookie,
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": BROWSER },
      body: new URLSearchParams({
        checkIn,
        checkOut,
        guests: "2",
        travelerFirstName: "Afiavi",
        travelerLastName: "Dossou",
        travelerEmail: "voyageur.cache-pages@exemple.bj",
        travelerPhone: "+229 01 97 12 34 56",
      }).toString(),
    });
    expect(booking.status).toBe(200);
    const held = await handle.query<{ status: string }>(
      "SELECT status FROM bookings WHERE listing_id = $1 AND start_date = $2",
      [listing.id, checkIn],
    );
    expect(held).toEqual([{ status: "pending" }]);
    // The next reader sees the held dates and the new title: the write forgot the shared reads.
    const after = await page(path, hostCookie);
    expect(after.body).toContain("Maison de la Lagune");
    expect(after.body).toContain(checkIn);
  });
});
