// Who is entitled to read each private value of the world, anywhere on the site. Every
// answer of the matrix is searched for every value its actor is not entitled to: finding
// one is a leak, whatever the route and whether the request was allowed or refused.
import type { ActorName, World } from "./actors";

export type SecretName =
  | "pendingTitle"
  | "pendingDescription"
  | "pendingImage"
  | "rejectedTitle"
  | "rejectionReason"
  | "approvedAddress"
  | "travelerReference"
  | "travelerEmail"
  | "travelerPhone"
  | "travelerLastName"
  | "pastReference"
  | "pastEmail"
  | "pastPhone"
  | "otherHostReference"
  | "otherHostTravelEmail"
  | "otherHostTravelPhone"
  | "hostNotification"
  | "adminNotification"
  | "contactSubject"
  | "contactEmail"
  | "contactBody"
  | "outboxSubject"
  | "travelerAccountEmail"
  | "hostOwnerAccountEmail"
  | "otherHostAccountEmail"
  | "adminAccountEmail"
  // Ids: anyone may type one in an address (and see it echoed back), so they are not
  // searched everywhere; rows that list listings hide them explicitly.
  | "pendingId"
  | "rejectedId";

/**
 * The entitlements. Administrators see bookings with the traveler's name but a masked
 * e-mail and no phone, and the outbox with masked addresses; a host sees
 * the bookings on their own listings, and the traveler's contact details once paid.
 */
export const ENTITLED: Record<SecretName, readonly ActorName[]> = {
  pendingTitle: ["hostOwner", "admin"],
  pendingDescription: ["hostOwner", "admin"],
  pendingImage: ["hostOwner", "admin"],
  rejectedTitle: ["hostOwner", "admin"],
  rejectionReason: ["hostOwner", "admin"],
  // A listing's street address: its host, the administrators, and a traveler whose booking
  // of it is paid (traveler's past stay); otherHost's booking there is unpaid.
  approvedAddress: ["hostOwner", "admin", "traveler"],
  travelerReference: ["traveler", "hostOwner", "admin"],
  travelerEmail: ["traveler"],
  travelerPhone: ["traveler"],
  travelerLastName: ["traveler", "admin"],
  pastReference: ["traveler", "hostOwner", "admin"],
  pastEmail: ["traveler", "hostOwner"],
  pastPhone: ["traveler", "hostOwner"],
  otherHostReference: ["otherHost", "hostOwner", "admin"],
  otherHostTravelEmail: ["otherHost"],
  otherHostTravelPhone: ["otherHost"],
  hostNotification: ["hostOwner"],
  adminNotification: ["admin"],
  contactSubject: ["admin"],
  contactEmail: ["admin"],
  contactBody: ["admin"],
  outboxSubject: ["admin"],
  travelerAccountEmail: ["traveler"],
  hostOwnerAccountEmail: ["hostOwner"],
  otherHostAccountEmail: ["otherHost"],
  adminAccountEmail: ["admin"],
  pendingId: ["anonymous", "traveler", "hostOwner", "otherHost", "admin"],
  rejectedId: ["anonymous", "traveler", "hostOwner", "otherHost", "admin"],
};

export function secretValues(world: World): Record<SecretName, string> {
  const { listings, bookings, actors } = world;
  return {
    pendingTitle: listings.pending.title,
    pendingDescription: "Description privée Zéphyrine",
    pendingImage: listings.pending.imageKey.replace("properties/", ""),
    rejectedTitle: listings.rejected.title,
    rejectionReason: listings.rejected.reason,
    approvedAddress: listings.approved.address,
    travelerReference: bookings.travelerPending.reference,
    travelerEmail: bookings.travelerPending.email,
    travelerPhone: bookings.travelerPending.phone,
    travelerLastName: bookings.travelerPending.lastName,
    pastReference: bookings.travelerPastPaid.reference,
    pastEmail: bookings.travelerPastPaid.email,
    pastPhone: bookings.travelerPastPaid.phone,
    otherHostReference: bookings.otherHostPending.reference,
    otherHostTravelEmail: bookings.otherHostPending.email,
    otherHostTravelPhone: bookings.otherHostPending.phone,
    hostNotification: world.notifications.hostOwner.title,
    adminNotification: world.notifications.admin.title,
    contactSubject: world.contactMessage.subject,
    contactEmail: world.contactMessage.email,
    contactBody: world.contactMessage.body,
    outboxSubject: world.outboxEmail.subject,
    travelerAccountEmail: actors.traveler.email!,
    hostOwnerAccountEmail: actors.hostOwner.email!,
    otherHostAccountEmail: actors.otherHost.email!,
    adminAccountEmail: actors.admin.email!,
    pendingId: listings.pending.id,
    rejectedId: listings.rejected.id,
  };
}

/** The private values found in `body` that `actor` may not read. */
export function leakedSecrets(body: string, actor: ActorName, world: World): SecretName[] {
  const values = secretValues(world);
  return (Object.keys(ENTITLED) as SecretName[]).filter(
    (name) => !ENTITLED[name].includes(actor) && body.includes(values[name]),
  );
}
