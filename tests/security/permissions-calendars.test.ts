// Permission matrix: a listing's calendars in step (docs/decisions/024). The calendars page,
// its export token (create/replace/turn off) and its imports (add/remove/read again) are the
// listing's host's alone: every other role is sent away and the database stays as it was.
// The feed itself answers whoever holds the token, and nothing for any other token.
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { getDb } from "#server/db/client.server";
import { listingCalendarExports, listingCalendarImports } from "#server/db/schema";
import type { World } from "#tests/security/support/actors";
import { freshListing, hostPage, hostPagePost, notFound } from "#tests/security/support/hosting-matrix";
import { allowed, declareMatrix, everyone, refused, type Row } from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("calendars");

const TOKEN = "A".repeat(43);
let tokens = 0;

/** A fresh listing of the host owner with an export token and one import. */
async function listingWithCalendars(world: World) {
  const { target } = await freshListing(world);
  tokens += 1;
  const token = `${String(tokens).padStart(3, "0")}${TOKEN.slice(3)}`;
  await getDb().insert(listingCalendarExports).values({ listingId: target, token });
  const [row] = await getDb()
    .insert(listingCalendarImports)
    .values({ listingId: target, url: "https://www.airbnb.fr/calendar/ical/1.ics" })
    .returning({ id: listingCalendarImports.id });
  return { target, token, importId: row!.id };
}

/**
 * A post to the page: refused by the action (401/403, or 404 for a listing not one's own);
 * a document post by another host or an administrator then renders the page, whose loader
 * sends them away.
 */
const ownerOnly = (path: string): Pick<Row, "expect" | "expectData"> => ({
  expect: {
    ...hostPagePost(path, {}).expect,
    anonymous: refused(401),
    traveler: refused(403),
    hostOwner: allowed(),
    otherHost: notFound,
    admin: notFound,
  },
  expectData: { anonymous: refused(401), traveler: refused(403), otherHost: refused(404), admin: refused(404) },
});

async function tokenOf(listingId: string) {
  const [row] = await getDb()
    .select({ token: listingCalendarExports.token })
    .from(listingCalendarExports)
    .where(eq(listingCalendarExports.listingId, listingId));
  return row?.token ?? null;
}

async function importsOf(listingId: string) {
  return getDb().select().from(listingCalendarImports).where(eq(listingCalendarImports.listingId, listingId));
}

const rows: Row[] = [
  {
    path: "/edit-listing/{target}/calendars",
    prepare: listingWithCalendars,
    expect: hostPage("/edit-listing/{target}/calendars", { otherHost: notFound, admin: notFound }),
    verify: async ({ answer, values, actor }) => {
      if (actor === "hostOwner") expect(answer.body).toContain(`/calendars/${values.token}.ics`);
    },
  },
  {
    path: "/edit-listing/{otherHosts}/calendars",
    expect: hostPage("/edit-listing/{otherHosts}/calendars", { hostOwner: notFound, admin: notFound }),
  },
  {
    path: "/edit-listing/{target}/calendars",
    form: { intent: "export-renew" },
    prepare: listingWithCalendars,
    ...ownerOnly("/edit-listing/{target}/calendars"),
    verify: async ({ values }) => {
      const token = await tokenOf(values.target!);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(token).not.toBe(values.token);
    },
  },
  {
    path: "/edit-listing/{target}/calendars",
    form: { intent: "export-disable" },
    prepare: listingWithCalendars,
    ...ownerOnly("/edit-listing/{target}/calendars"),
    verify: async ({ values }) => expect(await tokenOf(values.target!)).toBeNull(),
  },
  {
    path: "/edit-listing/{target}/calendars",
    form: { intent: "import-add", url: "https://admin.booking.com/hotel/ical/2.ics" },
    prepare: listingWithCalendars,
    ...ownerOnly("/edit-listing/{target}/calendars"),
    verify: async ({ values }) => expect(await importsOf(values.target!)).toHaveLength(2),
  },
  {
    path: "/edit-listing/{target}/calendars",
    form: { intent: "import-remove", importId: "{importId}" },
    prepare: listingWithCalendars,
    ...ownerOnly("/edit-listing/{target}/calendars"),
    verify: async ({ values }) => expect(await importsOf(values.target!)).toHaveLength(0),
  },
  {
    path: "/calendars/{token}.ics",
    prepare: listingWithCalendars,
    accept: "text/calendar",
    variants: ["document"],
    expect: everyone(allowed()),
    verify: async ({ answer }) => expect(answer.body).toContain("BEGIN:VCALENDAR"),
  },
  {
    path: `/calendars/${"Z".repeat(43)}.ics`,
    accept: "text/calendar",
    variants: ["document"],
    expect: everyone(refused(404)),
  },
];

describe("permissions: calendars in step", () => {
  declareMatrix(rows, context);
});
