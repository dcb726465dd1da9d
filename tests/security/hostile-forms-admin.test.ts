// Hostile input on the administrators' actions (POST /admin-dashboard: approve, reject
// with a reason, retry an e-mail, mark a message handled), through the production bundle.
import { beforeAll, describe, expect, it } from "vitest";
import { createListing } from "#server/seed/factories.server";
import { expectEscaped, expectMessage, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { uploadedKeys } from "#tests/security/hostile-support/media";
import { rowCount, rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const TABLES: TableName[] = ["listings", "listing_decisions", "notifications", "email_outbox", "contact_messages"];
const M = {
  invalid: "Requête invalide.",
  notFound: "Cette annonce n'existe pas ou a été supprimée.",
  already: "Cette annonce a déjà été traitée.",
  reasonTooLong: "La raison du rejet ne doit pas dépasser 1000 caractères.",
  emailNotRequeued: "Cet e-mail ne peut pas être renvoyé (déjà envoyé ou en cours d'envoi).",
  messageNotFound: "Ce message n'existe pas.",
  changed:
    "L'hôte a modifié cette annonce depuis que vous l'avez ouverte. Relisez la nouvelle version avant de décider.",
};

let admin: { userId: string; cookie: string };
let host: { userId: string; cookie: string };
let pendingId: string;
let approvedId: string;

beforeAll(async () => {
  admin = await signedInUser("admin.hostile@exemple.bj", { roles: ["admin"] });
  host = await signedInUser("hote.moderation@exemple.bj", { roles: ["host"] });
  pendingId = (await createListing({ userId: host.userId, status: "pending", title: "Case en attente" })).id;
  approvedId = (await createListing({ userId: host.userId, status: "approved" })).id;
});

describe(`administrator actions refuse hostile input (${databaseKind})`, () => {
  const refusals: Array<[string, () => FormFields, number, string]> = [
    ["no intent", () => ({ listingId: pendingId }), 400, M.invalid],
    ["an unknown intent", () => ({ intent: "delete-everything", listingId: pendingId }), 400, M.invalid],
    ["an approval without listing", () => ({ intent: "approve", listingId: "" }), 404, M.notFound],
    ["an approval of a SQL string", () => ({ intent: "approve", listingId: "' OR 1=1 --" }), 404, M.notFound],
    [
      "an approval of an id with a NUL byte",
      () => ({ intent: "approve", listingId: `${pendingId}\u0000` }),
      404,
      M.notFound,
    ],
    ["an approval of a 101-character id", () => ({ intent: "approve", listingId: "a".repeat(101) }), 400, M.invalid],
    ["an approval of a listing already approved", () => ({ intent: "approve", listingId: approvedId }), 409, M.already],
    [
      "a rejection with a 1001-character reason",
      () => ({ intent: "reject", listingId: pendingId, reason: "r".repeat(1001) }),
      400,
      M.reasonTooLong,
    ],
    [
      "a rejection with a 100 KB reason",
      () => ({ intent: "reject", listingId: pendingId, reason: `${HOSTILE.huge}x` }),
      400,
      M.invalid,
    ],
    [
      "a retry of an e-mail that is SQL",
      () => ({ intent: "retry-email", emailId: HOSTILE.sql }),
      409,
      M.emailNotRequeued,
    ],
    [
      "a handled message whose id has a NUL byte",
      () => ({ intent: "mark-handled", messageId: "\u0000" }),
      404,
      M.messageNotFound,
    ],
  ];

  it.each(refusals)("%s", async (_label, fields, status, message) => {
    const answer = await withoutChanges(TABLES, () => app.post("/admin-dashboard", fields(), { cookie: admin.cookie }));
    expect(answer.status).toBe(status);
    expectMessage(answer, message);
  });

  it("a JSON body instead of a form is an invalid request, not a 500", async () => {
    const answer = await withoutChanges(TABLES, () =>
      app.send("/admin-dashboard", {
        method: "POST",
        cookie: admin.cookie,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ intent: "approve", listingId: pendingId }),
      }),
    );
    expect(answer.status).toBe(400);
    expectMessage(answer, M.invalid);
  });
});

describe(`a rejection reason is plain text (${databaseKind})`, () => {
  it("keeps HTML as text, drops NUL and direction overrides, and the host reads it escaped", async () => {
    const listing = await createListing({ userId: host.userId, status: "pending", title: "Villa à revoir" });
    const reason = `${HOSTILE.script}\u0000 Photos\u202e floues`;
    const answer = await app.post(
      "/admin-dashboard",
      { intent: "reject", listingId: listing.id, version: String(listing.version), reason },
      { cookie: admin.cookie },
    );
    expect(answer.status).toBe(200);
    const [stored] = await rows<{ rejection_reason: string }>("SELECT rejection_reason FROM listings WHERE id = $1", [
      listing.id,
    ]);
    expect(stored!.rejection_reason).toBe(`${HOSTILE.script} Photos floues`);
    const page = await app.get("/my-listings", { cookie: host.cookie });
    expectEscaped(page, HOSTILE.script);
  });
});

describe(`double click on a decision (${databaseKind})`, () => {
  it("approving twice at once records one decision; the second is told it is already done", async () => {
    const listing = await createListing({ userId: host.userId, status: "pending", title: "Approuvée deux fois" });
    const answers = await Promise.all(
      [1, 2].map(() =>
        app.post(
          "/admin-dashboard",
          { intent: "approve", listingId: listing.id, version: String(listing.version) },
          { cookie: admin.cookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expectMessage(
      answers.find((answer) => answer.status === 409)!,
      M.already,
    );
    expect(await rowCount("listing_decisions", "listing_id = $1", [listing.id])).toBe(1);
    expect(
      await rowCount("email_outbox", "template = 'send-host-notification' AND text_body LIKE '%Approuvée deux fois%'"),
    ).toBe(1);
  });
});

describe(`a decision is bound to the version the administrator saw (${databaseKind})`, () => {
  // The issue "Close the holes an attacker found": a host edited a pending listing after
  // the administrator opened it, and the approval (listing id only) published the new text.
  it("an approval posted for the version opened before the host's edit decides nothing (409)", async () => {
    const images = await uploadedKeys(host.userId);
    const listing = await createListing({ userId: host.userId, status: "pending", title: "Villa calme", images });
    const dashboard = await app.get("/admin-dashboard?tab=listings", { cookie: admin.cookie });
    expect(dashboard.body).toContain(`name="version" value="${listing.version}"`);

    const scam = "ARNAQUE payez sur wa.me/22990000000";
    const edited = await app.post(
      `/edit-listing/${listing.id}`,
      {
        title: scam,
        description: listing.description,
        category: listing.category,
        price: String(listing.price),
        address: listing.address,
        city: listing.city,
        maxGuests: String(listing.maxGuests),
        cancellationPolicy: listing.cancellationPolicy,
        images,
      },
      { cookie: host.cookie },
    );
    expect(edited.status).toBe(302);

    for (const fields of [
      { intent: "approve", listingId: listing.id, version: String(listing.version) } as FormFields,
      { intent: "reject", listingId: listing.id, version: String(listing.version), reason: "Vue" },
    ]) {
      const answer = await withoutChanges(TABLES, () => app.post("/admin-dashboard", fields, { cookie: admin.cookie }));
      expect(answer.status).toBe(409);
      expectMessage(answer, M.changed);
    }
    const [row] = await rows<{ status: string; title: string }>("SELECT status, title FROM listings WHERE id = $1", [
      listing.id,
    ]);
    expect(row).toEqual({ status: "pending", title: scam });
    // Reloaded, the dashboard shows the edited text with its own version.
    const reloaded = await app.get("/admin-dashboard?tab=listings", { cookie: admin.cookie });
    expect(reloaded.text).toContain(scam);
    expect(reloaded.body).toContain(`name="version" value="${listing.version + 1}"`);
  });

  it.each([
    ["no version", {}],
    ["an empty version", { version: "" }],
    ["a version from the future", { version: "2" }],
    ["a SQL version", { version: HOSTILE.sql }],
    ["a negative version", { version: "-1" }],
    ["a fractional version", { version: "1.5" }],
    ["an overflowing version", { version: "99999999999999999999" }],
    ["two versions", { version: ["1", "2"] }],
  ])("an approval with %s decides nothing (409)", async (_label, extra) => {
    const listing = await createListing({ userId: host.userId, status: "pending", title: "Version douteuse" });
    const answer = await withoutChanges(TABLES, () =>
      app.post("/admin-dashboard", { intent: "approve", listingId: listing.id, ...extra }, { cookie: admin.cookie }),
    );
    expect(answer.status).toBe(409);
    expectMessage(answer, M.changed);
  });
});
