// Several machines (docs/decisions/031): MULTI_MACHINE=on refuses pictures and e-mails on
// local disk at start, naming the settings; with S3 (s3rver here) and an SMTP server, two
// processes with separate data directories (two machines) started together on an empty
// PostgreSQL load the demo data once, and every picture is served by both.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { adminQuery, createDatabase } from "#tests/faults/support/databases";
import { startSmtpSink } from "#tests/faults/support/smtp-sink";
import { startServer, type RunningServer } from "#tests/support/start-server";

const BUCKET = "benin-flotte";
const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-flotte-"));
const s3 = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: s3Directory,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
const s3Address = (await s3.run()) as AddressInfo;
const S3_ENV = {
  S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};
const smtp = await startSmtpSink();
const database = await createDatabase("faults_machines");
const servers: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await smtp.close();
  await s3.close();
  fs.rmSync(s3Directory, { recursive: true, force: true });
  await database.drop();
});

describe("MULTI_MACHINE=on", () => {
  it("refuses to start with pictures or e-mails on local disk, naming the settings", async () => {
    const refused = startServer({ databaseUrl: database.url, env: { MULTI_MACHINE: "on" }, readyTimeoutMs: 30_000 });
    await expect(refused).rejects.toThrow(/S3_ENDPOINT, S3_BUCKET, .*obligatoires quand MULTI_MACHINE vaut on/);
    await expect(
      startServer({ databaseUrl: database.url, env: { MULTI_MACHINE: "on", ...S3_ENV }, readyTimeoutMs: 30_000 }),
    ).rejects.toThrow(/SMTP_URL: obligatoire quand MULTI_MACHINE vaut on/);
    await expect(
      startServer({ databaseUrl: database.url, env: { TRUST_PROXY: "tout le monde" }, readyTimeoutMs: 30_000 }),
    ).rejects.toThrow(/TRUST_PROXY: doit être un nombre de relais/);
  });

  it("on S3, two machines load the demo data once and each serves every picture", async () => {
    const started = await Promise.all(
      [0, 1].map(() =>
        startServer({ databaseUrl: database.url, env: { MULTI_MACHINE: "on", SMTP_URL: smtp.url, ...S3_ENV } }),
      ),
    );
    servers.push(...started);
    expect(started.filter((server) => /données de démonstration chargées/.test(server.output()))).toHaveLength(1);
    // Both print the demo accounts as plain lines a person reads, not inside a JSON line.
    for (const server of started) {
      expect(server.output()).toMatch(/^Comptes de démonstration:\n.*voyageur@benin-voyages\.bj.*Voyageur2024!/m);
    }
    const pictures = await adminQuery(
      "SELECT key, widths[1] AS width FROM media_files ORDER BY key LIMIT 8",
      database.url,
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const server of started) {
      expect(fs.existsSync(path.join(server.dataDir, "media"))).toBe(false);
      for (const { key, width } of pictures) {
        // Stored as "properties/<id>": served under /media/properties/<id>/<width>.webp.
        const response = await fetch(`${server.baseUrl}/media/${key}/${width}.webp`);
        expect(response.status, `${key} sur ${server.baseUrl}`).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/webp");
        await response.arrayBuffer();
      }
    }
  });
});
