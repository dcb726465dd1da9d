// Permission matrix, part 1: the public pages, sign-in, becoming a host, the listing
// detail page (published, pending, rejected; people and link-preview crawlers) and the
// root data. Each row: the expected answer per actor; each row runs as a document request
// and as its `.data` twin. See support/matrix.ts for what every cell checks.
import { describe, expect, it } from "vitest";
import { createListing } from "#server/seed/factories.server";
import { ACTORS } from "#tests/security/support/actors";
import {
  allowed,
  declareMatrix,
  doneThen,
  everyone,
  refused,
  sentTo,
  toSignIn,
  type Row,
} from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("pages");

const open = everyone(allowed());
/** Public pages: everyone reads them, and none of them shows anything unpublished or private. */
const publicPages: Row[] = [
  "/",
  "/search",
  "/search?destination=Z%C3%A9phyrine",
  "/search?destination=Quartzite",
  "/accommodations",
  "/vehicles",
  "/category/appartement",
  "/activities",
  "/tour-guides",
  "/faq",
  "/help-center",
  "/how-it-works",
  "/about",
  "/contact",
  "/terms-of-service",
  "/privacy-policy",
  "/reset-password",
].map((path) => ({ path, expect: open, hides: hideIds() }));

function hideIds() {
  return Object.fromEntries(ACTORS.map((actor) => [actor, ["pendingId", "rejectedId"] as const])) as Row["hides"];
}

const rows: Row[] = [
  ...publicPages,
  { path: "/terms", expect: everyone(doneThen("/terms-of-service")) },
  { path: "/privacy", expect: everyone(doneThen("/privacy-policy")) },
  { path: "/page-qui-n-existe-pas", expect: everyone(refused(404)) },
  { path: "/sitemap.xml", variants: ["document"], accept: "application/xml", expect: open, hides: hideIds() },
  { path: "/robots.txt", variants: ["document"], accept: "text/plain", expect: open },
  { path: "/auth", expect: everyone(doneThen("/"), { anonymous: allowed() }) },
  { path: "/auth?redirectTo=%2Fmy-bookings", expect: everyone(doneThen("/my-bookings"), { anonymous: allowed() }) },
  { path: "/become-host", expect: everyone(allowed(), { anonymous: toSignIn("/become-host", "hostLoginRequired") }) },

  // The detail page requires login (spec); only published listings have one.
  // Its street address only to its host, the administrators and a traveler with a paid
  // booking there (the leak search proves nobody else reads it).
  {
    path: "/property/{approved}",
    expect: everyone(allowed(), { anonymous: toSignIn("/property/{approved}") }),
    shows: { traveler: ["approvedAddress"], hostOwner: ["approvedAddress"], admin: ["approvedAddress"] },
  },
  { path: "/property/{otherHosts}", expect: everyone(allowed(), { anonymous: toSignIn("/property/{otherHosts}") }) },
  // Pending and rejected: no public page for anyone, owner and administrators included:
  // the owner reads it in /edit-listing and /my-listings, administrators in their dashboard.
  { path: "/property/{pending}", expect: everyone(refused(404), { anonymous: toSignIn("/property/{pending}") }) },
  { path: "/property/{rejected}", expect: everyone(refused(404), { anonymous: toSignIn("/property/{rejected}") }) },
  { path: "/property/not-a-uuid", expect: everyone(refused(404), { anonymous: toSignIn("/property/not-a-uuid") }) },
  // Link-preview crawlers get a preview of published listings only.
  ...["approved", "pending", "rejected"].map((listing): Row => ({
    path: `/property/{${listing}}`,
    headers: { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" },
    expect: everyone(listing === "approved" ? allowed() : refused(404)),
  })),
  // React Router's own parameter chooses which loaders answer; it never widens access.
  { path: "/admin-dashboard?_routes=admin-dashboard", variants: ["data"], expect: adminOnly("/admin-dashboard") },
  // Asking for the root's data alone on a host page runs no host loader: nothing but the
  // requester's own identity comes back (the leak search checks it).
  { path: "/edit-listing/{pending}?_routes=root", variants: ["data"], expect: open },
];

function adminOnly(path: string) {
  return everyone(sentTo("/?toast=adminOnly"), { anonymous: toSignIn(path, "adminLoginRequired"), admin: allowed() });
}

describe("pages × actors", () => {
  declareMatrix(rows, context);
});

describe("the page data of the root", () => {
  it("carries only the requester's own identity, never another actor's", async () => {
    const { app, world } = context();
    for (const actor of ACTORS) {
      const answer = await app.request("/_.data", { cookie: world.actors[actor].cookie });
      const body = await answer.text();
      expect(answer.status).toBe(200);
      for (const other of ACTORS) {
        const email = world.actors[other].email;
        if (email) expect(body.includes(email), `${actor} voit ${other}`).toBe(other === actor);
      }
    }
  });
});

describe("a link-preview crawler and the sign-in wall", () => {
  it("gets only what the Open Graph tags need (title, summary, cover), never the page's content", async () => {
    const { app, world } = context();
    // Past the summary's 160 characters: what only signed-in people may read.
    const secret = "Code du portail : 4417, la clé est sous le pot de fleurs.";
    const { id } = await createListing({
      userId: world.actors.hostOwner.userId!,
      title: "Villa des Cocotiers",
      description: `${"Belle villa au bord de la mer, calme et lumineuse. ".repeat(6)}${secret}`,
      amenities: ["Piscine à débordement privée"],
      houseRules: ["Portail fermé après 22 h"],
    });
    for (const path of [`/property/${id}`, `/property/${id}.data`]) {
      const answer = await app.request(path, { headers: { "user-agent": "WhatsApp/2.23.20.0 A" } });
      expect(answer.status).toBe(200);
      const body = await answer.text();
      expect(body).toContain("Villa des Cocotiers");
      for (const hidden of ["Code du portail", "Piscine à débordement", "Portail fermé", "Rue 12.145"]) {
        expect(body, `${path} : ${hidden}`).not.toContain(hidden);
      }
    }
    const page = await (
      await app.request(`/property/${id}`, { headers: { "user-agent": "WhatsApp/2.23.20.0 A" } })
    ).text();
    expect(page).toMatch(/<meta property="og:description" content="Belle villa au bord de la mer[^"]*…"/);
  });
});
