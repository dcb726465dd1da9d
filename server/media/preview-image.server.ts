// Link previews want JPEG: WhatsApp does not always show WebP (product decisions, "Made
// for Benin's phones"). Each picture gets one JPEG rendition, 1200×630 (the size Open Graph
// readers crop to), at most 300 KB, stored beside its WebP widths as '<key>/preview.jpg'.
// The pipeline writes it from the original upload; a picture stored before it existed gets
// it on its first request, made from its largest WebP (makePreviewFromStored). Pages' own
// <img> stay on WebP.
import sharp, { type Sharp } from "sharp";
import { PREVIEW_IMAGE } from "#common/media";
import type { Storage } from "#server/integrations/storage/storage.server";
import { findMediaFileByKey } from "./media-files.server";

export const MAX_PREVIEW_BYTES = 300_000;
// Lower qualities tried in turn until the file fits (a busy photo at 80 can pass 300 KB).
const QUALITIES = [80, 68, 55, 40];

export const previewKey = (key: string) => `${key}/preview.jpg`;

/** The picture cropped to 1200×630 around its middle, as a baseline JPEG under 300 KB. */
export async function renderPreviewJpeg(input: Buffer | Sharp): Promise<Buffer> {
  const source = Buffer.isBuffer(input) ? sharp(input).rotate() : input;
  const resized = source
    .clone()
    .resize({ width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height, fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" });
  let body: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    body = await resized.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (body.length <= MAX_PREVIEW_BYTES) return body;
  }
  return body;
}

/** The stored preview, made now from the largest WebP if the picture predates previews; null for an unknown picture. */
export async function makePreviewFromStored(storage: Storage, key: string): Promise<Buffer | null> {
  const existing = await storage.get(previewKey(key));
  if (existing) return existing.body;
  const file = await findMediaFileByKey(key);
  if (!file || !file.widths.length) return null;
  const largest = Math.max(...file.widths);
  const stored = await storage.get(`${key}/${largest}.webp`);
  if (!stored) return null;
  const body = await renderPreviewJpeg(stored.body);
  await storage.put(previewKey(key), body, "image/jpeg");
  return body;
}
