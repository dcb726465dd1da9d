// Shared by the hosting tests: posting forms with repeated fields (images, amenities) as
// a browser on our site would, and pictures owned by a given user.
import { randomBytes } from "node:crypto";
import { getEnv } from "#server/env.server";
import { addPicture } from "#tests/support/listings";
import { siteHeaders } from "#tests/support/site-requests";

export function postForm(path: string, entries: Array<[string, string]>, cookie?: string) {
  return new Request(`${getEnv().publicUrl}${path}`, {
    method: "POST",
    headers: siteHeaders({ "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) }),
    body: new URLSearchParams(entries).toString(),
  });
}

export async function ownedPictures(ownerId: string, count: number) {
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = `properties/${randomBytes(16).toString("hex")}`;
    await addPicture(key, ownerId);
    keys.push(key);
  }
  return keys;
}

export const propertyFields = (images: string[], overrides: Record<string, string> = {}): Array<[string, string]> => [
  ...Object.entries({
    title: "Villa Soleil à Fidjrossè",
    description: "Une belle villa avec piscine, à deux pas de la plage de Fidjrossè.",
    category: "Villa",
    price: "45 000",
    address: "Rue 912, Fidjrossè",
    city: "Cotonou",
    maxGuests: "6",
    cancellationPolicy: "strict",
    ...overrides,
  }),
  ["amenities", "WiFi gratuit"],
  ["amenities", "Piscine"],
  ["houseRules", "Non-fumeur"],
  ...images.map((key): [string, string] => ["images", key]),
];

/** Runs a route function and returns what it returned or threw (a redirect is thrown). */
export const settle = (promise: Promise<unknown>) => promise.catch((thrown: unknown) => thrown);

export { routeArgs } from "#tests/support/route-args";
