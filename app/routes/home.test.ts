import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import type { Route } from "./+types/home";
import { loader, meta } from "./home";

const ORIGIN = "https://benin-voyages.example";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe(`home page loader (${databaseKind})`, () => {
  const stayTitles: string[] = [];
  const vehicleTitles: string[] = [];

  beforeAll(async () => {
    setEnv(
      parseEnv({ PUBLIC_URL: ORIGIN, BETTER_AUTH_SECRET: "s".repeat(32), FEDAPAY_STANDIN: "on", MAIL_ON_DISK: "on" }),
    );
    await useTestDatabase();
    const host = await createUser({ roles: ["user", "host"] });
    // Eight stays and seven vehicles, each newer than the previous one.
    for (let index = 0; index < 8; index += 1) {
      const title = `Séjour ${index}`;
      await createListing({
        userId: host.id,
        title,
        category: index === 0 ? "Villa" : "Appartement",
        createdAt: minutesAgo(200 - index),
      });
      stayTitles.push(title);
    }
    for (let index = 0; index < 7; index += 1) {
      const title = `Véhicule ${index}`;
      await createListing({ userId: host.id, title, isVehicle: true, createdAt: minutesAgo(100 - index) });
      vehicleTitles.push(title);
    }
    // Newest of all, but not public: must never reach the home page.
    await createListing({ userId: host.id, title: "En attente", status: "pending", createdAt: minutesAgo(0) });
    await createListing({
      userId: host.id,
      title: "Refusé",
      isVehicle: true,
      status: "rejected",
      createdAt: minutesAgo(0),
    });
  });

  it("returns the 6 newest approved listings of each kind, newest first", async () => {
    const data = await loader();
    expect(data.accommodations.map((listing) => listing.title)).toEqual(stayTitles.slice(2).reverse());
    expect(data.vehicles.map((listing) => listing.title)).toEqual(vehicleTitles.slice(1).reverse());
    expect(data.accommodations.every((listing) => !listing.isVehicle)).toBe(true);
    expect(data.vehicles.every((listing) => listing.isVehicle)).toBe(true);
  });

  it("counts the tiles on the server, hidden listings excluded", async () => {
    const { counts } = await loader();
    expect(counts).toMatchObject({ appartement: 7, villa: 1, maison: 0, chambre: 0, véhicules: 7 });
  });

  it("gives the home a French title, description and absolute canonical", async () => {
    const data = await loader();
    const tags = meta({ loaderData: data, location: { pathname: "/" } } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ title: "Bénin Voyages — Hébergements et locations de véhicules au Bénin" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/` });
    expect(tags).toContainEqual({ property: "og:image", content: `${ORIGIN}/og-default.png` });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/png" });
  });
});
