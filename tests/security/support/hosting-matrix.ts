// What the hosting permission suites share: the outcomes a host page, post or API gives each
// actor, and what one cell prepares (a fresh picture, listing, free nights or block).
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { listingCalendar } from "#server/db/schema";
import { createListing } from "#server/seed/factories.server";
import { ownedPictures, propertyFields } from "#tests/support/hosting";
import type { ActorName, World } from "./actors";
import type { FormFields } from "./http";
import { allowed, everyone, refused, sentTo, toSignIn, type Outcome, type Row } from "./matrix";

export const notFound = sentTo("/my-listings?toast=listingNotFound");

/** Pages of a host: sign in first, travelers are invited to become hosts. */
export function hostPage(path: string, overrides: Partial<Record<ActorName, Outcome>> = {}) {
  return everyone(allowed(), { anonymous: toSignIn(path), traveler: sentTo("/become-host"), ...overrides });
}

/** Posts to a host API: a bare 401 or 403 (a fetch would follow a redirect silently). */
export function hostPost(overrides: Partial<Record<ActorName, Outcome>>) {
  return everyone(allowed(), { anonymous: refused(401), traveler: refused(403), ...overrides });
}

/**
 * Posts to a host page: the action refuses (401/403, nothing written); a document post then
 * renders the page, whose loader sends the person to sign in or to become a host. The
 * `.data` post (what the page's own form sends once hydrated) gets the bare refusal.
 */
export function hostPagePost(
  path: string,
  overrides: Partial<Record<ActorName, Outcome>>,
): Pick<Row, "expect" | "expectData"> {
  return {
    expect: everyone(allowed(), { anonymous: toSignIn(path), traveler: sentTo("/become-host"), ...overrides }),
    expectData: { anonymous: refused(401), traveler: refused(403) },
  };
}

export function fields(entries: Array<[string, string]>): FormFields {
  const result: Record<string, string[]> = {};
  for (const [name, value] of entries) (result[name] ??= []).push(value);
  return result;
}

let freshCount = 0;
/** A picture the host owner uploaded, for one cell (a picture illustrates one listing). */
export async function freshPicture(world: World) {
  const [picture] = await ownedPictures(world.actors.hostOwner.userId!, 1);
  return { picture: picture! };
}

/** A pending listing of the host owner, made for one cell (an allowed edit or delete changes it). */
export async function freshListing(world: World) {
  freshCount += 1;
  const { picture } = await freshPicture(world);
  const row = await createListing({
    userId: world.actors.hostOwner.userId!,
    title: `Annonce jetable ${freshCount}`,
    status: "pending",
    images: [picture],
  });
  return { target: row.id, picture };
}

/** Free nights far enough apart that each cell's block never meets another. */
export function freshNights() {
  freshCount += 1;
  const first = addDays(todayInBenin(), 100 + freshCount * 5);
  return { first, last: addDays(first, 1) };
}

export async function freshBlock(world: World) {
  const { first, last } = freshNights();
  const [row] = await getDb()
    .insert(listingCalendar)
    .values({
      listingId: world.listings.approved.id,
      during: `[${first},${addDays(last, 1)})`,
      source: "block",
      createdBy: world.actors.hostOwner.userId,
    })
    .returning({ id: listingCalendar.id });
  return { target: row!.id };
}

export async function bookedNights(world: World) {
  const [row] = await getDb()
    .select({ id: listingCalendar.id })
    .from(listingCalendar)
    .where(eq(listingCalendar.bookingId, world.bookings.travelerPending.id));
  return { target: row!.id };
}

export async function tinyJpeg() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

export const editForm = fields(propertyFields(["{picture}"], { title: "Titre modifié par la matrice" }));
/** Columns only the server sets, smuggled into the form: they must be ignored. */
export const smuggled = {
  status: "approved",
  userId: "{otherHostId}",
  user_id: "{otherHostId}",
  country: "Togo",
  isVehicle: "true",
};
