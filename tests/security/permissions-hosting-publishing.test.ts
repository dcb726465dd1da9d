// Permission matrix, part 2 (what hosts own): publishing (with someone else's picture), the
// availability calendar API (read, block, free) and picture uploads. A host may touch only
// their own listings and pictures; an administrator publishes nothing with a host's picture.
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { getDb } from "#server/db/client.server";
import { listingCalendar, listings, mediaFiles } from "#server/db/schema";
import {
  bookedNights,
  fields,
  freshBlock,
  freshNights,
  freshPicture,
  hostPagePost,
  hostPost,
  smuggled,
  tinyJpeg,
} from "#tests/security/support/hosting-matrix";
import { allowed, declareMatrix, doneThen, everyone, refused, sentTo, type Row } from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";
import { propertyFields } from "#tests/support/hosting";

const context = await useMatrixWorld("hosting");

const rows: Row[] = [
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
        // The rental terms a vehicle now states (docs/decisions/027).
        driverOption: "without",
        depositAmount: "100000",
        minDriverAge: "23",
        minLicenceYears: "2",
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
