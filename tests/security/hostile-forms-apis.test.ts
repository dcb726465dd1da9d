// Hostile input on the JSON endpoints the pages call: the calendar blocks of a listing
// (/api/listings/{id}/calendar) and the notifications (/api/notifications), through the
// production bundle over HTTP. Every refusal is a 4xx with a French message and writes
// nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking, createListing } from "#server/seed/factories.server";
import { expectMessage, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { formBody, startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, rows, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const today = todayInBenin();
const M = {
  invalidRange: "Choisissez un premier et un dernier jour valides, à partir d'aujourd'hui.",
  tooLong: "Une période bloquée ne peut pas dépasser 365 jours.",
  overlap: "Ces dates chevauchent une réservation ou un blocage existant.",
  notFound: "Période introuvable.",
  loadFailed: "Impossible de récupérer les détails de l'annonce",
  generic: "Une erreur est survenue... Veuillez réessayer",
  notificationNotFound: "Notification introuvable.",
  invalidRequest: "Requête invalide.",
};

let host: { userId: string; cookie: string };
let listingId: string;
let othersListingId: string;
let bookingRowId: string;

/** The next 29 February on or after `from` (a real leap day, whenever the test runs). */
function nextLeapDay(from: string): string {
  for (let year = Number(from.slice(0, 4)); ; year += 1) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    if (leap && `${year}-02-29` >= from) return `${year}-02-29`;
  }
}

beforeAll(async () => {
  host = await signedInUser("hote.calendrier@exemple.bj", { roles: ["host"] });
  const other = await signedInUser("autre.calendrier@exemple.bj", { roles: ["host"] });
  listingId = (await createListing({ userId: host.userId })).id;
  othersListingId = (await createListing({ userId: other.userId })).id;
  const booking = await createBooking({ listingId, startDate: addDays(today, 30), endDate: addDays(today, 33) });
  [{ id: bookingRowId }] = await rows<{ id: string }>("SELECT id FROM listing_calendar WHERE booking_id = $1", [
    booking.id,
  ]);
});

const calendar = (id: string) => `/api/listings/${id}/calendar`;
const CALENDAR_TABLES: TableName[] = ["listing_calendar", "bookings"];

async function expectRefused(
  path: string,
  fields: FormFields,
  status: number,
  message: string,
  tables = CALENDAR_TABLES,
): Promise<void> {
  const answer = await withoutChanges(tables, () => app.post(path, fields, { cookie: host.cookie }));
  expect(answer.status).toBe(status);
  expect(answer.contentType).toContain("json");
  expectMessage(answer, message);
}

describe(`blocking dates refuses hostile input (${databaseKind})`, () => {
  const block = (first: string, last: string) => ({ intent: "block", first, last });
  it.each([
    ["empty dates", block("", ""), 400, M.invalidRange],
    ["29 February of a common year", block("2027-02-29", "2027-03-01"), 400, M.invalidRange],
    ["year 0", block("0000-01-01", "0000-01-02"), 400, M.invalidRange],
    ["the last day of year 9999", block(addDays(today, 2), "9999-12-31"), 400, M.invalidRange],
    ["month 13", block("2026-13-01", "2026-13-02"), 400, M.invalidRange],
    [
      "a date and time in another zone",
      block(`${addDays(today, 2)}T23:30:00-05:00`, addDays(today, 3)),
      400,
      M.invalidRange,
    ],
    ["a last day before the first", block(addDays(today, 5), addDays(today, 4)), 400, M.invalidRange],
    ["a first day in the past", block(addDays(today, -1), addDays(today, 1)), 400, M.invalidRange],
    ["366 days", block(addDays(today, 1), addDays(today, 366)), 400, M.tooLong],
    ["a SQL string as date", block("2027-01-01'; DELETE FROM listing_calendar; --", "2027-01-02"), 400, M.invalidRange],
    ["a NUL byte in a date", block(`${addDays(today, 2)}\u0000`, addDays(today, 3)), 400, M.invalidRange],
    ["dates over a booking", block(addDays(today, 31), addDays(today, 31)), 409, M.overlap],
    ["no intent", { first: addDays(today, 2), last: addDays(today, 3) }, 400, M.generic],
    ["an unknown intent", { intent: "drop", first: addDays(today, 2), last: addDays(today, 3) }, 400, M.generic],
  ])("%s", (_label, fields, status, message) => expectRefused(calendar(listingId), fields, status, message));

  it("another host's listing is not found", () =>
    expectRefused(calendar(othersListingId), block(addDays(today, 2), addDays(today, 3)), 404, M.loadFailed));

  it("a listing id that is SQL is not found", () =>
    expectRefused(
      calendar(encodeURIComponent("' OR 1=1 --")),
      block(addDays(today, 2), addDays(today, 3)),
      404,
      M.loadFailed,
    ));

  it("29 February of a leap year is a real day: it can be blocked, then freed", async () => {
    const leap = nextLeapDay(addDays(today, 1));
    const answer = await app.post(calendar(listingId), block(leap, leap), { cookie: host.cookie });
    expect(answer.status).toBe(201);
    const [row] = await rows<{ id: string; during: string }>(
      "SELECT id, during::text AS during FROM listing_calendar WHERE source = 'block' AND lower(during) = $1::date",
      [leap],
    );
    expect(row!.during).toBe(`[${leap},${addDays(leap, 1)})`);
    expect(
      (await app.post(calendar(listingId), { intent: "free", blockId: row!.id }, { cookie: host.cookie })).status,
    ).toBe(200);
  });

  it("the same block posted twice at once is stored once; the second is told it overlaps", async () => {
    const fields = block(addDays(today, 60), addDays(today, 62));
    const answers = await Promise.all([1, 2].map(() => app.post(calendar(listingId), fields, { cookie: host.cookie })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expectMessage(
      answers.find((answer) => answer.status === 409)!,
      M.overlap,
    );
    expect(await rowCount("listing_calendar", "source = 'block' AND lower(during) = $1::date", [fields.first])).toBe(1);
  });
});

describe(`freeing dates refuses hostile ids (${databaseKind})`, () => {
  it.each([
    ["no id", ""],
    ["a SQL string", HOSTILE.sql],
    ["a NUL byte", "\u0000"],
    ["an unknown uuid", "00000000-0000-4000-8000-000000000000"],
    ["the calendar row of a booking", "BOOKING"],
  ])("%s", (_label, blockId) =>
    expectRefused(
      calendar(listingId),
      { intent: "free", blockId: blockId === "BOOKING" ? bookingRowId : blockId },
      404,
      M.notFound,
    ),
  );
});

describe(`notifications refuse hostile input (${databaseKind})`, () => {
  let someoneElses: string;
  beforeAll(async () => {
    const other = await signedInUser("autre.notifications@exemple.bj");
    [{ id: someoneElses }] = await rows<{ id: string }>(
      "INSERT INTO notifications (user_id, kind, title, message) VALUES ($1, 'test', 'Titre', 'Message') RETURNING id",
      [other.userId],
    );
  });

  it.each([
    ["no intent", { id: "x" }, 400, M.invalidRequest],
    ["an unknown intent", { intent: "delete", id: "x" }, 400, M.invalidRequest],
    ["a SQL id", { intent: "read", id: HOSTILE.sql }, 404, M.notificationNotFound],
    ["a NUL id", { intent: "read", id: "\u0000" }, 404, M.notificationNotFound],
    ["a 100 KB id", { intent: "read", id: HOSTILE.huge }, 404, M.notificationNotFound],
    ["someone else's notification", { intent: "read", id: "SOMEONE_ELSES" }, 404, M.notificationNotFound],
  ])("%s", async (_label, fields: FormFields, status, message) => {
    const posted = { ...fields, ...(fields.id === "SOMEONE_ELSES" ? { id: someoneElses } : {}) };
    await expectRefused("/api/notifications", posted, status, message, ["notifications"]);
  });

  it.each([
    ["another site", "https://pirate.example/vol"],
    ["a protocol-relative address", "//pirate.example"],
    ["a javascript: address", "javascript:alert(1)"],
    ["a backslash trick", "/\\pirate.example"],
  ])("a plain form post never redirects to %s", async (_label, redirectTo) => {
    const answer = await app.raw("/api/notifications", {
      method: "POST",
      headers: {
        cookie: host.cookie,
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-mode": "navigate",
      },
      body: formBody({ intent: "read-all", redirectTo }),
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/host-dashboard");
  });

  it("reading with GET is refused (405), nothing changes", async () => {
    const answer = await withoutChanges(["notifications"], () =>
      app.get("/api/notifications?intent=read-all", { cookie: host.cookie }),
    );
    expect(answer.status).toBe(405);
  });
});
