// Permission matrix, part 4: the administrators' dashboard (both addresses, every tab)
// and every one of its intents (approve, reject, retry an e-mail, mark a contact message
// handled), plus the notifications API (marking someone else's notification read).
import { eq, isNull } from "drizzle-orm";
import { describe, expect } from "vitest";
import { getDb } from "#server/db/client.server";
import { contactMessages, emailOutbox, listingDecisions, listings, notifications } from "#server/db/schema";
import { createListing } from "#server/seed/factories.server";
import { ACTORS, type ActorName, type World } from "#tests/security/support/actors";
import { allowed, declareMatrix, everyone, refused, sentTo, toSignIn, type Row } from "#tests/security/support/matrix";
import type { SecretName } from "#tests/security/support/secrets";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("admin");

const adminPage = (path: string) =>
  everyone(sentTo("/?toast=adminOnly"), { anonymous: toSignIn(path, "adminLoginRequired"), admin: allowed() });
/** A dashboard action: a bare 401 or 403, document or `.data` alike (the guard throws). */
const adminPost = (adminOutcome = allowed()) =>
  everyone(refused(403), { anonymous: refused(401), admin: adminOutcome });

let made = 0;
async function freshPendingListing(world: World) {
  made += 1;
  const row = await createListing({
    userId: world.actors.hostOwner.userId!,
    title: `À valider ${made}`,
    status: "pending",
  });
  return { target: row.id };
}

async function freshFailedEmail() {
  made += 1;
  const [row] = await getDb()
    .insert(emailOutbox)
    .values({
      toAddress: "hote@exemple.bj",
      subject: `Échec ${made}`,
      textBody: "Corps",
      template: "listing-approved",
      status: "failed",
      attempts: 8,
    })
    .returning({ id: emailOutbox.id });
  return { target: row!.id };
}

async function freshContactMessage() {
  made += 1;
  const [row] = await getDb()
    .insert(contactMessages)
    .values({ name: "Visiteur", email: "visiteur@exemple.bj", subject: `Question ${made}`, message: "Bonjour" })
    .returning({ id: contactMessages.id });
  return { target: row!.id };
}

async function freshNotifications(world: World) {
  const ids: Record<string, string> = {};
  for (const actor of ["traveler", "hostOwner", "otherHost", "admin"] as const) {
    const [row] = await getDb()
      .insert(notifications)
      .values({ userId: world.actors[actor].userId!, kind: "test", title: "Non lue", message: "À lire" })
      .returning({ id: notifications.id });
    ids[actor] = row!.id;
  }
  return ids;
}

const tabs: Array<{ query: string; shows: SecretName[] }> = [
  { query: "", shows: ["pendingTitle", "adminNotification"] },
  { query: "?tab=bookings", shows: ["travelerReference", "travelerLastName", "otherHostReference"] },
  { query: "?tab=users", shows: [] },
  { query: "?tab=messages", shows: ["contactSubject", "contactEmail", "contactBody"] },
  { query: "?tab=emails", shows: ["outboxSubject"] },
];

const dashboardPages = (base: "/admin-dashboard" | "/dashboard"): Row[] =>
  tabs.map(({ query, shows }) => ({
    path: `${base}${query}`,
    expect: adminPage(`${base}${query}`),
    shows: { admin: shows },
  }));

function dashboardActions(base: "/admin-dashboard" | "/dashboard"): Row[] {
  return [
    {
      // The listing is the host owner's: its own host cannot approve it either.
      path: base,
      form: { intent: "approve", listingId: "{target}", version: "1" },
      prepare: freshPendingListing,
      expect: adminPost(),
      verify: async ({ world, values }) => {
        const [row] = await getDb()
          .select({ status: listings.status })
          .from(listings)
          .where(eq(listings.id, values.target!));
        const [decision] = await getDb()
          .select()
          .from(listingDecisions)
          .where(eq(listingDecisions.listingId, values.target!));
        expect({ status: row?.status, by: decision?.adminId }).toEqual({
          status: "approved",
          by: world.actors.admin.userId,
        });
      },
    },
    {
      path: base,
      form: { intent: "reject", listingId: "{target}", version: "1", reason: "Photos insuffisantes" },
      prepare: freshPendingListing,
      expect: adminPost(),
      verify: async ({ values }) => {
        const [row] = await getDb().select().from(listings).where(eq(listings.id, values.target!));
        expect(row).toMatchObject({ status: "rejected", rejectionReason: "Photos insuffisantes" });
      },
    },
    {
      // A decision is final: an administrator gets 409, the others the same 401/403.
      path: base,
      form: { intent: "approve", listingId: "{rejected}" },
      label: "(already decided)",
      expect: adminPost(refused(409)),
    },
    {
      path: base,
      form: { intent: "retry-email", emailId: "{target}" },
      prepare: async () => freshFailedEmail(),
      expect: adminPost(),
      verify: async ({ values }) => {
        const [row] = await getDb()
          .select({ status: emailOutbox.status })
          .from(emailOutbox)
          .where(eq(emailOutbox.id, values.target!));
        expect(row?.status).toBe("queued");
      },
    },
    {
      path: base,
      form: { intent: "mark-handled", messageId: "{target}" },
      prepare: async () => freshContactMessage(),
      expect: adminPost(),
      verify: async ({ values }) => {
        const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, values.target!));
        expect(row?.handledAt).not.toBeNull();
      },
    },
    {
      path: base,
      form: { intent: "delete-user", userId: "{target}" },
      prepare: async (world) => ({ target: world.actors.traveler.userId! }),
      expect: adminPost(refused(400)),
    },
  ];
}

/** The notifications each actor still has unread, among those made for the cell. */
async function unreadAmong(ids: Record<string, string>) {
  const unread = await getDb().select({ id: notifications.id }).from(notifications).where(isNull(notifications.readAt));
  const unreadIds = new Set(unread.map((row) => row.id));
  return Object.fromEntries(Object.entries(ids).map(([actor, id]) => [actor, unreadIds.has(id)]));
}

const notificationRows: Row[] = [
  { path: "/api/notifications", accept: "application/json", expect: everyone(refused(405)) },
  {
    // The host owner's notification: only the host owner marks it read.
    path: "/api/notifications",
    accept: "application/json",
    form: { intent: "read", id: "{hostNotification}" },
    expect: everyone(refused(404), { anonymous: refused(401), hostOwner: allowed() }),
  },
  {
    path: "/api/notifications",
    accept: "application/json",
    form: { intent: "read", id: "{adminNotification}" },
    expect: everyone(refused(404), { anonymous: refused(401), admin: allowed() }),
  },
  {
    path: "/api/notifications",
    accept: "application/json",
    form: { intent: "read-all" },
    prepare: freshNotifications,
    expect: everyone(allowed(), { anonymous: refused(401) }),
    // Everyone's "read all" reads their own, and nobody else's.
    verify: async ({ actor, values }) => {
      const expected = Object.fromEntries(
        ACTORS.filter((name) => name !== "anonymous").map((name) => [name, name !== actor]),
      ) as Record<Exclude<ActorName, "anonymous">, boolean>;
      const ids = Object.fromEntries(Object.keys(expected).map((name) => [name, values[name]!]));
      expect(await unreadAmong(ids)).toEqual(expected);
    },
  },
  {
    path: "/api/notifications",
    accept: "application/json",
    form: { intent: "effacer", id: "{hostNotification}" },
    expect: everyone(refused(400), { anonymous: refused(401) }),
  },
];

describe("admin dashboard × actors", () => {
  // Pages first: the actions' fresh rows would push the world's own off the first page.
  declareMatrix(
    [
      ...dashboardPages("/admin-dashboard"),
      ...dashboardPages("/dashboard"),
      ...dashboardActions("/admin-dashboard"),
      ...dashboardActions("/dashboard"),
    ],
    context,
  );
});

describe("notifications API × actors", () => {
  declareMatrix(notificationRows, context);
});
