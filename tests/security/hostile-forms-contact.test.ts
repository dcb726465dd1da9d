// Hostile input on the contact form (/contact), through the production bundle over HTTP:
// refused cases answer 4xx with the form's French message and store nothing (no message,
// no e-mail, no notification); accepted odd text is stored verbatim and shown escaped.
import { beforeAll, describe, expect, it } from "vitest";
import { expectEscaped, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();
let admin: { userId: string; cookie: string };
beforeAll(async () => {
  admin = await signedInUser("admin.contact@exemple.bj", { roles: ["admin"] });
});

const TABLES: TableName[] = ["contact_messages", "email_outbox", "notifications"];
const M = {
  required: "Ce champ est requis",
  email: "Veuillez entrer une adresse email valide",
  invalid: "Valeur invalide",
  nameTooLong: "Le nom ne doit pas dépasser 200 caractères",
  subjectTooLong: "Le sujet ne doit pas dépasser 300 caractères",
  messageTooLong: "Le message ne doit pas dépasser 5000 caractères",
  emailTooLong: "L'adresse email est trop longue",
};

const valid = {
  name: "Afi Houngbo",
  email: "afi@exemple.bj",
  subject: "Location à Cotonou",
  message: "Bonjour, je cherche une voiture.",
};

type Refusal = { name: string; fields: FormFields; status?: number; message: string; echo?: string };

describe(`the contact form refuses hostile input (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    { name: "an empty form", fields: { name: "", email: "", subject: "", message: "" }, message: M.required },
    { name: "a missing message", fields: { message: "" }, message: M.required },
    { name: "a name of zero-width characters", fields: { name: HOSTILE.zeroWidth }, message: M.required },
    { name: "a message of blank lines", fields: { message: "\r\n\r\n\t  \n" }, message: M.required },
    { name: "an invalid e-mail", fields: { email: "afi.exemple.bj" }, message: M.email },
    { name: "a NUL byte in the e-mail", fields: { email: "afi\u0000@exemple.bj" }, message: M.email },
    {
      name: "a header injection in the e-mail",
      fields: { email: "afi@exemple.bj\r\nBcc: tous@exemple.bj" },
      message: M.email,
    },
    { name: "a NUL byte in the name", fields: { name: HOSTILE.nul }, message: M.invalid },
    { name: "a NUL byte in the message", fields: { message: "Bonjour\u0000" }, message: M.invalid },
    {
      name: "a right-to-left override in the subject",
      fields: { subject: "\u202eRéservation annulée" },
      message: M.invalid,
    },
    { name: "an escape sequence in the name", fields: { name: "Afi\u001b[31m" }, message: M.invalid },
    { name: "a 201-character name", fields: { name: "a".repeat(201) }, message: M.nameTooLong },
    { name: "a 301-character subject", fields: { subject: "s".repeat(301) }, message: M.subjectTooLong },
    { name: "a 5001-character message", fields: { message: "m".repeat(5001) }, message: M.messageTooLong },
    { name: "a 321-character e-mail", fields: { email: `${"a".repeat(310)}@exemple.bj` }, message: M.emailTooLong },
    { name: "a 100 KB message", fields: { message: HOSTILE.huge }, status: 413, message: M.messageTooLong },
    {
      name: "a script as name with an empty message",
      fields: { name: HOSTILE.script, message: "" },
      message: M.required,
      echo: HOSTILE.script,
    },
    {
      name: "an attribute breakout as subject with a bad e-mail",
      fields: { subject: HOSTILE.imgOnError, email: "non" },
      message: M.email,
      echo: HOSTILE.imgOnError,
    },
  ];

  it.each(refusals)("$name", async ({ fields, status = 400, message, echo }) => {
    const answer = await withoutChanges(TABLES, () => app.post("/contact", { ...valid, ...fields }));
    expect(answer.status).toBe(status);
    expect(answer.text).toContain(message);
    if (echo) expectEscaped(answer, echo);
  });

  it("a body that is not a form gets a French message, never a 500", async () => {
    const answer = await withoutChanges(TABLES, () =>
      app.send("/contact", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: "--y\r\n",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(M.invalid);
  });
});

describe(`the contact form keeps odd but genuine text verbatim, shown escaped (${databaseKind})`, () => {
  it("stores HTML, SQL, emoji and Arabic as typed; the admin dashboard and the e-mail show them as text", async () => {
    const fields = {
      name: HOSTILE.script,
      email: "kofi@exemple.bj",
      subject: HOSTILE.sql,
      message: `${HOSTILE.emoji}\n${HOSTILE.arabic}\n${HOSTILE.imgOnError}`,
    };
    const answer = await app.post("/contact", fields);
    expect(answer.status).toBe(302);
    const [stored] = await rows<{ name: string; subject: string; message: string }>(
      "SELECT name, subject, message FROM contact_messages WHERE email = 'kofi@exemple.bj'",
    );
    expect(stored).toEqual({ name: fields.name, subject: fields.subject, message: fields.message });

    const dashboard = await app.get("/admin-dashboard?tab=messages", { cookie: admin.cookie });
    expect(dashboard.status).toBe(200);
    expectEscaped(dashboard, HOSTILE.script);
    expectEscaped(dashboard, HOSTILE.imgOnError);

    const [email] = await rows<{ html_body: string }>(
      "SELECT html_body FROM email_outbox WHERE template = 'contact-message'",
    );
    expect(email!.html_body).not.toContain(HOSTILE.script);
    expect(email!.html_body).toContain("&lt;script&gt;");
  });
});

describe(`double submission of the contact form (${databaseKind})`, () => {
  it("the same message posted twice at once is stored, e-mailed and announced once", async () => {
    const fields = { ...valid, email: "double@exemple.bj" };
    const answers = await Promise.all([app.post("/contact", fields), app.post("/contact", fields)]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    expect(await rowCount("contact_messages", "email = 'double@exemple.bj'")).toBe(1);
    expect(
      await rowCount("email_outbox", "template = 'contact-message' AND text_body LIKE '%double@exemple.bj%'"),
    ).toBe(1);
    expect(await rowCount("notifications", "kind = 'contact_message' AND message LIKE '%double@exemple.bj%'")).toBe(1);
  });

  it("a different message from the same person is a new message", async () => {
    const first = { ...valid, email: "suite@exemple.bj" };
    await app.post("/contact", first);
    await app.post("/contact", { ...first, message: "Et une autre question." });
    expect(await rowCount("contact_messages", "email = 'suite@exemple.bj'")).toBe(2);
  });
});
