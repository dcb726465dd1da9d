// The backup of docs/DEPLOY.md: `pg_dump --format=custom` of the live database while the
// app serves, `pg_restore` into a new database, and the app started on it: nothing to
// migrate, the confirmed booking and the traveler's session are there, its nights are
// still taken, and new bookings and payments work (sequences and constraints restored).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, openInTestProcess, type TestDatabase } from "#tests/faults/support/databases";
import { createListings, createTravelers, stayIn } from "#tests/faults/support/fixtures";
import { approveOnCheckout, book, resultPage, send, startPayment, type Site } from "#tests/faults/support/journeys";
import { startServer, type RunningServer } from "#tests/support/start-server";

const run = promisify(execFile);
const live = await createDatabase("faults_live");
const handle = await openInTestProcess(live.url);
const [listing] = await createListings(1, "sauvegarde");
const [traveler] = await createTravelers(1, "sauvegarde");
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "benin-backup-"));
const servers: RunningServer[] = [];
let restored: TestDatabase | undefined;

afterAll(async () => {
  for (const server of servers) await server.kill();
  await handle.close();
  await live.drop();
  await restored?.drop();
  fs.rmSync(directory, { recursive: true, force: true });
});

const siteOf = (server: RunningServer): Site => ({ baseUrl: server.baseUrl, origin: server.publicUrl });
const person = { firstName: "Aïcha", lastName: "Dossou", email: traveler!.email };

async function bookAndPay(site: Site, offset: number) {
  const booked = await book(site, traveler!.cookie, listing!, stayIn(offset, 2), person);
  expect(booked.status).toBe(200);
  const checkout = await startPayment(site, traveler!.cookie, booked.bookingId!);
  await approveOnCheckout(checkout!);
  expect((await resultPage(site, traveler!.cookie, booked.bookingId!)).confirmed).toBe(true);
  return /"bookingReference","(BK\d{8})"/.exec(booked.body)![1]!;
}

describe("backup with pg_dump, restore with pg_restore", () => {
  it("restores a live database into one the app starts on, with its bookings, sessions and sequences", async () => {
    const server = await startServer({ databaseUrl: live.url });
    servers.push(server);
    const reference = await bookAndPay(siteOf(server), 30);

    // Online: the app keeps serving during the dump (one consistent snapshot).
    const dump = path.join(directory, "benin.dump");
    const [dumped] = await Promise.all([
      run("pg_dump", ["--format=custom", "--file", dump, live.url]),
      book(siteOf(server), traveler!.cookie, listing!, stayIn(60, 2), person),
    ]);
    expect(dumped.stderr).toBe("");
    restored = await createDatabase("faults_restored");
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--dbname", restored.url, dump]);

    const again = await startServer({ databaseUrl: restored.url });
    servers.push(again);
    expect(again.output()).not.toContain("migrations appliquées");
    const site = siteOf(again);
    // The same session cookie (the sessions' token hashes and, on a local site, the signing
    // secret are in the database).
    const page = await send(site, "/my-bookings", { cookie: traveler!.cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`data-booking-reference="${reference}"`);
    // Its nights are still taken (the calendar's exclusion constraint came back with it).
    expect((await book(site, traveler!.cookie, listing!, stayIn(30, 2), person)).status).toBe(409);
    // And the restored site takes new bookings and payments.
    await bookAndPay(site, 90);
  });
});
