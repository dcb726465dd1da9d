// DATABASE_READ_URL against a real streaming replica (docs/decisions/031): a private
// primary cluster and its hot standby made with `pg_basebackup -R`. The server reads
// anonymous listing pages from the standby and everything signed in from the primary. With
// the standby's replay paused (a replica lagging behind), a listing just approved on the
// primary is missing for an anonymous visitor (404) while a signed-in visitor sees it;
// once replay resumes it appears for everyone, search included.
import { afterAll, describe, expect, it } from "vitest";
import { createListing, createUser } from "#server/seed/factories.server";
import { waitUntil } from "#tests/faults/support/consistency";
import { adminQuery, openInTestProcess } from "#tests/faults/support/databases";
import { createListings, createTravelers } from "#tests/faults/support/fixtures";
import { startPrivatePostgres, startStreamingReplica } from "#tests/faults/support/private-postgres";
import { startServer } from "#tests/support/start-server";

const primary = await startPrivatePostgres();
await adminQuery("CREATE DATABASE benin", primary.adminUrl);
const replica = await startStreamingReplica(primary);
const databaseUrl = (adminUrl: string) => adminUrl.replace(/\/postgres$/, "/benin");
const handle = await openInTestProcess(databaseUrl(primary.adminUrl));
const [existingId] = await createListings(1, "streaming");
const [traveler] = await createTravelers(1, "streaming");
const server = await startServer({
  databaseUrl: databaseUrl(primary.adminUrl),
  env: { DATABASE_READ_URL: databaseUrl(replica.adminUrl), DEMO_DATA: "off" },
});

afterAll(async () => {
  await server.stop();
  await handle.close();
  await replica.remove();
  await primary.remove();
});

const page = async (path: string, cookie?: string) => {
  const response = await fetch(server.baseUrl + path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, text: await response.text() };
};

describe("DATABASE_READ_URL on a streaming replica", () => {
  it("is a hot standby following the primary, read by the anonymous pages under the process's name", async () => {
    expect(await adminQuery("SELECT pg_is_in_recovery() AS standby", databaseUrl(replica.adminUrl))).toEqual([
      { standby: true },
    ]);
    const listing = await waitUntil(
      async () => {
        const answer = await page(`/property/${existingId}`);
        return answer.status === 200 && answer.text;
      },
      20_000,
      "l'annonce servie depuis la réplique",
    );
    expect(listing).toContain("Villa streaming 0");
    const names = await adminQuery(
      "SELECT DISTINCT application_name FROM pg_stat_activity WHERE datname = 'benin'",
      replica.adminUrl,
    );
    expect(names.map((row) => row.application_name)).toContain(`benin-voyages:${server.port}:lecture`);
  });

  it("shows a listing approved meanwhile to a signed-in visitor at once, to anonymous visitors after the lag", async () => {
    await adminQuery("SELECT pg_wal_replay_pause()", replica.adminUrl);
    const host = await createUser({
      email: "streaming-nouvel-hote@exemple.bj",
      fullName: "Afi Houngbo",
      roles: ["host", "user"],
    });
    const fresh = await createListing({ userId: host.id, price: 12_000, maxGuests: 2, title: "Case toute neuve" });
    // The replica lags (its replay is paused): an anonymous visitor does not see it yet…
    const anonymous = await page(`/property/${fresh.id}`);
    expect(anonymous.status).toBe(404);
    expect((await page("/search")).text).not.toContain(`/property/${fresh.id}`);
    // …a signed-in one reads the primary.
    const signedIn = await page(`/property/${fresh.id}`, traveler!.cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain("Case toute neuve");

    await adminQuery("SELECT pg_wal_replay_resume()", replica.adminUrl);
    const caughtUp = await waitUntil(
      async () => {
        const answer = await page(`/property/${fresh.id}`);
        return answer.status === 200 && answer.text;
      },
      20_000,
      "l'annonce visible depuis la réplique après le retard",
    );
    expect(caughtUp).toContain("Case toute neuve");
    // The search an anonymous visitor read during the lag may be kept a few seconds more by
    // the process (docs/decisions/036: at most 5 s after a change made elsewhere).
    const searched = await waitUntil(
      async () => {
        const answer = await page("/search");
        return answer.text.includes(`/property/${fresh.id}`) && answer.text;
      },
      20_000,
      "l'annonce dans la recherche anonyme après le retard et le délai du cache",
    );
    expect(searched).toContain(`/property/${fresh.id}`);
  });
});
