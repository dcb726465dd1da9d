// Hostile input on the messages forms (send a message, 'Signaler', and the first message
// about a listing or a booking), through the production bundle over HTTP: refused cases
// answer 4xx with the form's French message and change nothing in the database; odd but
// genuine text is stored as typed (masked contact details aside) and shown escaped.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messageLimits } from "#common/rules/message";
import { getDb } from "#server/db/client.server";
import { conversationMessages, conversations, emailOutbox } from "#server/db/schema";
import { createBooking, createListing } from "#server/seed/factories.server";
import {
  expectEscaped,
  expectMessage,
  expectNoServerError,
  HOSTILE,
} from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { withoutChanges } from "#tests/security/support/database-snapshot";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

type Person = { userId: string; cookie: string };
let traveler: Person;
let host: Person;
let stranger: Person;
let listingId: string;
let otherListingId: string;
let conversationId: string;
let strangersConversationId: string;
let bookingId: string;

const M = {
  required: "Écrivez votre message.",
  tooLong: "Votre message dépasse 2 000 caractères.",
  invalid: "Votre message contient des caractères non autorisés.",
  notFound: "Cette conversation n'existe pas.",
  ownListing: "Vous ne pouvez pas vous écrire à vous-même au sujet de votre annonce.",
  reasonRequired: "Indiquez la raison du signalement.",
  reasonTooLong: "La raison dépasse 1 000 caractères.",
};

beforeAll(async () => {
  traveler = await signedInUser("voyageur.hostile-messages@exemple.bj", { name: "Koffi Voyageur" });
  host = await signedInUser("hote.hostile-messages@exemple.bj", { name: "Hortense Hôte", roles: ["host"] });
  stranger = await signedInUser("autre.hostile-messages@exemple.bj", { name: "Sènan Autre" });
  listingId = (await createListing({ userId: host.userId, title: "Villa Hostile", status: "approved" })).id;
  otherListingId = (await createListing({ userId: host.userId, title: "Case Hostile", status: "approved" })).id;
  const first = await app.post(`/messages/listing/${listingId}`, { intent: "send", body: "Bonjour" }, traveler);
  expect(first.status).toBe(302);
  conversationId = first.location!.split("/").pop()!;
  const other = await app.post(`/messages/listing/${otherListingId}`, { intent: "send", body: "Salut" }, stranger);
  strangersConversationId = other.location!.split("/").pop()!;
  bookingId = (
    await createBooking({
      listingId,
      userId: traveler.userId,
      startDate: "2030-03-01",
      endDate: "2030-03-03",
      travelerInfo: { firstName: "Koffi", lastName: "Voyageur", email: "voyageur.hostile-messages@exemple.bj" },
    })
  ).id;
});

type Refusal = {
  name: string;
  path?: () => string;
  fields: FormFields;
  as?: () => Person;
  status?: number;
  message: string;
};

const send = (body: string): FormFields => ({ intent: "send", body });

describe(`the messages forms refuse hostile input (${databaseKind})`, () => {
  const refusals: Refusal[] = [
    { name: "an empty message", fields: send(""), message: M.required },
    { name: "a missing message field", fields: { intent: "send" }, message: M.required },
    { name: "a message of blank lines", fields: send("\r\n\r\n\t  \n"), message: M.required },
    { name: "a message of zero-width characters", fields: send(HOSTILE.zeroWidth), message: M.required },
    { name: "a NUL byte", fields: send("Bonjour\u0000"), message: M.invalid },
    { name: "a right-to-left override", fields: send(HOSTILE.rtl), message: M.invalid },
    { name: "an escape sequence", fields: send("Bonjour\u001b[31m"), message: M.invalid },
    { name: "a message one character too long", fields: send("é".repeat(messageLimits.body + 1)), message: M.tooLong },
    { name: "a 100 KB message", fields: send(HOSTILE.huge), message: M.tooLong },
    { name: "a message as a list of values", fields: { intent: "send", body: ["", ""] }, message: M.required },
    {
      name: "an empty message into someone else's conversation (404, no existence revealed)",
      path: () => `/messages/${strangersConversationId}`,
      fields: send(""),
      status: 400,
      message: M.required,
    },
    {
      name: "a message into someone else's conversation",
      path: () => `/messages/${strangersConversationId}`,
      fields: send("Je m'invite"),
      status: 404,
      message: M.notFound,
    },
    {
      name: "a message into a conversation that does not exist",
      path: () => "/messages/00000000-0000-4000-8000-000000000000",
      fields: send("Bonjour"),
      status: 404,
      message: M.notFound,
    },
    {
      name: "a message into a conversation id that is SQL",
      path: () => `/messages/${encodeURIComponent(HOSTILE.sql)}`,
      fields: send("Bonjour"),
      status: 404,
      message: M.notFound,
    },
    {
      name: "a first message about a listing that does not exist",
      path: () => "/messages/listing/00000000-0000-4000-8000-000000000000",
      fields: send("Bonjour"),
      status: 404,
      message: M.notFound,
    },
    {
      name: "a first message about one's own listing",
      path: () => `/messages/listing/${listingId}`,
      as: () => host,
      fields: send("Moi-même"),
      message: M.ownListing,
    },
    {
      name: "a first message about someone else's booking",
      path: () => `/messages/booking/${bookingId}`,
      as: () => stranger,
      fields: send("Je m'invite"),
      status: 404,
      message: M.notFound,
    },
    {
      name: "a report without a reason",
      fields: { intent: "report", reason: "  " },
      message: M.reasonRequired,
    },
    {
      name: "a report with a NUL byte",
      fields: { intent: "report", reason: HOSTILE.nul },
      message: M.invalid,
    },
    {
      name: "a report one character too long",
      fields: { intent: "report", reason: "r".repeat(messageLimits.reportReason + 1) },
      message: M.reasonTooLong,
    },
    {
      name: "a report of someone else's conversation",
      path: () => `/messages/${strangersConversationId}`,
      fields: { intent: "report", reason: "Je regarde" },
      status: 404,
      message: M.notFound,
    },
  ];

  it.each(refusals)("$name", async ({ path, fields, as, status = 400, message }) => {
    const who = as?.() ?? traveler;
    const answer = await withoutChanges(() =>
      app.post(path?.() ?? `/messages/${conversationId}`, fields, { cookie: who.cookie }),
    );
    expectNoServerError(answer);
    expect(answer.status).toBe(status);
    if (status === 400) expectMessage(answer, message);
  });

  it("a script sent with a NUL byte comes back escaped in the form", async () => {
    const answer = await withoutChanges(() =>
      app.post(`/messages/${conversationId}`, { intent: "send", body: `${HOSTILE.script}\u0000` }, traveler),
    );
    expect(answer.status).toBe(400);
    expectEscaped(answer, HOSTILE.script);
  });

  it("a body that is not a form changes nothing and is never a 500", async () => {
    const answer = await withoutChanges(() =>
      app.send(`/messages/${conversationId}`, {
        method: "POST",
        cookie: traveler.cookie,
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: "--y\r\n",
      }),
    );
    expectNoServerError(answer);
    expect(answer.status).toBe(400);
  });

  it("a cross-origin post is refused before it reaches the form", async () => {
    const answer = await withoutChanges(() =>
      app.post(`/messages/${conversationId}`, send("Depuis ailleurs"), {
        cookie: traveler.cookie,
        headers: { origin: "https://attaquant.example" },
      }),
    );
    expect(answer.status).toBe(403);
  });
});

describe(`the messages keep odd but genuine text, shown escaped (${databaseKind})`, () => {
  it("stores HTML, SQL, emoji and Arabic as typed; the page and the e-mail show them as text", async () => {
    const body = `${HOSTILE.script}\n${HOSTILE.sql}\n${HOSTILE.emoji}\n${HOSTILE.arabic}\n${HOSTILE.imgOnError}`;
    const answer = await app.post(`/messages/${conversationId}`, send(body), traveler);
    expect(answer.status).toBe(302);
    const stored = await getDb()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(stored.map((row) => row.body)).toContain(body);

    const page = await app.get(`/messages/${conversationId}`, { cookie: host.cookie });
    expect(page.status).toBe(200);
    expectEscaped(page, HOSTILE.script);
    expectEscaped(page, HOSTILE.imgOnError);
    const emails = await getDb().select().from(emailOutbox);
    for (const email of emails.filter((row) => row.template === "new-message")) {
      expect(email.htmlBody).not.toContain(HOSTILE.script);
    }
  });

  it("a report with markup is kept as typed and shown escaped to the administrators", async () => {
    const admin = await signedInUser("admin.hostile-messages@exemple.bj", { roles: ["admin"] });
    const answer = await app.post(
      `/messages/${conversationId}`,
      { intent: "report", reason: HOSTILE.imgOnError },
      host,
    );
    expect(answer.status).toBe(302);
    const [row] = await getDb().select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row!.reportReason).toBe(HOSTILE.imgOnError);
    const list = await app.get("/messages", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expectEscaped(list, HOSTILE.imgOnError);
  });
});
