// Sending messages on a fresh database, the clock set: the hourly limit, the e-mail
// throttle (one per conversation per 15 minutes to each recipient), masking at write time
// until a paid booking, who may write where, reading, reporting, the unread count and the
// account's erasure.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { messageLimits } from "#common/rules/message";
import { getDb } from "#server/db/client.server";
import { conversationMessages, conversations, emailOutbox, notifications, profiles } from "#server/db/schema";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { useTestDatabase } from "#tests/support/test-database";
import { findReadableConversation } from "./conversation-access.server";
import { conversationView } from "./conversation-view.server";
import { listConversations, listReportedConversations } from "./list-conversations.server";
import { markConversationRead } from "./mark-conversation-read.server";
import { eraseMessagesPersonalData, exportMessagesPersonalData } from "./personal-data.server";
import { reportConversation } from "./report-conversation.server";
import { sendMessage } from "./send-message.server";
import { countUnreadMessages } from "./unread-messages.server";

await useTestDatabase();

type Person = { id: string; roles: string[]; email: string };
let host: Person;
let traveler: Person;
let admin: Person;
let listingId: string;
/** The traveler's question about "Villa Messages", made by the first test. */
let mainId: string;
const mainConversation = async () =>
  (await getDb().select().from(conversations).where(eq(conversations.id, mainId)))[0]!;

const person = async (name: string, roles: ("user" | "host" | "admin")[] = ["user"]) => {
  const user = await createUser({ fullName: name, roles });
  return { id: user.id, roles, email: user.email };
};

beforeAll(async () => {
  host = await person("Hortense Hôte", ["host"]);
  traveler = await person("Koffi Voyageur");
  admin = await person("Adjoa Admin", ["admin"]);
  await getDb().update(profiles).set({ phone: "+229 01 97 11 22 33" }).where(eq(profiles.id, host.id));
  listingId = (await createListing({ userId: host.id, title: "Villa Messages", status: "approved" })).id;
});

afterEach(() => setClock(null));

const emailsTo = async (email: string) =>
  (await getDb().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter(
    (row) => row.template === "new-message",
  );

describe("a question about a listing", () => {
  it("creates the conversation on the first message, masks a number, notifies and e-mails the host", async () => {
    setClock("2027-01-10T08:00:00Z");
    const result = await sendMessage({
      sender: traveler,
      target: { listingId },
      body: "  Bonjour, appelez-moi au 97 00 00 00 ou nonante-sept zéro zéro zéro zéro zéro zéro.  ",
    });
    expect(result).toMatchObject({ ok: true, masked: true, emailed: true });
    mainId = result.ok ? result.conversationId : "";
    const [stored] = await getDb().select().from(conversationMessages);
    expect(stored!.body).toBe("Bonjour, appelez-moi au [numéro masqué] ou [numéro masqué].");
    expect(stored!.body).not.toContain("97");
    const notes = await getDb().select().from(notifications).where(eq(notifications.userId, host.id));
    expect(notes.map((note) => note.message)).toEqual(["Koffi Voyageur vous a écrit au sujet de « Villa Messages »."]);
    const mails = await emailsTo(host.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("[numéro masqué]");
    expect(await countUnreadMessages(host.id)).toBe(1);
    expect(await countUnreadMessages(traveler.id)).toBe(0);
  });

  it("reopens the same conversation for a second question", async () => {
    setClock("2027-01-10T08:01:00Z");
    const again = await sendMessage({ sender: traveler, target: { listingId }, body: "Encore une question." });
    const rows = await getDb().select().from(conversations);
    expect(rows).toHaveLength(1);
    expect(again).toMatchObject({ ok: true, conversationId: rows[0]!.id });
  });

  it("is refused to the listing's own host, and for a listing that does not exist", async () => {
    expect(await sendMessage({ sender: host, target: { listingId }, body: "Moi-même" })).toEqual({
      ok: false,
      reason: "own_listing",
    });
    for (const id of ["00000000-0000-4000-8000-000000000000", "pas-un-id", "' OR 1=1 --"]) {
      expect(await sendMessage({ sender: traveler, target: { listingId: id }, body: "Bonjour" })).toEqual({
        ok: false,
        reason: "not_found",
      });
    }
  });

  it("refuses an empty, a too long or a NUL-holding text before anything is written", async () => {
    const before = await getDb().select().from(conversationMessages);
    const cases: [unknown, string][] = [
      ["", "required"],
      ["   \n  ", "required"],
      ["\u200b\u200b", "required"],
      [undefined, "required"],
      ["é".repeat(messageLimits.body + 1), "too_long"],
      ["Bonjour\u0000", "invalid"],
      ["Bonjour \u202e", "invalid"],
    ];
    for (const [body, reason] of cases) {
      expect(await sendMessage({ sender: traveler, target: { listingId }, body })).toEqual({ ok: false, reason });
    }
    expect(await getDb().select().from(conversationMessages)).toEqual(before);
  });
});

describe("the e-mail throttle", () => {
  it("mails each recipient at most once per conversation per 15 minutes", async () => {
    const conversation = await mainConversation();
    const target = { conversationId: conversation!.id };
    // 08:00 mailed the host; 08:01 did not (above).
    expect(await emailsTo(host.email)).toHaveLength(1);
    setClock("2027-01-10T08:14:59Z");
    expect(await sendMessage({ sender: traveler, target, body: "Toujours là ?" })).toMatchObject({ emailed: false });
    setClock("2027-01-10T08:15:00Z");
    expect(await sendMessage({ sender: traveler, target, body: "Un quart d'heure plus tard" })).toMatchObject({
      emailed: true,
    });
    expect(await emailsTo(host.email)).toHaveLength(2);
    // The other recipient has their own turn.
    setClock("2027-01-10T08:16:00Z");
    expect(await sendMessage({ sender: host, target, body: "Je réponds." })).toMatchObject({ emailed: true });
    expect(await emailsTo(traveler.email)).toHaveLength(1);
  });
});

describe("the hourly limit", () => {
  it(`refuses message number ${messageLimits.perHour + 1} within an hour, and allows it an hour later`, async () => {
    const sender = await person("Prolixe Voyageuse");
    const otherListing = await createListing({ userId: host.id, title: "Case Limite", status: "approved" });
    setClock("2027-02-01T10:00:00Z");
    for (let index = 0; index < messageLimits.perHour; index += 1) {
      const result = await sendMessage({ sender, target: { listingId: otherListing.id }, body: `Message ${index}` });
      expect(result.ok).toBe(true);
    }
    setClock("2027-02-01T10:59:59Z");
    const refused = await sendMessage({ sender, target: { listingId: otherListing.id }, body: "Un de trop" });
    expect(refused).toEqual({ ok: false, reason: "too_many_messages" });
    const count = async () =>
      (await getDb().select().from(conversationMessages).where(eq(conversationMessages.senderId, sender.id))).length;
    expect(await count()).toBe(messageLimits.perHour);
    setClock("2027-02-01T11:00:01Z");
    expect((await sendMessage({ sender, target: { listingId: otherListing.id }, body: "Une heure après" })).ok).toBe(
      true,
    );
    expect(await count()).toBe(messageLimits.perHour + 1);
  });
});

describe("who reads a conversation", () => {
  it("its two people read it; others and administrators (before a report) read it as missing", async () => {
    const conversation = await mainConversation();
    const stranger = await person("Curieux Inconnu");
    expect((await findReadableConversation(conversation!.id, traveler))?.role).toBe("traveler");
    expect((await findReadableConversation(conversation!.id, host))?.role).toBe("host");
    expect(await findReadableConversation(conversation!.id, stranger)).toBeNull();
    expect(await findReadableConversation(conversation!.id, admin)).toBeNull();
    expect(await sendMessage({ sender: stranger, target: { conversationId: conversation!.id }, body: "Hé" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await markConversationRead(conversation!.id, stranger)).toEqual({ ok: false, reason: "not_found" });
  });

  it("lists it newest first with the unread count, and marking it read clears the count", async () => {
    setClock("2027-01-10T09:00:00Z");
    const list = await listConversations(traveler.id);
    expect(list[0]).toMatchObject({ listingTitle: "Villa Messages", otherName: "Hortense Hôte", unread: 1 });
    expect(await countUnreadMessages(traveler.id)).toBe(1);
    await markConversationRead(list[0]!.id, traveler);
    expect(await countUnreadMessages(traveler.id)).toBe(0);
  });

  it("after a report (with a reason), administrators read it and are notified; reported once", async () => {
    const conversation = await mainConversation();
    const id = conversation!.id;
    expect(await reportConversation({ conversationId: id, reporter: traveler, reason: "   " })).toEqual({
      ok: false,
      reason: "required",
    });
    expect(await reportConversation({ conversationId: id, reporter: admin, reason: "Je regarde" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    setClock("2027-01-11T09:00:00Z");
    expect(await reportConversation({ conversationId: id, reporter: traveler, reason: "Propos déplacés" })).toEqual({
      ok: true,
    });
    expect(await reportConversation({ conversationId: id, reporter: host, reason: "Moi aussi" })).toEqual({
      ok: false,
      reason: "already_reported",
    });
    const found = await findReadableConversation(id, admin);
    expect(found?.role).toBe("admin");
    const view = await conversationView({ ...found!, readerId: admin.id });
    expect(view.report).toMatchObject({ reason: "Propos déplacés", byName: "Koffi Voyageur" });
    expect(view.contact).toBeNull();
    expect((await listReportedConversations()).map((row) => row.id)).toEqual([id]);
    const adminNotes = await getDb().select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(adminNotes.map((note) => note.title)).toEqual(["Conversation signalée"]);
    // Administrators read; they do not write.
    expect(await sendMessage({ sender: admin, target: { conversationId: id }, body: "Bonjour" })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});

describe("after a paid booking between the two", () => {
  it("numbers are no longer masked and each side sees the other's phone and WhatsApp link", async () => {
    const conversation = await mainConversation();
    let view = await conversationView({ conversation: conversation!, role: "traveler", readerId: traveler.id });
    expect(view).toMatchObject({ paidBooking: false, contact: null });
    await createBooking({
      listingId,
      userId: traveler.id,
      startDate: "2027-03-01",
      endDate: "2027-03-04",
      status: "approved",
      paymentStatus: "completed",
      paidAt: new Date("2027-01-12T00:00:00Z"),
      travelerInfo: { firstName: "Koffi", lastName: "Voyageur", email: traveler.email, phone: "+229 66 55 44 33" },
    });
    setClock("2027-01-12T10:00:00Z");
    const sent = await sendMessage({
      sender: traveler,
      target: { conversationId: conversation!.id },
      body: "Mon numéro : 97 00 00 00",
    });
    expect(sent).toMatchObject({ ok: true, masked: false });
    view = await conversationView({ conversation: conversation!, role: "traveler", readerId: traveler.id });
    expect(view.paidBooking).toBe(true);
    expect(view.messages.at(-1)).toMatchObject({ body: "Mon numéro : 97 00 00 00", from: "me", masked: false });
    expect(view.contact).toEqual({
      name: "Hortense Hôte",
      phone: "+229 01 97 11 22 33",
      whatsappUrl: "https://wa.me/2290197112233",
    });
    const hostView = await conversationView({ conversation: conversation!, role: "host", readerId: host.id });
    expect(hostView.contact).toEqual({
      name: "Koffi Voyageur",
      phone: "+229 66 55 44 33",
      whatsappUrl: "https://wa.me/22966554433",
    });
  });
});

describe("a booking's conversation", () => {
  it("is opened by its traveler or its host, and by nobody else", async () => {
    const booking = await createBooking({
      listingId,
      userId: traveler.id,
      startDate: "2027-05-01",
      endDate: "2027-05-03",
      travelerInfo: { firstName: "Koffi", lastName: "Voyageur", email: traveler.email },
    });
    const stranger = await person("Autre Voyageur");
    expect(await sendMessage({ sender: stranger, target: { bookingId: booking.id }, body: "Salut" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    const fromHost = await sendMessage({ sender: host, target: { bookingId: booking.id }, body: "Bienvenue !" });
    expect(fromHost.ok).toBe(true);
    const fromTraveler = await sendMessage({ sender: traveler, target: { bookingId: booking.id }, body: "Merci" });
    expect(fromTraveler).toMatchObject({ ok: true, conversationId: fromHost.ok ? fromHost.conversationId : "" });
    const rows = await getDb().select().from(conversations).where(eq(conversations.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });
});

describe("an account deleted", () => {
  it("leaves the conversation and its text to the other side, the sender unnamed", async () => {
    const leaving = await person("Partante Voyageuse");
    const sent = await sendMessage({ sender: leaving, target: { listingId }, body: "Je pars bientôt." });
    expect(sent.ok).toBe(true);
    const exported = await exportMessagesPersonalData(leaving.id);
    expect(exported.conversations).toEqual([
      expect.objectContaining({
        listing: "Villa Messages",
        side: "traveler",
        messages: [expect.objectContaining({ fromMe: true, text: "Je pars bientôt." })],
      }),
    ]);
    await eraseMessagesPersonalData(leaving.id);
    expect(await exportMessagesPersonalData(leaving.id)).toEqual({ conversations: [] });
    const id = sent.ok ? sent.conversationId : "";
    const found = await findReadableConversation(id, host);
    const view = await conversationView({ ...found!, readerId: host.id });
    expect(view.messages).toEqual([expect.objectContaining({ body: "Je pars bientôt.", from: "deleted" })]);
    expect(view).toMatchObject({ travelerName: null, otherPartyGone: true });
    expect(await sendMessage({ sender: host, target: { conversationId: id }, body: "Au revoir" })).toEqual({
      ok: false,
      reason: "other_party_gone",
    });
  });
});
