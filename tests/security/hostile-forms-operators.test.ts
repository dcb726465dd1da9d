// Hostile input on the administrators' actions of issue 16 (POST /admin-dashboard:
// unpublish, suspend, roles, cancel a booking) and on the export (/admin-export.csv),
// through the production bundle: every refusal in French, nothing changed; CSV cells a
// person typed that start with = + - @ are defused.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking, createListing } from "#server/seed/factories.server";
import { expectMessage, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import type { TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const TABLES: TableName[] = [
  "users",
  "sessions",
  "user_roles",
  "listings",
  "bookings",
  "admin_actions",
  "email_outbox",
];
const M = {
  required: "Indiquez le motif de cette action.",
  tooLong: "Le motif ne peut pas dépasser 500 caractères.",
  invalid: "Requête invalide.",
  listingNotFound: "Annonce introuvable.",
  accountNotFound: "Compte introuvable.",
  bookingNotFound: "Réservation introuvable.",
  self: "Vous ne pouvez pas suspendre votre propre compte.",
  ownRole: "Vous ne pouvez pas modifier vos propres rôles.",
  invalidFilter: "Filtre invalide : vérifiez les dates et l'état choisis.",
};

let admin: { userId: string; cookie: string };
let host: { userId: string; cookie: string };
let listingId: string;

beforeAll(async () => {
  admin = await signedInUser("admin.operateurs@exemple.bj", { roles: ["admin"], name: "Admin Opérateurs" });
  host = await signedInUser("hote.operateurs@exemple.bj", { roles: ["host"] });
  listingId = (await createListing({ userId: host.userId, title: '=HYPERLINK("http://x")' })).id;
});

describe(`the administrators' new actions refuse hostile input (${databaseKind})`, () => {
  const refusals: Array<[string, () => FormFields, number, string]> = [
    ["an unpublishing without reason", () => ({ intent: "unpublish-listing", listingId }), 400, M.required],
    [
      "an unpublishing with a blank reason",
      () => ({ intent: "unpublish-listing", listingId, reason: " \u0000\t " }),
      400,
      M.required,
    ],
    [
      "an unpublishing with a 501-character reason",
      () => ({ intent: "unpublish-listing", listingId, reason: "r".repeat(501) }),
      400,
      M.tooLong,
    ],
    [
      "an unpublishing with a 100 KB reason",
      () => ({ intent: "unpublish-listing", listingId, reason: `${HOSTILE.huge}x` }),
      400,
      M.invalid,
    ],
    [
      "an unpublishing of a SQL string",
      () => ({ intent: "unpublish-listing", listingId: HOSTILE.sql, reason: "x" }),
      404,
      M.listingNotFound,
    ],
    [
      "an unpublishing of an unknown id",
      () => ({ intent: "unpublish-listing", listingId: crypto.randomUUID(), reason: "x" }),
      404,
      M.listingNotFound,
    ],
    [
      "a suspension of an unknown account",
      () => ({ intent: "suspend-account", userId: "inconnu", reason: "x" }),
      404,
      M.accountNotFound,
    ],
    ["a suspension of oneself", () => ({ intent: "suspend-account", userId: admin.userId, reason: "x" }), 409, M.self],
    ["a suspension without reason", () => ({ intent: "suspend-account", userId: host.userId }), 400, M.required],
    [
      "removing one's own (and the last) administrator role",
      () => ({ intent: "remove-role", userId: admin.userId, role: "admin", reason: "x" }),
      409,
      M.ownRole,
    ],
    [
      "an unknown role",
      () => ({ intent: "grant-role", userId: host.userId, role: "superadmin", reason: "x" }),
      400,
      M.invalid,
    ],
    [
      "a role for an unknown account",
      () => ({ intent: "grant-role", userId: "x", role: "host", reason: "x" }),
      404,
      M.accountNotFound,
    ],
    [
      "a cancellation of an unknown booking",
      () => ({ intent: "cancel-booking", bookingId: crypto.randomUUID(), reason: "x" }),
      404,
      M.bookingNotFound,
    ],
    [
      "a cancellation of a SQL string",
      () => ({ intent: "cancel-booking", bookingId: HOSTILE.sql, reason: "x" }),
      404,
      M.bookingNotFound,
    ],
  ];

  it.each(refusals)("%s", async (_label, fields, status, message) => {
    const answer = await withoutChanges(TABLES, () => app.post("/admin-dashboard", fields(), { cookie: admin.cookie }));
    expect(answer.status).toBe(status);
    expectMessage(answer, message);
  });
});

describe(`the export (${databaseKind})`, () => {
  it.each([
    ["an unknown kind", "?kind=users"],
    ["an unknown state", "?state=' OR 1=1 --"],
    ["a date that is not one", "?from=2031-02-30"],
    ["a control character", "?listing=%00abc"],
  ])("refuses %s in French", async (_label, query) => {
    const answer = await app.get(`/admin-export.csv${query}`, { cookie: admin.cookie });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(M.invalidFilter);
  });

  it.each([
    ["an unknown state", "&state=' OR 1=1 --"],
    ["a date that is not one", "&from=2031-02-30"],
    ["a control character", "&listing=%00abc"],
    ["a listing text too long", `&listing=${"a".repeat(201)}`],
  ])("the bookings tab refuses %s in French, lists nothing and offers no export", async (_label, query) => {
    const answer = await app.get(`/admin-dashboard?tab=bookings${query}`, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(M.invalidFilter);
    expect(answer.body).not.toContain("/admin-export.csv?");
  });

  it("defuses cells starting with = + - @, keeps ';' and quotes inside one field, amounts as integers", async () => {
    const start = addDays(todayInBenin(), 50);
    await createBooking({
      listingId,
      userId: host.userId,
      startDate: start,
      endDate: addDays(start, 2),
      travelerInfo: { firstName: "@SUM(A1)", lastName: "-2+3", email: "+cmd@exemple.bj", phone: "+22990000000" },
    });
    const answer = await app.get(`/admin-export.csv?kind=bookings&listing=${encodeURIComponent("HYPERLINK")}`, {
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const lines = answer.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Référence;Annonce;Voyageur;E-mail du voyageur;Arrivée;Départ;État;Paiement;Total (FCFA);Remboursement (FCFA);Créée le",
    );
    expect(lines).toHaveLength(3);
    const row = lines[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain("'@SUM(A1) -2+3");
    expect(row).toContain("'+cmd@exemple.bj");
    expect(row).toMatch(/;\d+;0;\d{4}-\d\d-\d\d \d\d:\d\d$/);
    for (const cell of row.split(";")) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it("is refused to a host", async () => {
    const answer = await app.get("/admin-export.csv", { cookie: host.cookie });
    expect(answer.status).not.toBe(200);
    expect(answer.body).not.toContain("Référence;");
  });
});
