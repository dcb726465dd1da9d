// Permission matrix, part 2: what hosts own. Host pages, the edit page (load and post),
// deleting, publishing (with someone else's picture), the availability calendar API
// (read, block, free) and picture uploads. A host may touch only their own listings; an
// administrator passes the host checks but edits nobody's listing (hosts
// edit only their own; administrators approve or reject).
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { listingCalendar, listings, mediaFiles } from "#server/db/schema";
import { createListing } from "#server/seed/factories.server";
import type { ActorName, World } from "#tests/security/support/actors";
import type { FormFields } from "#tests/security/support/http";
import {
  allowed,
  declareMatrix,
  doneThen,
  everyone,
  refused,
  sentTo,
  toSignIn,
  type Outcome,
  type Row,
} from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";
import { ownedPictures, propertyFields } from "#tests/support/hosting";

const context = await useMatrixWorld("hosting");

const notFound = sentTo("/my-listings?toast=listingNotFound");

/** Pages of a host: sign in first, travelers are invited to become hosts. */
function hostPage(path: string, overrides: Partial<Record<ActorName, Outcome>> = {}) {
  return everyone(allowed(), { anonymous: toSignIn(path), traveler: sentTo("/become-host"), ...overrides });
}

/** Posts to a host API: a bare 401 or 403 (a fetch would follow a redirect silently). */
function hostPost(overrides: Partial<Record<ActorName, Outcome>>) {
  return everyone(allowed(), { anonymous: refused(401), traveler: refused(403), ...overrides });
}

/**
 * Posts to a host page: the action refuses (401/403, nothing written); a document post then
 * renders the page, whose loader sends the person to sign in or to become a host. The
 * `.data` post (what the page's own form sends once hydrated) gets the bare refusal.
 */
function hostPagePost(
  path: string,
  overrides: Partial<Record<ActorName, Outcome>>,
): Pick<Row, "expect" | "expectData"> {
  return {
    expect: everyone(allowed(), { anonymous: toSignIn(path), traveler: sentTo("/become-host"), ...overrides }),
    expectData: { anonymous: refused(401), traveler: refused(403) },
  };
}

function fields(entries: Array<[string, string]>): FormFields {
  const result: Record<string, string[]> = {};
  for (const [name, value] of entries) (result[name] ??= []).push(value);
  return result;
}

let freshCount = 0;
/** A picture the host owner uploaded, for one cell (a picture illustrates one listing). */
async function freshPicture(world: World) {
  const [picture] = await ownedPictures(world.actors.hostOwner.userId!, 1);
  return { picture: picture! };
}

/** A pending listing of the host owner, made for one cell (an allowed edit or delete changes it). */
async function freshListing(world: World) {
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
function freshNights() {
  freshCount += 1;
  const first = addDays(todayInBenin(), 100 + freshCount * 5);
  return { first, last: addDays(first, 1) };
}

async function freshBlock(world: World) {
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

async function bookedNights(world: World) {
  const [row] = await getDb()
    .select({ id: listingCalendar.id })
    .from(listingCalendar)
    .where(eq(listingCalendar.bookingId, world.bookings.travelerPending.id));
  return { target: row!.id };
}

async function tinyJpeg() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

const editForm = fields(propertyFields(["{picture}"], { title: "Titre modifié par la matrice" }));
/** Columns only the server sets, smuggled into the form: they must be ignored. */
const smuggled = {
  status: "approved",
  userId: "{otherHostId}",
  user_id: "{otherHostId}",
  country: "Togo",
  isVehicle: "true",
};

const rows: Row[] = [
  // ---- pages
  { path: "/add-property", expect: hostPage("/add-property") },
  { path: "/add-vehicle", expect: hostPage("/add-vehicle") },
  {
    path: "/my-listings",
    expect: hostPage("/my-listings"),
    shows: { hostOwner: ["pendingTitle", "rejectedTitle", "rejectionReason"] },
    hides: { admin: ["pendingTitle", "rejectedTitle", "rejectionReason"] },
  },
  { path: "/host-dashboard", expect: hostPage("/host-dashboard"), shows: { hostOwner: ["hostNotification"] } },
  {
    path: "/edit-listing/{approved}",
    expect: hostPage("/edit-listing/{approved}", { otherHost: notFound, admin: notFound }),
  },
  {
    path: "/edit-listing/{pending}",
    expect: hostPage("/edit-listing/{pending}", { otherHost: notFound, admin: notFound }),
    shows: { hostOwner: ["pendingTitle", "pendingDescription", "pendingImage"] },
  },
  {
    path: "/edit-listing/{rejected}",
    expect: hostPage("/edit-listing/{rejected}", { otherHost: notFound, admin: notFound }),
    shows: { hostOwner: ["rejectedTitle"] },
  },
  {
    path: "/edit-listing/{otherHosts}",
    expect: hostPage("/edit-listing/{otherHosts}", { hostOwner: notFound, admin: notFound }),
  },
  {
    path: "/edit-listing/pas-un-identifiant",
    expect: hostPage("/edit-listing/pas-un-identifiant", { hostOwner: notFound, otherHost: notFound, admin: notFound }),
  },

  // ---- the edit form's post (the only intent of /edit-listing: save)
  {
    path: "/edit-listing/{target}",
    label: "(save)",
    form: { ...editForm, ...smuggled },
    prepare: freshListing,
    ...hostPagePost("/edit-listing/{target}", {
      hostOwner: doneThen("/my-listings?toast=listingUpdated"),
      otherHost: notFound,
      admin: notFound,
    }),
    verify: async ({ world, values }) => {
      const [row] = await getDb().select().from(listings).where(eq(listings.id, values.target!));
      expect(row).toMatchObject({
        title: "Titre modifié par la matrice",
        status: "pending",
        userId: world.actors.hostOwner.userId,
        country: "Bénin",
        isVehicle: false,
      });
    },
  },
  {
    // Another host's own listing, saved with the owner's picture: a picture is its uploader's.
    path: "/edit-listing/{otherHosts}",
    label: "(save with the owner's picture)",
    form: editForm,
    prepare: freshPicture,
    ...hostPagePost("/edit-listing/{otherHosts}", { otherHost: refused(400), hostOwner: notFound, admin: notFound }),
  },

  // ---- deleting (my-listings' only intent)
  {
    path: "/my-listings",
    form: { intent: "delete", id: "{target}" },
    prepare: freshListing,
    // The guard throws here: no page is rendered after it, the refusal is the answer.
    expect: hostPost({
      hostOwner: doneThen("/my-listings?toast=listingDeleted"),
      otherHost: notFound,
      admin: notFound,
    }),
    verify: async ({ values }) => {
      expect(await getDb().select().from(listings).where(eq(listings.id, values.target!))).toEqual([]);
    },
  },
  {
    path: "/my-listings",
    form: { intent: "delete", id: "{approved}" },
    label: "(a listing with bookings)",
    expect: hostPost({ hostOwner: refused(409), otherHost: notFound, admin: notFound }),
  },

  // ---- publishing: with the owner's picture, only the owner
  {
    path: "/add-property",
    label: "(with the owner's picture)",
    form: { ...fields(propertyFields(["{picture}"], { title: "Nouvelle villa de la matrice" })), ...smuggled },
    prepare: freshPicture,
    ...hostPagePost("/add-property", {
      hostOwner: doneThen("/host-dashboard?toast=propertyAdded"),
      otherHost: refused(400),
      admin: refused(400),
    }),
    verify: async ({ world }) => {
      const rowsFound = await getDb()
        .select({ status: listings.status, country: listings.country, isVehicle: listings.isVehicle })
        .from(listings)
        .where(
          and(eq(listings.userId, world.actors.hostOwner.userId!), eq(listings.title, "Nouvelle villa de la matrice")),
        );
      expect(rowsFound.at(-1)).toEqual({ status: "pending", country: "Bénin", isVehicle: false });
    },
  },
  {
    path: "/add-vehicle",
    label: "(with the owner's picture)",
    form: fields([
      ...Object.entries({
        title: "Toyota Hilux de la matrice",
        price: "35000",
        address: "Boulevard de la Marina",
        city: "Cotonou",
        make: "Toyota",
        model: "Hilux",
        year: String(new Date().getUTCFullYear() - 2),
        vehicleType: "4x4",
        transmission: "Manuelle",
        fuelType: "Diesel",
        seats: "5",
        cancellationPolicy: "flexible",
      }),
      ["images", "{picture}"],
    ]),
    prepare: freshPicture,
    ...hostPagePost("/add-vehicle", {
      hostOwner: doneThen("/host-dashboard?toast=vehicleAdded"),
      otherHost: refused(400),
      admin: refused(400),
    }),
  },

  // ---- the availability calendar API (a fetch asks for JSON; `.data` is a page-like read)
  {
    path: "/api/listings/{approved}/calendar",
    accept: "application/json",
    expect: everyone(allowed(), {
      anonymous: refused(401),
      traveler: refused(403),
      otherHost: refused(404),
      admin: refused(404),
    }),
    // An API address is never a place to come back to after signing in.
    expectData: { anonymous: sentTo("/auth?toast=authRequired"), traveler: sentTo("/become-host") },
  },
  {
    path: "/api/listings/{approved}/calendar",
    accept: "application/json",
    form: { intent: "block", first: "{first}", last: "{last}" },
    prepare: async () => freshNights(),
    expect: hostPost({ hostOwner: allowed(201), otherHost: refused(404), admin: refused(404) }),
  },
  {
    path: "/api/listings/{approved}/calendar",
    accept: "application/json",
    form: { intent: "free", blockId: "{target}" },
    prepare: freshBlock,
    expect: hostPost({ otherHost: refused(404), admin: refused(404) }),
    verify: async ({ values }) => {
      expect(await getDb().select().from(listingCalendar).where(eq(listingCalendar.id, values.target!))).toEqual([]);
    },
  },
  {
    // The owner's block, freed through another host's own listing id.
    path: "/api/listings/{otherHosts}/calendar",
    accept: "application/json",
    label: "(the owner's block)",
    form: { intent: "free", blockId: "{block}" },
    expect: hostPost({ hostOwner: refused(404), otherHost: refused(404), admin: refused(404) }),
  },
  {
    // Nights held by a traveler's booking are never a host's block to free.
    path: "/api/listings/{approved}/calendar",
    accept: "application/json",
    label: "(a booking's nights)",
    form: { intent: "free", blockId: "{target}" },
    prepare: bookedNights,
    expect: hostPost({ hostOwner: refused(404), otherHost: refused(404), admin: refused(404) }),
  },

  // ---- uploads
  { path: "/api/uploads", accept: "application/json", expect: everyone(refused(405)) },
  {
    path: "/api/uploads",
    accept: "application/json",
    label: "(a picture)",
    multipart: async () => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(await tinyJpeg())], { type: "image/jpeg" }), "photo.jpg");
      return body;
    },
    expect: hostPost({ hostOwner: allowed(201), otherHost: allowed(201), admin: allowed(201) }),
    // The stored picture is its uploader's (and only theirs to attach to a listing).
    verify: async ({ world, actor, answer }) => {
      const key = /properties\/[a-f0-9]{32}/.exec(answer.body)?.[0];
      const [row] = await getDb()
        .select({ ownerId: mediaFiles.ownerId })
        .from(mediaFiles)
        .where(eq(mediaFiles.key, key ?? ""));
      expect(row?.ownerId).toBe(world.actors[actor].userId);
    },
  },
];

describe("hosting × actors", () => {
  declareMatrix(rows, context);
});
