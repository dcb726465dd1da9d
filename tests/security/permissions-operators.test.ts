// Permission matrix, issue 16: every new administrator's action (unpublish, republish,
// suspend, reinstate, grant and remove a role, cancel a booking with a full refund) is
// refused to the four other actors with the database unchanged, and done by an
// administrator; an unverified account and an administrator without the second factor are
// refused too, changing nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { bookings, listings, userRoles, users } from "#server/db/schema";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import type { World } from "#tests/security/support/actors";
import { withoutChanges } from "#tests/security/support/database-snapshot";
import { send } from "#tests/security/support/http";
import { allowed, declareMatrix, everyone, refused, type Row } from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";
import { signedInUser } from "#tests/support/sessions";

const context = await useMatrixWorld("operators");

const adminPost = () => everyone(refused(403), { anonymous: refused(401), admin: allowed() });

let made = 0;
const REASON = "Motif de test";

async function freshListing(world: World, status: "approved" | "unpublished") {
  made += 1;
  const row = await createListing({
    userId: world.actors.hostOwner.userId!,
    title: `Opérateurs ${made}`,
    status,
    unpublishReason: status === "unpublished" ? "Retirée" : null,
  });
  return { target: row.id };
}

async function freshAccount(options: { suspended?: boolean; roles?: ("host" | "user")[] } = {}) {
  made += 1;
  const row = await createUser({
    email: `operateurs-${made}@exemple.bj`,
    emailVerified: true,
    roles: options.roles ?? ["user"],
    ...(options.suspended ? { suspendedAt: new Date(), suspensionReason: "Suspendu" } : {}),
  });
  return { target: row.id };
}

async function freshPaidBooking(world: World) {
  const listing = await createListing({ userId: world.actors.hostOwner.userId!, title: `Séjour ${++made}` });
  const start = addDays(todayInBenin(), 40);
  const row = await createBooking({
    listingId: listing.id,
    userId: world.actors.traveler.userId!,
    startDate: start,
    endDate: addDays(start, 2),
    status: "approved",
    paymentStatus: "completed",
    paidAt: new Date(),
  });
  return { target: row.id };
}

const stateOf = {
  listing: async (id: string) =>
    (await getDb().select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status,
  suspended: async (id: string) =>
    (await getDb().select({ at: users.suspendedAt }).from(users).where(eq(users.id, id)))[0]?.at !== null,
  roles: async (id: string) =>
    (await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id)))
      .map((r) => r.role)
      .sort(),
  booking: async (id: string) =>
    (await getDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status,
};

const operatorRows: Row[] = [
  {
    path: "/admin-dashboard",
    form: { intent: "unpublish-listing", listingId: "{target}", reason: REASON },
    prepare: (world) => freshListing(world, "approved"),
    expect: adminPost(),
    verify: async ({ values }) => expect(await stateOf.listing(values.target!)).toBe("unpublished"),
  },
  {
    path: "/admin-dashboard",
    form: { intent: "republish-listing", listingId: "{target}", reason: REASON },
    prepare: (world) => freshListing(world, "unpublished"),
    expect: adminPost(),
    verify: async ({ values }) => expect(await stateOf.listing(values.target!)).toBe("approved"),
  },
  {
    path: "/admin-dashboard",
    form: { intent: "suspend-account", userId: "{target}", reason: REASON },
    prepare: () => freshAccount(),
    expect: adminPost(),
    verify: async ({ values }) => expect(await stateOf.suspended(values.target!)).toBe(true),
  },
  {
    path: "/admin-dashboard",
    form: { intent: "reinstate-account", userId: "{target}", reason: REASON },
    prepare: () => freshAccount({ suspended: true }),
    expect: adminPost(),
    verify: async ({ values }) => expect(await stateOf.suspended(values.target!)).toBe(false),
  },
  {
    path: "/admin-dashboard",
    form: { intent: "grant-role", userId: "{target}", role: "host", reason: REASON },
    prepare: () => freshAccount(),
    expect: adminPost(),
    verify: async ({ values }) => expect(await stateOf.roles(values.target!)).toEqual(["host", "user"]),
  },
  {
    path: "/admin-dashboard",
    form: { intent: "remove-role", userId: "{target}", role: "host", reason: REASON },
    prepare: () => freshAccount({ roles: ["host", "user"] }),
    expect: adminPost(),
    verify: async ({ values }) => expect(await stateOf.roles(values.target!)).toEqual(["user"]),
  },
  {
    path: "/admin-dashboard",
    form: { intent: "cancel-booking", bookingId: "{target}", reason: REASON },
    prepare: (world) => freshPaidBooking(world),
    expect: adminPost(),
    verify: async ({ values }) => expect(await stateOf.booking(values.target!)).toBe("cancelled"),
  },
];

describe("administrators in charge × actors", () => {
  declareMatrix(operatorRows, context);
});

describe("administrators in charge: an unverified account and an administrator without the second factor", () => {
  it("refuses every action to both, changing nothing", async () => {
    const { app, world } = context();
    const unverified = await signedInUser("operateurs.nonverifie@exemple.bj", { verified: false });
    const halfAdmin = await signedInUser("operateurs.sans2fa@exemple.bj", { roles: ["admin"], secondFactor: false });
    const listing = await freshListing(world, "approved");
    const account = await freshAccount();
    const booking = await freshPaidBooking(world);
    const forms: Record<string, string>[] = [
      { intent: "unpublish-listing", listingId: listing.target },
      { intent: "suspend-account", userId: account.target },
      { intent: "grant-role", userId: account.target, role: "admin" },
      { intent: "cancel-booking", bookingId: booking.target },
    ];
    for (const who of [unverified, halfAdmin]) {
      const actor = { name: "traveler" as const, userId: who.userId, cookie: who.cookie, email: null };
      for (const form of forms) {
        const answer = await withoutChanges(() =>
          send(app, actor, "/admin-dashboard", {
            method: "POST",
            form: { ...form, reason: REASON },
            accept: "text/html",
          }),
        );
        expect(answer.status, `${form.intent}`).toBe(403);
      }
    }
  });
});
