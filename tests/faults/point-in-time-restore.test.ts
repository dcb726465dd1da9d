// Point-in-time recovery as docs/DEPLOY.md §7 sets it up (docs/decisions/035), with the
// guide's own configuration blocks: a private PostgreSQL cluster archives its WAL with
// pgBackRest into an S3 bucket (s3rver over TLS, path-style addresses, encrypted, bundled
// files), a full backup is taken, and the built app runs on it. Booking A is made and
// paid, the moment is read from the database's clock, booking B is made. pgBackRest then
// restores a second cluster (new data directory, new port) to that moment and promotes
// it: the app started on it shows A, paid, and not B. Then the guide's nightly copy of the
// pictures bucket (scripts/copy-pictures.sh, rclone) on the same s3rver.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { waitUntil } from "#tests/faults/support/consistency";
import { adminQuery, createDatabase, openInTestProcess } from "#tests/faults/support/databases";
import { deployGuideBlock, environmentFile, iniWith, postgresSettings } from "#tests/faults/support/deploy-guide";
import { createListings, createTravelers, stayIn } from "#tests/faults/support/fixtures";
import { approveOnCheckout, book, resultPage, send, startPayment, type Site } from "#tests/faults/support/journeys";
import {
  clusterOwnedDirectory,
  runAsClusterOwner,
  startPrivatePostgres,
  type PrivatePostgres,
} from "#tests/faults/support/private-postgres";
import { selfSignedCertificate } from "#tests/faults/support/tls-proxy";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The project's way to bring a tool: a Debian package, installed when missing (CI too).
execFileSync("bash", ["scripts/ensure-debian-package.sh", "pgbackrest", "pgbackrest"], { stdio: "inherit" });
execFileSync("bash", ["scripts/ensure-debian-package.sh", "rclone", "rclone"], { stdio: "inherit" });

const run = promisify(execFile);
const STANZA = "benin";
const BUCKET = "benin-sauvegardes";
const pictures = environmentFile(deployGuideBlock("# /etc/benin-voyages-pictures.env"));
const pictureBuckets = [pictures.PICTURES_BUCKET!, pictures.PICTURES_COPY_BUCKET!, pictures.PICTURES_REMOVED_BUCKET!];
// pgBackRest's configuration, logs, locks and spool, and the bucket's certificate: in a
// directory the clusters' user owns (PostgreSQL runs archive-push and archive-get as it).
const work = await clusterOwnedDirectory("benin-pitr-");
const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-pitr-"));
const { keyFile, certificateFile } = await selfSignedCertificate(work);
fs.chmodSync(certificateFile, 0o644);
const s3 = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: s3Directory,
  key: fs.readFileSync(keyFile),
  cert: fs.readFileSync(certificateFile),
  configureBuckets: [BUCKET, ...pictureBuckets].map((name) => ({ name, configs: [] })),
});
const s3Port = ((await s3.run()) as AddressInfo).port;

const configFile = path.join(work, "pgbackrest.conf");
const pgbackrest = (command: string, ...options: string[]) =>
  runAsClusterOwner("pgbackrest", [`--config=${configFile}`, `--stanza=${STANZA}`, ...options, command]);

// PostgreSQL's archiving settings as the guide gives them, pgBackRest told where this
// test's configuration file is.
const archiving = postgresSettings(deployGuideBlock("# /etc/postgresql/15/main/conf.d/archiving.conf"));
expect(archiving.archive_command).toContain(`pgbackrest --stanza=${STANZA} archive-push %p`);
const clusters: PrivatePostgres[] = [];
const primary = await startPrivatePostgres({
  settings: {
    ...archiving,
    archive_command: archiving.archive_command!.replace("pgbackrest", `pgbackrest --config=${configFile}`),
  },
});
clusters.push(primary);
// The guide's pgbackrest.conf with this test's bucket, keys, directories and cluster.
// Written once the cluster is up (its port is known then): PostgreSQL retries a segment's
// archiving until it succeeds, so nothing is lost if one completes before.
fs.writeFileSync(
  configFile,
  iniWith(deployGuideBlock("# /etc/pgbackrest/pgbackrest.conf"), {
    global: {
      "repo1-s3-endpoint": "127.0.0.1",
      "repo1-storage-port": String(s3Port),
      "repo1-storage-ca-file": certificateFile,
      "repo1-s3-bucket": BUCKET,
      "repo1-s3-key": "S3RVER",
      "repo1-s3-key-secret": "S3RVER",
      "repo1-cipher-pass": "une-phrase-de-passe-de-test",
      "spool-path": `${work}/spool`,
      "log-path": `${work}/log`,
      "lock-path": `${work}/lock`,
      "log-level-console": "warn",
      "log-level-file": "off",
    },
    [STANZA]: {
      "pg1-path": primary.dataDirectory,
      "pg1-port": String(primary.port),
      "pg1-socket-path": primary.directory,
      "pg1-user": "postgres",
    },
  }),
  { mode: 0o644 },
);
await pgbackrest("stanza-create");

const database = await createDatabase("faults_pitr", primary.adminUrl);
const handle = await openInTestProcess(database.url);
const [listing] = await createListings(1, "pitr");
const [traveler] = await createTravelers(1, "pitr");
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.kill();
  await handle.close().catch(() => undefined);
  for (const cluster of clusters) await cluster.remove();
  await s3.close();
  fs.rmSync(s3Directory, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

const siteOf = (server: RunningServer): Site => ({ baseUrl: server.baseUrl, origin: server.publicUrl });
const person = { firstName: "Aïcha", lastName: "Dossou", email: traveler!.email };
const referenceOf = (body: string) => /"bookingReference","(BK\d{8})"/.exec(body)![1]!;

describe("point-in-time recovery with pgBackRest, WAL archived to S3", () => {
  it("restores a second cluster to a moment between two bookings: the first is there, paid, the second is not", async () => {
    // Archiving works (check switches to a new WAL segment and waits for it in the bucket),
    // then the week's full backup.
    await pgbackrest("check");
    await pgbackrest("backup", "--type=full");

    const server = await startServer({ databaseUrl: database.url });
    servers.push(server);
    const site = siteOf(server);
    const first = await book(site, traveler!.cookie, listing!, stayIn(30, 2), person);
    expect(first.status).toBe(200);
    await approveOnCheckout((await startPayment(site, traveler!.cookie, first.bookingId!))!);
    expect((await resultPage(site, traveler!.cookie, first.bookingId!)).confirmed).toBe(true);

    // The moment, on the database's clock (the one its commits are stamped with), in UTC.
    const [{ moment }] = (await adminQuery(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' AS moment`,
      database.url,
    )) as [{ moment: string }];

    const second = await book(site, traveler!.cookie, listing!, stayIn(60, 2), person);
    expect(second.status).toBe(200);
    const page = await (await send(site, "/my-bookings", { cookie: traveler!.cookie })).text();
    expect(page).toContain(`data-booking-reference="${referenceOf(first.body)}"`);
    expect(page).toContain(`data-booking-reference="${referenceOf(second.body)}"`);
    // B's commit must be in the archive for recovery to see the moment pass.
    await pgbackrest("check");

    // The restore drill: another data directory, another port, archiving off (a copy must
    // not push its own WAL into the production repository).
    const restored = await startPrivatePostgres({
      fill: async (dataDirectory) => {
        await pgbackrest(
          "restore",
          `--pg1-path=${dataDirectory}`,
          "--type=time",
          `--target=${moment}`,
          "--target-action=promote",
          "--archive-mode=off",
        );
      },
    });
    clusters.push(restored);
    expect(restored.port).not.toBe(primary.port);
    // It accepts read-only sessions while it replays; then it reaches the moment and is
    // promoted: it takes writes (a new timeline).
    await waitUntil(
      async () => {
        const [{ recovering }] = (await adminQuery("SELECT pg_is_in_recovery() AS recovering", restored.adminUrl)) as [
          { recovering: boolean },
        ];
        return !recovering;
      },
      30_000,
      "la fin de la restauration (promotion du cluster restauré)",
    );
    // It stopped at the moment, before a later commit (not at the end of the archive).
    expect(fs.readFileSync(path.join(restored.directory, "postgres.log"), "utf8")).toMatch(
      /recovery stopping before commit of transaction \d+, time /,
    );
    const restoredUrl = new URL(database.url);
    restoredUrl.port = String(restored.port);

    const rows = await adminQuery(
      `SELECT b.id, b.status, b.payment_status, t.status AS transaction_status
         FROM bookings b LEFT JOIN payment_transactions t ON t.booking_id = b.id
        WHERE b.id IN ('${first.bookingId}', '${second.bookingId}')`,
      restoredUrl.toString(),
    );
    expect(rows).toEqual([
      { id: first.bookingId, status: "approved", payment_status: "completed", transaction_status: "approved" },
    ]);

    const again = await startServer({ databaseUrl: restoredUrl.toString() });
    servers.push(again);
    expect(again.output()).not.toContain("migrations appliquées");
    const restoredPage = await (await send(siteOf(again), "/my-bookings", { cookie: traveler!.cookie })).text();
    expect(restoredPage).toContain(`data-booking-reference="${referenceOf(first.body)}"`);
    expect(restoredPage).not.toContain(`data-booking-reference="${referenceOf(second.body)}"`);
  });
});

describe("the pictures' copy with rclone (scripts/copy-pictures.sh)", () => {
  it("makes the copy bucket the same as the pictures bucket and keeps what was removed or replaced, by run", async () => {
    // The guide's environment file, the remotes pointed at s3rver (its certificate trusted
    // through SSL_CERT_FILE; rclone 1.60 refuses AWS_CA_BUNDLE, which some machines set).
    const endpoint = `https://127.0.0.1:${s3Port}`;
    const environment: NodeJS.ProcessEnv = { ...process.env, ...pictures, SSL_CERT_FILE: certificateFile };
    for (const remote of ["MEDIA", "COPY"]) {
      environment[`RCLONE_CONFIG_${remote}_ENDPOINT`] = endpoint;
      environment[`RCLONE_CONFIG_${remote}_ACCESS_KEY_ID`] = "S3RVER";
      environment[`RCLONE_CONFIG_${remote}_SECRET_ACCESS_KEY`] = "S3RVER";
    }
    delete environment.AWS_CA_BUNDLE;
    const rclone = async (...args: string[]) => (await run("rclone", args, { env: environment })).stdout;
    const [picturesBucket, copyBucket, removedBucket] = pictureBuckets;
    const upload = async (key: string, text: string) => {
      const file = path.join(work, "picture");
      fs.writeFileSync(file, text);
      await rclone("copyto", file, `media:${picturesBucket}/${key}`);
    };
    const copyPictures = (runName: string) => run("bash", ["scripts/copy-pictures.sh", runName], { env: environment });
    const files = async (remote: string) =>
      (await rclone("lsf", "-R", "--files-only", remote)).split("\n").filter(Boolean).sort();

    await upload("listings/villa.webp", "la villa");
    await upload("listings/plage.webp", "la plage");
    await copyPictures("nuit-1");
    expect(await files(`copy:${copyBucket}`)).toEqual(["listings/plage.webp", "listings/villa.webp"]);

    // A picture deleted, another replaced: the copy follows, the former versions are kept.
    await rclone("deletefile", `media:${picturesBucket}/listings/plage.webp`);
    await upload("listings/villa.webp", "la villa repeinte");
    await copyPictures("nuit-2");
    expect(await files(`copy:${copyBucket}`)).toEqual(["listings/villa.webp"]);
    expect(await rclone("cat", `copy:${copyBucket}/listings/villa.webp`)).toBe("la villa repeinte");
    expect(await files(`copy:${removedBucket}`)).toEqual(["nuit-2/listings/plage.webp", "nuit-2/listings/villa.webp"]);
    expect(await rclone("cat", `copy:${removedBucket}/nuit-2/listings/villa.webp`)).toBe("la villa");
  });
});
