// Hostile input on /edit-listing/{id}/calendars, through the production bundle over HTTP:
// an import URL the server must never fetch (not http(s), an address inside, too long…),
// unknown intents and ids. Refused: 4xx, the French message, nothing written. Addresses
// that are valid URLs but lead inside (localhost, [::1], 2130706433…) are also refused when
// the refresh reads them (server/calendars/fetch-calendar.test.ts proves that against
// servers on this machine); here the form refuses what is not a web address at all.
import { beforeAll, describe, expect, it } from "vitest";
import { refreshImport } from "#server/calendars/refresh-imports.server";
import { createListing } from "#server/seed/factories.server";
import { expectMessage, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp } from "#tests/security/hostile-support/hostile-app";
import { rows } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const INVALID_URL = "Saisissez une adresse web complète commençant par http:// ou https:// (2 000 caractères au plus).";
let host: { userId: string; cookie: string };
let listingId = "";
const page = () => `/edit-listing/${listingId}/calendars`;

async function imports() {
  return rows<{ url: string; last_error: string | null }>(
    "SELECT url, last_error FROM listing_calendar_imports WHERE listing_id = $1 ORDER BY created_at",
    [listingId],
  );
}

beforeAll(async () => {
  host = await signedInUser("hote.calendriers@exemple.bj", { roles: ["host"] });
  listingId = (await createListing({ userId: host.userId })).id;
});

describe(`hostile calendar forms (${databaseKind})`, () => {
  it.each([
    ["file://", "file:///etc/passwd"],
    ["ftp://", "ftp://exemple.bj/calendrier.ics"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["data:", "data:text/calendar,BEGIN:VCALENDAR"],
    ["gopher://", "gopher://127.0.0.1:6379/_FLUSHALL"],
    ["credentials in the URL", "https://utilisateur:secret@exemple.bj/a.ics"],
    ["not a URL", "calendrier airbnb"],
    ["empty", ""],
    ["only spaces", "    "],
    ["too long", `https://exemple.bj/${"a".repeat(2_100)}.ics`],
    ["a relative path", "/calendars/abc.ics"],
  ])("refuses an import URL: %s", async (_name, url) => {
    const answer = await withoutChanges(["listing_calendar"], () =>
      app.post(page(), { intent: "import-add", url }, { cookie: host.cookie }),
    );
    expect(answer.status).toBe(400);
    expectMessage(answer, INVALID_URL);
    expect(await imports()).toEqual([]);
  });

  it.each([
    ["http://localhost", "http://localhost/calendrier.ics"],
    ["http://[::1]", "http://[::1]/calendrier.ics"],
    ["http://2130706433", "http://2130706433/calendrier.ics"],
    ["http://127.0.0.1", "http://127.0.0.1:5432/"],
    ["http://169.254.169.254", "http://169.254.169.254/latest/meta-data/"],
    ["http://[::ffff:127.0.0.1]", "http://[::ffff:127.0.0.1]/"],
    ["http://0.0.0.0", "http://0.0.0.0/"],
    ["http://10.0.0.1", "http://10.0.0.1/a.ics"],
  ])("an address inside (%s) is refused when read, said in French, and blocks nothing", async (_name, url) => {
    await rows("DELETE FROM listing_calendar_imports WHERE listing_id = $1", [listingId]);
    const added = await app.post(page(), { intent: "import-add", url }, { cookie: host.cookie });
    expect(added.status).toBe(200);
    const [row] = await rows<{ id: string; url: string }>(
      "SELECT id, url FROM listing_calendar_imports WHERE listing_id = $1",
      [listingId],
    );
    const result = await withoutChanges(["listing_calendar"], () =>
      refreshImport({ id: row!.id, listingId, url: row!.url }),
    );
    expect(result).toEqual({ ok: false, reason: "address_refused" });
    expect(await imports()).toMatchObject([{ last_error: "address_refused" }]);
    const shown = await app.get(page(), { cookie: host.cookie });
    expectMessage(shown, "cette adresse mène à un réseau privé ou local, qui n'est pas autorisé.");
  });

  it.each([
    ["an unknown intent", { intent: "drop-table" }, 400, "Action inconnue."],
    ["no intent", {}, 400, "Action inconnue."],
    ["a removal of no id", { intent: "import-remove", importId: "" }, 404, "Calendrier importé introuvable."],
    [
      "a removal of a bad id",
      { intent: "import-remove", importId: "' OR 1=1 --" },
      404,
      "Calendrier importé introuvable.",
    ],
    [
      "a refresh of an unknown id",
      { intent: "import-refresh", importId: "00000000-0000-0000-0000-000000000000" },
      404,
      "Calendrier importé introuvable.",
    ],
  ])("refuses %s", async (_name, fields, status, message) => {
    const before = await imports();
    const answer = await withoutChanges(["listing_calendar"], () =>
      app.post(page(), fields as Record<string, string>, { cookie: host.cookie }),
    );
    expect(answer.status).toBe(status);
    expectMessage(answer, message);
    expect(await imports()).toEqual(before);
  });

  it("a feed token that is not one answers 404, whatever its shape", async () => {
    for (const path of [
      "/calendars/..%2F..%2Fetc%2Fpasswd.ics",
      "/calendars/%00.ics",
      `/calendars/${"A".repeat(43)}.ics`,
      `/calendars/${"A".repeat(43)}`,
      `/calendars/${"A".repeat(5_000)}.ics`,
    ]) {
      const answer = await app.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain("BEGIN:VCALENDAR");
    }
  });
});
