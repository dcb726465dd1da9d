// The world of the hostile upload suites: their own database, the production bundle over
// HTTP storing pictures in a temporary folder, a host and a traveler signed in, and the
// helpers that post a file to /api/uploads and check that a refusal stored nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { signedInUser } from "#tests/support/sessions";
import { useTestDatabase } from "#tests/support/test-database";
import { withoutChanges } from "./expectations";
import { startHostileApp } from "./hostile-app";

await useTestDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-uploads-"));
export const app = await startHostileApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

export const M = {
  noFile: "Aucun fichier sélectionné",
  format: "Format de fichier non supporté",
  tooLarge: "Fichier trop volumineux",
  unreadable: "Échec du téléchargement",
  several: "Une seule photo à la fois",
};

export let host: { userId: string; cookie: string };
export let traveler: { userId: string; cookie: string };
beforeAll(async () => {
  host = await signedInUser("hote.televersement@exemple.bj", { roles: ["host"] });
  traveler = await signedInUser("voyageur.televersement@exemple.bj");
});

export const mediaRoot = () => path.join(dataDir, "media");
export function storedFiles(): string[] {
  if (!fs.existsSync(mediaRoot())) return [];
  return fs
    .readdirSync(mediaRoot(), { recursive: true })
    .map(String)
    .filter((name) => fs.statSync(path.join(mediaRoot(), name)).isFile());
}

export type UploadAnswer = {
  status: number;
  body: { image?: { key: string; widths: number[] }; error?: { title: string; description?: string } };
};

export async function post(
  body: BodyInit,
  headers: Record<string, string> = {},
  cookie = host.cookie,
): Promise<UploadAnswer> {
  const answer = await app.send("/api/uploads", {
    method: "POST",
    cookie,
    headers: { accept: "application/json", ...headers },
    body,
  });
  return { status: answer.status, body: (answer.json ?? {}) as UploadAnswer["body"] };
}

export function fileForm(bytes: Buffer, name: string, type: string, field = "file") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Nothing new in media_files or on disk, whatever the answer. */
export async function refused(send: () => Promise<UploadAnswer>): Promise<UploadAnswer> {
  const files = storedFiles().length;
  const answer = await withoutChanges(["media_files"], send);
  expect(storedFiles()).toHaveLength(files);
  return answer;
}

export const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#2a7" } })
    .jpeg()
    .toBuffer();
export const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#a72" } })
    .png()
    .toBuffer();

/**
 * A real 8 × 8 picture whose header is patched to announce a gigantic size: a few dozen
 * bytes that would take gigabytes to decode (a pixel flood).
 */
export async function pixelFlood(format: "jpeg" | "gif" | "webp"): Promise<Buffer> {
  const small = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#135" } })
      .toFormat(format)
      .toBuffer(),
  );
  if (format === "jpeg") {
    const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
    small.writeUInt16BE(65_000, frame + 5);
    small.writeUInt16BE(65_000, frame + 7);
  } else if (format === "gif") {
    small.writeUInt16LE(65_535, 6);
    small.writeUInt16LE(65_535, 8);
    const image = small.indexOf(0x2c, 13);
    small.writeUInt16LE(65_535, image + 5);
    small.writeUInt16LE(65_535, image + 7);
  } else {
    // Lossy WebP: 14-bit width and height right after the VP8 start code (9d 01 2a).
    const start = small.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    small.writeUInt16LE(16_383, start + 3);
    small.writeUInt16LE(16_383, start + 5);
  }
  return small;
}
