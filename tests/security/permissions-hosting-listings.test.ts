// Permission matrix, part 2 (what hosts own): host pages, the edit page (load and post) and
// deleting. A host may touch only their own listings; an administrator passes the host checks
// but edits nobody's listing (hosts edit only their own; administrators approve or reject).
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import {
  editForm,
  freshListing,
  freshPicture,
  hostPage,
  hostPagePost,
  hostPost,
  notFound,
  smuggled,
} from "#tests/security/support/hosting-matrix";
import { declareMatrix, doneThen, refused, type Row } from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("hosting");

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
];

describe("hosting × actors", () => {
  declareMatrix(rows, context);
});
