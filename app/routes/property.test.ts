import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { addPicture, addReview } from "#tests/support/listings";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import type { Route } from "./+types/property";
import { loader, meta } from "./property";

const ORIGIN = "https://benin-voyages.example";

let cookie = "";

function load(id: string, headers: Record<string, string> = { cookie, accept: "text/html" }) {
  return loader(
    routeArgs<Route.LoaderArgs>(new Request(`${ORIGIN}/property/${encodeURIComponent(id)}`, { headers }), { id }),
  );
}

async function loadListing(id: string) {
  const data = await load(id);
  if (!data.listing) throw new Error("expected the full listing");
  return { ...data, listing: data.listing };
}

async function expectNotFound(id: string) {
  const error = await load(id).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, `'${id}' should be a 404`).toMatchObject({ init: { status: 404 } });
}

describe(`property page loader (${databaseKind})`, () => {
  let hostId: string;
  let approvedId: string;
  let pendingId: string;
  let rejectedId: string;
  let noPictureId: string;

  beforeAll(async () => {
    setEnv(
      parseEnv({
        PUBLIC_URL: `${ORIGIN}/`,
        BETTER_AUTH_SECRET: "s".repeat(32),
        FEDAPAY_STANDIN: "on",
        MAIL_ON_DISK: "on",
      }),
    );
    await useTestDatabase();
    const host = await createUser({ fullName: "Koffi Agossou", roles: ["user", "host"] });
    hostId = host.id;
    await addPicture("properties/cover", hostId);
    await addPicture("properties/second", hostId);
    const approved = await createListing({
      userId: hostId,
      title: "Villa Océane",
      city: "Ouidah",
      description: "Villa les pieds dans l'eau, avec piscine & jardin.",
      images: ["properties/cover", "properties/second"],
      cancellationPolicy: "strict",
    });
    approvedId = approved.id;
    await addReview(approvedId, 5);
    await addReview(approvedId, 4);
    pendingId = (await createListing({ userId: hostId, status: "pending" })).id;
    rejectedId = (await createListing({ userId: hostId, status: "rejected", rejectionReason: "Photos floues" })).id;
    noPictureId = (await createListing({ userId: hostId, isVehicle: true, description: "" })).id;
    cookie = (await signedInUser("voyageur@exemple.bj")).cookie;
  });

  it("sends a signed-out person to /auth, to come back after signing in", async () => {
    const thrown = await load(approvedId, { accept: "text/html" }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get("location");
    expect(location).toBe(`/auth?redirectTo=${encodeURIComponent(`/property/${approvedId}`)}&toast=authRequired`);
  });

  it("gives a link-preview crawler (WhatsApp) the title, summary and cover, not the page", async () => {
    const data = await load(approvedId, { "user-agent": "WhatsApp/2.23.20.0 A" });
    expect(data.listing).toBeNull();
    expect(data.preview.title).toBe("Villa Océane");
    const tags = meta({
      loaderData: data,
      params: { id: approvedId },
      location: { pathname: `/property/${approvedId}` },
    } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ property: "og:image", content: `${ORIGIN}/media/properties/cover/preview.jpg` });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
    expect(tags).toContainEqual({ property: "og:title", content: expect.stringContaining("Villa Océane") });
  });

  it("returns an approved listing with its real rating, host and pictures", async () => {
    const data = await loadListing(approvedId);
    expect(data.listing.title).toBe("Villa Océane");
    expect(data.listing.rating).toEqual({ average: 4.5, count: 2 });
    expect(data.listing.hostName).toBe("Koffi Agossou");
    expect(data.listing.images.map((image) => image.key)).toEqual(["properties/cover", "properties/second"]);
    expect(data.listing.cancellationPolicy).toBe("strict");
  });

  it("gives a vehicle's rental terms to the page and the booking panel, a stay none", async () => {
    const vehicle = await loadListing(noPictureId);
    expect(vehicle.listing.rentalTerms).toEqual({
      driverOption: "without",
      driverPricePerDay: null,
      depositAmount: 100_000,
      dailyDistanceKm: 200,
      minDriverAge: 23,
      minLicenceYears: 2,
    });
    expect(vehicle.bookingPanel?.rental).toEqual({
      driverOption: "without",
      driverPricePerDay: null,
      depositAmount: 100_000,
    });
    const stay = await loadListing(approvedId);
    expect(stay.listing.rentalTerms).toBeNull();
    expect(stay.bookingPanel?.rental).toBeNull();
  });

  it("gives the cover's 1200×630 JPEG preview as an absolute Open Graph image", async () => {
    const data = await load(approvedId);
    expect(data.ogImage).toEqual({
      url: `${ORIGIN}/media/properties/cover/preview.jpg`,
      width: 1200,
      height: 630,
      alt: "Villa Océane",
      type: "image/jpeg",
    });
    const tags = meta({
      loaderData: data,
      params: { id: approvedId },
      location: { pathname: `/property/${approvedId}` },
    } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ title: "Villa Océane à Ouidah | Bénin Voyages" });
    expect(tags).toContainEqual({ property: "og:image", content: `${ORIGIN}/media/properties/cover/preview.jpg` });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/jpeg" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:url", content: `${ORIGIN}/property/${approvedId}` });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_FR" });
    expect(tags).toContainEqual({ name: "description", content: "Villa les pieds dans l'eau, avec piscine & jardin." });
  });

  it("falls back to the brand picture and a French description when the listing has neither", async () => {
    const data = await load(noPictureId);
    expect(data.ogImage).toBeNull();
    const tags = meta({
      loaderData: data,
      params: { id: noPictureId },
      location: { pathname: `/property/${noPictureId}` },
    } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ property: "og:image", content: `${ORIGIN}/og-default.png` });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/png" });
    const description = tags.find((tag) => "name" in tag && tag.name === "description") as { content: string };
    expect(description.content).toContain("Cotonou");
  });

  it("accepts an id written in capitals", async () => {
    const data = await loadListing(approvedId.toUpperCase());
    expect(data.listing.id).toBe(approvedId);
  });

  it("answers 404 for unknown, pending, rejected and malformed ids", async () => {
    await expectNotFound(randomUUID());
    await expectNotFound(pendingId);
    await expectNotFound(rejectedId);
    for (const hostile of ["abc", "1", "", "' OR 1=1 --", `${approvedId}x`, "../../etc/passwd", "x".repeat(5000)]) {
      await expectNotFound(hostile);
    }
  });

  it("describes the not-found page in French and keeps it out of search engines", () => {
    const tags = meta({
      loaderData: undefined,
      params: { id: "abc" },
      location: { pathname: "/property/abc" },
    } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ title: "Logement non trouvé | Bénin Voyages" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

// The issue "Close the holes an attacker found": every signed-in visitor got the exact
// street address in the page data. Now the city for everyone, the address for its host,
// the administrators, and a traveler whose booking of it is paid.
describe(`the listing's street address on its page (${databaseKind})`, () => {
  const STREET = "Rue 1024, maison aux volets bleus, Haie Vive";
  let listingId: string;
  const people: Record<"host" | "admin" | "stranger" | "unpaid" | "paid" | "cancelledPaid" | "paidElsewhere", string> =
    { host: "", admin: "", stranger: "", unpaid: "", paid: "", cancelledPaid: "", paidElsewhere: "" };

  beforeAll(async () => {
    const host = await signedInUser("hote.adresse@exemple.bj", { roles: ["host"] });
    people.host = host.cookie;
    people.admin = (await signedInUser("admin.adresse@exemple.bj", { roles: ["admin"] })).cookie;
    listingId = (await createListing({ userId: host.userId, title: "Villa discrète", address: STREET })).id;
    const other = (await createListing({ userId: host.userId, title: "Autre villa" })).id;
    const stays: Array<[keyof typeof people, string, object, string]> = [
      ["stranger", listingId, {}, ""],
      ["unpaid", listingId, { status: "pending", paymentStatus: "pending" }, "2031-01-01"],
      ["paid", listingId, { status: "approved", paymentStatus: "completed" }, "2031-02-01"],
      ["cancelledPaid", listingId, { status: "cancelled", paymentStatus: "completed" }, "2031-03-01"],
      ["paidElsewhere", other, { status: "approved", paymentStatus: "completed" }, "2031-04-01"],
    ];
    for (const [name, target, state, start] of stays) {
      const traveler = await signedInUser(`${name.toLowerCase()}.adresse@exemple.bj`);
      people[name] = traveler.cookie;
      if (start) {
        await createBooking({
          listingId: target,
          userId: traveler.userId,
          startDate: start,
          endDate: start.replace(/-01$/, "-03"),
          ...state,
        });
      }
    }
  });

  const loadAs = (who: keyof typeof people) => load(listingId, { cookie: people[who], accept: "text/html" });

  it.each(["stranger", "unpaid", "cancelledPaid", "paidElsewhere"] as const)(
    "a %s traveler reads the city, never the street, anywhere in the page data",
    async (who) => {
      const data = await loadAs(who);
      expect(data.listing?.city).toBe("Cotonou");
      expect(data.address).toBeNull();
      expect(JSON.stringify(data)).not.toContain("Haie Vive");
    },
  );

  it.each(["paid", "host", "admin"] as const)("the %s reads the street address", async (who) => {
    const data = await loadAs(who);
    expect(data.address).toBe(STREET);
  });
});
