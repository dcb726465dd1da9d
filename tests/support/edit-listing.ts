// The world of the listing edit tests (server/hosting/edit-listing*.test.ts): a host with ten
// pictures of their own, another host, an administrator, an approved listing to make, and
// the edit page's action called as React Router calls it.
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import * as editRoute from "#app/routes/edit-listing";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createListing, createUser } from "#server/seed/factories.server";
import { ownedPictures, postForm, routeArgs, settle } from "#tests/support/hosting";
import { signedInUser } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";

export const handle = await useTestDatabase();
export type Args = Parameters<typeof editRoute.action>[0];
export const args = (request: Request, id: string) => routeArgs<Args>(request, { id });

export let host: { userId: string; cookie: string };
export let intruder: { userId: string; cookie: string };
export let keys: string[];

beforeAll(async () => {
  host = await signedInUser("hote.edition@exemple.bj", { roles: ["host"] });
  intruder = await signedInUser("intrus@exemple.bj", { roles: ["host"] });
  await createUser({ roles: ["admin"] });
  keys = await ownedPictures(host.userId, 10);
});

export async function approvedListing(overrides: Partial<typeof listings.$inferInsert> = {}) {
  return createListing({
    userId: host.userId,
    title: "Villa Soleil à Fidjrossè",
    description: "Une belle villa avec piscine, à deux pas de la plage de Fidjrossè.",
    category: "Villa",
    price: 45000,
    address: "Rue 912, Fidjrossè",
    city: "Cotonou",
    maxGuests: 6,
    cancellationPolicy: "strict",
    amenities: ["WiFi gratuit", "Piscine"],
    houseRules: ["Non-fumeur"],
    images: keys.slice(0, 3),
    status: "approved",
    ...overrides,
  });
}

/** The pictures of approvedListing(), once beforeAll has made them. */
export const keys_ = () => keys.slice(0, 3);

export const edit = (id: string, fields: Array<[string, string]>, cookie = host.cookie) =>
  settle(editRoute.action(args(postForm(`/edit-listing/${id}`, fields, cookie), id)));
export const read = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0]!;
export type ActionResult = {
  init: { status: number };
  data: { errors?: Record<string, string>; needsConfirmation?: boolean };
};
