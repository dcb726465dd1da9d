// Permission matrix, messages (docs/decisions/021): /messages, a conversation's page and
// its three posts (send, read, report), the entry points about a listing and a booking
// (loads never write; the first post creates). Only the two sides read a conversation, and
// administrators only a reported one; anyone else reads it as missing (404, not 403).
// Every answer is also searched for the messages' texts its actor may not read.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#server/db/client.server";
import { conversationMessages, conversations } from "#server/db/schema";
import { ACTOR_LABEL, ACTORS, type ActorName, type World } from "#tests/security/support/actors";
import {
  allowed,
  cellName,
  doneThenMatching,
  everyone,
  refused,
  runCell,
  toSignIn,
  type Outcome,
  type Row,
  type Variant,
} from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("messages");

/** Texts only some people may read, and who. */
const PRIVATE_TEXT = "Message privé Flamboyant";
const REPORTED_TEXT = "Message signalé Karité";
const READERS: Record<string, readonly ActorName[]> = {
  [PRIVATE_TEXT]: ["traveler", "hostOwner"],
  [REPORTED_TEXT]: ["otherHost", "hostOwner", "admin"],
};

let ids: { privateConversation: string; reportedConversation: string; reportable: string };

/** A conversation with one message, written as the product writes it. */
async function conversation(
  world: World,
  travelerId: string,
  text: string,
  reported = false,
  listingId = world.listings.approved.id,
) {
  const [row] = await getDb()
    .insert(conversations)
    .values({
      listingId,
      travelerId,
      hostId: world.actors.hostOwner.userId!,
      lastMessageAt: new Date(),
      ...(reported
        ? { reportedAt: new Date(), reportedBy: travelerId, reportReason: "Raison du signalement Acajou" }
        : {}),
    })
    .returning();
  await getDb().insert(conversationMessages).values({ conversationId: row!.id, senderId: travelerId, body: text });
  return row!.id;
}

beforeAll(async () => {
  const { world } = context();
  ids = {
    privateConversation: await conversation(world, world.actors.traveler.userId!, PRIVATE_TEXT),
    reportedConversation: await conversation(world, world.actors.otherHost.userId!, REPORTED_TEXT, true),
    reportable: await conversation(
      world,
      world.actors.traveler.userId!,
      PRIVATE_TEXT,
      false,
      world.listings.otherHosts.id,
    ),
  };
});

const values = (): Record<string, string> => ids;
const missing = refused(404);
const signedIn = (path: string, overrides: Partial<Record<ActorName, Outcome>> = {}) =>
  everyone(allowed(), { anonymous: toSignIn(path), ...overrides });
const post = (overrides: Partial<Record<ActorName, Outcome>>) =>
  everyone(allowed(), { anonymous: refused(401), ...overrides });
const toConversation = (placeholder: string): Outcome => ({
  kind: "redirect",
  to: `/messages/{${placeholder}}`,
  allowed: true,
});
const toAnyConversation = doneThenMatching("/messages/<id>", /^\/messages\/[0-9a-f-]{36}$/);

const rows: Row[] = [
  // ---- pages
  { path: "/messages", expect: signedIn("/messages"), prepare: async () => values() },
  {
    path: "/messages/{privateConversation}",
    expect: signedIn("/messages/{privateConversation}", { otherHost: missing, admin: missing }),
    prepare: async () => values(),
  },
  {
    // Reported: the administrators read it too (read only).
    path: "/messages/{reportedConversation}",
    expect: signedIn("/messages/{reportedConversation}", { traveler: missing }),
    prepare: async () => values(),
  },
  {
    path: "/messages/00000000-0000-4000-8000-000000000000",
    expect: signedIn("/messages/00000000-0000-4000-8000-000000000000", {
      traveler: missing,
      hostOwner: missing,
      otherHost: missing,
      admin: missing,
    }),
  },
  {
    path: "/messages/pas-un-id",
    expect: signedIn("/messages/pas-un-id", {
      traveler: missing,
      hostOwner: missing,
      otherHost: missing,
      admin: missing,
    }),
  },
  {
    // An existing question thread opens at its own address; the host cannot write to themselves.
    path: "/messages/listing/{approved}",
    expect: signedIn("/messages/listing/{approved}", {
      traveler: toConversation("privateConversation"),
      otherHost: toConversation("reportedConversation"),
      hostOwner: refused(400),
    }),
    prepare: async () => values(),
  },
  {
    // Not published: no question to ask (its host still cannot write to themselves).
    path: "/messages/listing/{pending}",
    expect: signedIn("/messages/listing/{pending}", {
      traveler: missing,
      otherHost: missing,
      admin: missing,
      hostOwner: refused(400),
    }),
  },
  {
    path: "/messages/booking/{travelerPending}",
    expect: signedIn("/messages/booking/{travelerPending}", { otherHost: missing, admin: missing }),
  },
  {
    path: "/messages/booking/{otherHostPending}",
    expect: signedIn("/messages/booking/{otherHostPending}", { traveler: missing, admin: missing }),
  },
  // ---- posts
  {
    path: "/messages/{privateConversation}",
    form: { intent: "send", body: "Une réponse de la matrice" },
    expect: post({
      traveler: toConversation("privateConversation"),
      hostOwner: toConversation("privateConversation"),
      otherHost: missing,
      admin: missing,
    }),
    prepare: async () => values(),
  },
  {
    // Administrators read a reported conversation; they do not write in it.
    path: "/messages/{reportedConversation}",
    form: { intent: "send", body: "Un administrateur écrit" },
    expect: post({
      otherHost: toConversation("reportedConversation"),
      hostOwner: toConversation("reportedConversation"),
      traveler: missing,
      admin: missing,
    }),
    prepare: async () => values(),
  },
  {
    path: "/messages/{privateConversation}",
    form: { intent: "read" },
    expect: post({ otherHost: missing, admin: missing }),
    prepare: async () => values(),
  },
  {
    // Reported once: the report is taken back before each cell.
    path: "/messages/{reportable}",
    form: { intent: "report", reason: "Propos insistants" },
    expect: post({
      traveler: toConversation("reportable"),
      hostOwner: toConversation("reportable"),
      otherHost: missing,
      admin: missing,
    }),
    prepare: async () => {
      await getDb()
        .update(conversations)
        .set({ reportedAt: null, reportedBy: null, reportReason: null })
        .where(eq(conversations.id, ids.reportable));
      return values();
    },
    verify: async ({ actor, values: filled }) => {
      const [row] = await getDb().select().from(conversations).where(eq(conversations.id, filled.reportable!));
      expect({ reason: row!.reportReason, by: row!.reportedBy }).toEqual({
        reason: "Propos insistants",
        by: context().world.actors[actor].userId,
      });
    },
  },
  {
    // The first question about someone else's listing creates the conversation.
    path: "/messages/listing/{otherHosts}",
    form: { intent: "send", body: "Une question de la matrice" },
    expect: post({
      traveler: toAnyConversation,
      hostOwner: toAnyConversation,
      admin: toAnyConversation,
      otherHost: refused(400),
    }),
  },
  {
    path: "/messages/booking/{travelerPending}",
    form: { intent: "send", body: "Au sujet de la réservation" },
    expect: post({ traveler: toAnyConversation, hostOwner: toAnyConversation, otherHost: missing, admin: missing }),
    verify: async ({ world }) => {
      const rows = await getDb()
        .select()
        .from(conversations)
        .where(and(eq(conversations.bookingId, world.bookings.travelerPending.id)));
      expect(rows).toHaveLength(1);
    },
  },
  {
    path: "/messages/{privateConversation}",
    form: { intent: "inconnue" },
    // An unknown intent is a 400 whoever asks (nothing to reveal).
    expect: post({ traveler: refused(400), hostOwner: refused(400), otherHost: refused(400), admin: refused(400) }),
    prepare: async () => values(),
  },
];

describe("messages: permission matrix", () => {
  for (const row of rows) {
    for (const variant of row.variants ?? (["document", "data"] as Variant[])) {
      for (const actor of ACTORS) {
        const outcome = row.expect[actor];
        it(cellName(row, actor, variant, outcome), async () => {
          const answer = await runCell(context(), row, actor, variant);
          for (const [text, readers] of Object.entries(READERS)) {
            if (!readers.includes(actor))
              expect(answer.body, `${ACTOR_LABEL[actor]} lit « ${text} »`).not.toContain(text);
          }
          if (actor !== "admin") expect(answer.body).not.toContain("Raison du signalement Acajou");
        });
      }
    }
  }
});

describe("messages: what each side reads", () => {
  it("the traveler's list shows their conversation; the administrator's shows only the reported one", async () => {
    const { app, world } = context();
    const { send } = await import("#tests/security/support/http");
    const travelerList = await send(app, world.actors.traveler, "/messages", { accept: "text/html" });
    expect(travelerList.body).toContain(`/messages/${ids.privateConversation}`);
    expect(travelerList.body).not.toContain(`/messages/${ids.reportedConversation}`);
    const adminList = await send(app, world.actors.admin, "/messages", { accept: "text/html" });
    expect(adminList.body).toContain("Conversations signalées");
    expect(adminList.body).toContain("Raison du signalement Acajou");
    expect(adminList.body).not.toContain(PRIVATE_TEXT);
    const adminReads = await send(app, world.actors.admin, `/messages/${ids.reportedConversation}`, {
      accept: "text/html",
    });
    expect(adminReads.body).toContain(REPORTED_TEXT);
    expect(adminReads.body).not.toContain("Votre message");
  });
});
