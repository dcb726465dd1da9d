// The five people of the permission matrix and what each of them owns. Every private value
// (titles of unpublished listings, booking references, e-mails, phone numbers, messages) is
// distinctive, so a refused read can be searched for it: finding one in a body is a leak.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { bookings, contactMessages, emailOutbox, listingCalendar, notifications } from "#server/db/schema";
import { createBooking, createListing } from "#server/seed/factories.server";
import { addPicture } from "#tests/support/listings";
import { signedInUser } from "#tests/support/sessions";

export const ACTORS = ["anonymous", "traveler", "hostOwner", "otherHost", "admin"] as const;
export type ActorName = (typeof ACTORS)[number];

/** How a cell names its actor in the test title. */
export const ACTOR_LABEL: Record<ActorName, string> = {
  anonymous: "anonymous",
  traveler: "a traveler",
  hostOwner: "the host owner",
  otherHost: "another host",
  admin: "an admin",
};

export type Actor = {
  name: ActorName;
  userId: string | null;
  cookie: string | undefined;
  email: string | null;
  /** An administrator's authenticator: signing in again asks for its code. */
  totpSecret?: string | null;
};

/** A booking and the values only its traveler (and the host, once paid) may see. */
export type BookingFixture = { id: string; reference: string; email: string; phone: string; lastName: string };

export type World = {
  actors: Record<ActorName, Actor>;
  listings: {
    /**
     * Approved, owned by hostOwner. Its street address is private: its host, the
     * administrators and traveler (whose past stay there is paid) may read it.
     */
    approved: { id: string; title: string; address: string };
    /** Waiting for an administrator; owned by hostOwner; its picture is private until approved. */
    pending: { id: string; title: string; imageKey: string };
    /** Rejected with a reason only the owner and the administrators may read. */
    rejected: { id: string; title: string; reason: string };
    /** Approved, owned by otherHost. */
    otherHosts: { id: string; title: string };
  };
  bookings: {
    /** traveler's unpaid booking on hostOwner's approved listing (future dates). */
    travelerPending: BookingFixture;
    /** traveler's paid stay on the same listing, already over: it may be reviewed by its traveler. */
    travelerPastPaid: BookingFixture;
    /** otherHost, travelling, booked hostOwner's listing too (future, unpaid). */
    otherHostPending: BookingFixture;
  };
  /** hostOwner's block on the approved listing's calendar. */
  blockId: string;
  notifications: { hostOwner: { id: string; title: string }; admin: { id: string; title: string } };
  contactMessage: { id: string; subject: string; email: string; body: string };
  outboxEmail: { id: string; subject: string };
};

const today = () => todayInBenin();

async function booking(
  listingId: string,
  userId: string,
  traveler: { firstName: string; lastName: string; email: string; phone: string },
  dates: { startDate: string; endDate: string },
  overrides: Partial<typeof bookings.$inferInsert> = {},
): Promise<BookingFixture> {
  const row = await createBooking({
    listingId,
    userId,
    ...dates,
    travelerInfo: traveler,
    holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    ...overrides,
  });
  return {
    id: row.id,
    reference: row.bookingReference,
    email: traveler.email,
    phone: traveler.phone,
    lastName: traveler.lastName,
  };
}

/** Creates the actors (real sign-up and sign-in, so real session cookies) and their data. */
export async function createWorld(prefix: string): Promise<World> {
  const mail = (local: string) => `${local}.${prefix}@exemple.bj`;
  const [traveler, hostOwner, otherHost, admin] = [
    await signedInUser(mail("voyageur"), { name: "Koffi Voyageur" }),
    await signedInUser(mail("proprietaire"), { name: "Hortense Propriétaire", roles: ["host"] }),
    await signedInUser(mail("autrehote"), { name: "Sènan Autrehôte", roles: ["host"] }),
    await signedInUser(mail("admin"), { name: "Adjoa Administratrice", roles: ["admin"] }),
  ];
  const actor = (
    name: ActorName,
    user: { userId: string; cookie: string; totpSecret?: string | null } | null,
    email: string | null,
  ): Actor => ({
    name,
    userId: user?.userId ?? null,
    cookie: user?.cookie,
    email,
    totpSecret: user?.totpSecret ?? null,
  });

  const imageKey = `properties/${randomBytes(16).toString("hex")}`;
  await addPicture(imageKey, hostOwner.userId);
  const approved = await createListing({
    userId: hostOwner.userId,
    title: "Villa Matrice Approuvée",
    address: "Rue Secretadresse 77, Haie Vive",
    status: "approved",
  });
  const pending = await createListing({
    userId: hostOwner.userId,
    title: "Annonce Zéphyrine En Attente",
    description: "Description privée Zéphyrine, visible du seul propriétaire et des administrateurs.",
    status: "pending",
    images: [imageKey],
  });
  const rejectedReason = "Photos floues Quartzite";
  const rejected = await createListing({
    userId: hostOwner.userId,
    title: "Annonce Quartzite Refusée",
    status: "rejected",
    rejectionReason: rejectedReason,
  });
  const otherHosts = await createListing({
    userId: otherHost.userId,
    title: "Maison Calebasse De L'Autre Hôte",
    status: "approved",
  });

  const travelerPending = await booking(
    approved.id,
    traveler.userId,
    { firstName: "Koffi", lastName: "Secretvoyageur", email: mail("koffi.secret"), phone: "+2290197001122" },
    { startDate: addDays(today(), 20), endDate: addDays(today(), 23) },
  );
  const travelerPastPaid = await booking(
    approved.id,
    traveler.userId,
    { firstName: "Koffi", lastName: "Anciensejour", email: mail("koffi.ancien"), phone: "+2290197003344" },
    { startDate: addDays(today(), -10), endDate: addDays(today(), -7) },
    { status: "approved", paymentStatus: "completed", paidAt: new Date(), holdExpiresAt: null },
  );
  const otherHostPending = await booking(
    approved.id,
    otherHost.userId,
    { firstName: "Sènan", lastName: "Voyagesecret", email: mail("senan.voyage"), phone: "+2290197005566" },
    { startDate: addDays(today(), 30), endDate: addDays(today(), 32) },
  );

  const [block] = await getDb()
    .insert(listingCalendar)
    .values({
      listingId: approved.id,
      during: `[${addDays(today(), 40)},${addDays(today(), 43)})`,
      source: "block",
      createdBy: hostOwner.userId,
    })
    .returning({ id: listingCalendar.id });

  const hostNotificationTitle = "Notification privée Baobab";
  const adminNotificationTitle = "Notification administrateur Iroko";
  const [hostNotification] = await getDb()
    .insert(notifications)
    .values({
      userId: hostOwner.userId,
      kind: "listing_approved",
      title: hostNotificationTitle,
      message: "Votre annonce Baobab",
    })
    .returning({ id: notifications.id });
  const [adminNotification] = await getDb()
    .insert(notifications)
    .values({
      userId: admin.userId,
      kind: "listing_submitted",
      title: adminNotificationTitle,
      message: "À valider Iroko",
    })
    .returning({ id: notifications.id });

  const contact = {
    subject: "Sujet confidentiel Tamarin",
    email: mail("visiteur.tamarin"),
    body: "Message confidentiel Tamarin pour le support.",
  };
  const [message] = await getDb()
    .insert(contactMessages)
    .values({ name: "Visiteur Tamarin", email: contact.email, subject: contact.subject, message: contact.body })
    .returning({ id: contactMessages.id });

  const outboxSubject = "E-mail sortant Manguier";
  const [email] = await getDb()
    .insert(emailOutbox)
    .values({
      toAddress: mail("proprietaire"),
      subject: outboxSubject,
      textBody: "Corps de l'e-mail Manguier",
      template: "listing-approved",
      status: "failed",
      attempts: 8,
      lastError: "serveur injoignable",
    })
    .returning({ id: emailOutbox.id });

  return {
    actors: {
      anonymous: actor("anonymous", null, null),
      traveler: actor("traveler", traveler, mail("voyageur")),
      hostOwner: actor("hostOwner", hostOwner, mail("proprietaire")),
      otherHost: actor("otherHost", otherHost, mail("autrehote")),
      admin: actor("admin", admin, mail("admin")),
    },
    listings: {
      approved: { id: approved.id, title: approved.title, address: approved.address },
      pending: { id: pending.id, title: pending.title, imageKey },
      rejected: { id: rejected.id, title: rejected.title, reason: rejectedReason },
      otherHosts: { id: otherHosts.id, title: otherHosts.title },
    },
    bookings: { travelerPending, travelerPastPaid, otherHostPending },
    blockId: block!.id,
    notifications: {
      hostOwner: { id: hostNotification!.id, title: hostNotificationTitle },
      admin: { id: adminNotification!.id, title: adminNotificationTitle },
    },
    contactMessage: { id: message!.id, subject: contact.subject, email: contact.email, body: contact.body },
    outboxEmail: { id: email!.id, subject: outboxSubject },
  };
}

/** Reads one booking row (to check a state, when a cell is allowed to change it). */
export async function readBooking(id: string) {
  const [row] = await getDb().select().from(bookings).where(eq(bookings.id, id));
  return row;
}
