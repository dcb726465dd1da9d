// Hostile input on /account (name and phone, password change, deletion) and on the
// notifications (someone else's id, odd page numbers), through the production bundle over
// HTTP: refused cases answer 4xx with the form's French message and change nothing;
// accepted odd text is stored verbatim and shown escaped.
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectEscaped,
  expectMessage,
  expectNoServerError,
  HOSTILE,
  withoutChanges,
} from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();
let traveler: { userId: string; cookie: string };
let other: { userId: string; cookie: string };
let othersNotification: string;
beforeAll(async () => {
  traveler = await signedInUser("afi.compte@exemple.bj", { name: "Afi Houngbo" });
  other = await signedInUser("kofi.compte@exemple.bj", { name: "Kofi Mensah" });
  const [row] = await rows<{ id: string }>(
    "INSERT INTO notifications (user_id, kind, title, message) VALUES ($1, 'test', 'À Kofi', 'Privé') RETURNING id",
    [other.userId],
  );
  othersNotification = row!.id;
});

const TABLES: TableName[] = [
  "users",
  "accounts",
  "sessions",
  "profiles",
  "user_roles",
  "listings",
  "bookings",
  "reviews",
  "notifications",
  "email_outbox",
];
const M = {
  name: "Le nom doit contenir au moins 3 caractères.",
  nameTooLong: "Le nom ne peut pas dépasser 100 caractères.",
  forbidden: "Ce champ contient des caractères non autorisés.",
  phone: "Entrez un numéro béninois à 10 chiffres commençant par 01.",
  password: "Le mot de passe doit contenir au moins 8 caractères.",
  mismatch: "Les mots de passe ne correspondent pas.",
  wrongPassword: "Mot de passe incorrect.",
  word: "Tapez SUPPRIMER en majuscules pour confirmer la suppression.",
  lastAdmin: "Vous êtes le dernier administrateur : nommez-en un autre avant de supprimer votre compte.",
  invalid: "Requête invalide.",
  notFound: "Notification introuvable.",
};

type Refusal = { name: string; fields: FormFields; status?: number; message: string };

describe(`the account forms refuse hostile input (${databaseKind})`, () => {
  const profile = { intent: "profile", fullName: "Afi Houngbo", phone: "01 97 00 00 00" };
  const refusals: Refusal[] = [
    { name: "a too-long name", fields: { ...profile, fullName: "a".repeat(101) }, message: M.nameTooLong },
    { name: "a two-letter name", fields: { ...profile, fullName: "Af" }, message: M.name },
    { name: "a name of zero-width characters", fields: { ...profile, fullName: HOSTILE.zeroWidth }, message: M.name },
    { name: "a NUL byte in the name", fields: { ...profile, fullName: HOSTILE.nul }, message: M.forbidden },
    {
      name: "a right-to-left override in the name",
      fields: { ...profile, fullName: HOSTILE.rtl },
      message: M.forbidden,
    },
    { name: "a bad phone", fields: { ...profile, phone: "12345" }, message: M.phone },
    { name: "a French phone", fields: { ...profile, phone: "+33 6 12 34 56 78" }, message: M.phone },
    { name: "an old 8-digit number", fields: { ...profile, phone: "97 00 00 00" }, message: M.phone },
    { name: "a phone with letters", fields: { ...profile, phone: "01 97 OO OO OO" }, message: M.phone },
    { name: "SQL as the phone", fields: { ...profile, phone: HOSTILE.sql }, message: M.phone },
    {
      name: "a wrong current password",
      fields: {
        intent: "password",
        currentPassword: "pas-le-bon-1",
        newPassword: "Nouveau-2026!",
        confirmPassword: "Nouveau-2026!",
      },
      message: M.wrongPassword,
    },
    {
      name: "a short new password",
      fields: { intent: "password", currentPassword: TEST_PASSWORD, newPassword: "court", confirmPassword: "court" },
      message: M.password,
    },
    {
      name: "a new password and a different confirmation",
      fields: {
        intent: "password",
        currentPassword: TEST_PASSWORD,
        newPassword: "Nouveau-2026!",
        confirmPassword: "Autre-2026!",
      },
      message: M.mismatch,
    },
    {
      name: "a wrong confirmation word",
      fields: { intent: "delete", password: TEST_PASSWORD, confirmation: "supprimer" },
      message: M.word,
    },
    {
      name: "no confirmation word",
      fields: { intent: "delete", password: TEST_PASSWORD, confirmation: "" },
      message: M.word,
    },
    {
      name: "markup as the confirmation word",
      fields: { intent: "delete", password: TEST_PASSWORD, confirmation: HOSTILE.script },
      message: M.word,
    },
    {
      name: "a wrong password for the deletion",
      fields: { intent: "delete", password: "pas-le-bon-1", confirmation: "SUPPRIMER" },
      message: M.wrongPassword,
    },
    {
      name: "a 100 KB password for the deletion",
      fields: { intent: "delete", password: HOSTILE.huge, confirmation: "SUPPRIMER" },
      status: 400,
      message: M.wrongPassword,
    },
    { name: "an unknown intent", fields: { intent: "supprimer-tout" }, message: M.invalid },
  ];

  it.each(refusals)("$name", async ({ fields, status = 400, message }) => {
    const answer = await withoutChanges(TABLES, () => app.post("/account", fields, { cookie: traveler.cookie }));
    expect(answer.status).toBe(status);
    expectMessage(answer, message);
    expectNoServerError(answer);
  });

  it("stores markup in a name verbatim and shows it escaped", async () => {
    const name = `Afi ${HOSTILE.imgOnError}`;
    const answer = await app.post("/account", { ...profile, fullName: name }, { cookie: traveler.cookie });
    expect(answer.status).toBe(200);
    const [row] = await rows<{ full_name: string }>("SELECT full_name FROM profiles WHERE id = $1", [traveler.userId]);
    expect(row!.full_name).toBe(name);
    expectEscaped(await app.get("/account", { cookie: traveler.cookie }), HOSTILE.imgOnError);
  });

  it("refuses the last administrator's deletion (409), changing nothing", async () => {
    const admin = await signedInUser("seul.admin.compte@exemple.bj", { roles: ["admin"], secondFactor: false });
    const answer = await withoutChanges(TABLES, () =>
      app.post(
        "/account",
        { intent: "delete", password: TEST_PASSWORD, confirmation: "SUPPRIMER" },
        { cookie: admin.cookie },
      ),
    );
    expect(answer.status).toBe(409);
    expectMessage(answer, M.lastAdmin);
  });
});

describe(`the notifications refuse hostile input (${databaseKind})`, () => {
  it.each([
    ["someone else's notification id", () => othersNotification],
    ["not an id", () => "1 OR 1=1"],
    ["an unknown id", () => "00000000-0000-4000-8000-000000000000"],
  ])("marking %s read is a 404 that changes nothing", async (_label, id) => {
    const answer = await withoutChanges(["notifications"], () =>
      app.post("/api/notifications", { intent: "read", id: id() }, { cookie: traveler.cookie }),
    );
    expect(answer.status).toBe(404);
    expectMessage(answer, M.notFound);
    expect(await rowCount("notifications", "user_id = $1 AND read_at IS NULL", [other.userId])).toBe(1);
  });

  it("marking all read touches the reader's own notifications only", async () => {
    await app.post("/api/notifications", { intent: "read-all" }, { cookie: traveler.cookie });
    expect(await rowCount("notifications", "user_id = $1 AND read_at IS NULL", [other.userId])).toBe(1);
  });

  it.each(["-1", "0", "abc", "99999999", "1e3", "2;DROP TABLE notifications"])(
    "reads ?page=%s as a page, never an error",
    async (page) => {
      const answer = await app.get(`/notifications?page=${encodeURIComponent(page)}`, { cookie: traveler.cookie });
      expect(answer.status).toBe(200);
      expectNoServerError(answer);
      expect(answer.body).not.toContain("À Kofi");
    },
  );
});
