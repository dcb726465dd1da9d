// The one way a picture enters the product (uploads and the demo seed alike): check the
// bytes, re-encode to WebP in a few widths without metadata, store, record in media_files.
// Plus one JPEG for link previews (preview-image.server.ts), never shown in pages.
import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import { IMAGE_WIDTHS, type ImageRef } from "#common/media";
import { getStorage } from "#server/integrations/storage/current-storage.server";
import type { Storage } from "#server/integrations/storage/storage.server";
import { IMAGE_LIMITS } from "#server/security/limits.server";
import { createSlots } from "./encode-slots.server";
import { sniffImageFormat } from "./image-format.server";
import { MediaError } from "./media-error.server";
import { findMediaFileByHash, insertMediaFile } from "./media-files.server";
import { previewKey, renderPreviewJpeg } from "./preview-image.server";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Above this, decoding and four encodes cost too much: refused unread (IMAGE_LIMITS). */
export const MAX_IMAGE_PIXELS = IMAGE_LIMITS.maxPixels;
/** The encodes of this process (several uploads at once wait their turn). */
export const imageEncodes = createSlots(IMAGE_LIMITS.encodesAtOnce, IMAGE_LIMITS.encodesWaiting);
const WEBP_QUALITY = 72;
// Effort 2 encodes about five times faster than the default 4 for files 0.5 to 6 % larger
// (measured on photos and on flat illustrations): uploads stay quick on a small server.
const WEBP_EFFORT = 2;
const BUCKET = "properties";

export type ProcessImageOptions = {
  /** Who uploaded it (null for generated pictures). */
  ownerId: string | null;
  /** Shown in error messages ('photo.jpg dépasse la limite de 5MB'). */
  fileName?: string;
};

export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ImageRef> {
  const fileName = options.fileName;
  if (input.length > MAX_IMAGE_BYTES) throw new MediaError("file_too_large", fileName);
  const format = sniffImageFormat(input);
  if (!format) throw new MediaError("unsupported_format", fileName);

  // Reads the header only: the pixel count is known before anything is decoded.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new MediaError("unreadable_image", fileName, { cause: error });
    });
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw new MediaError("unreadable_image", fileName);
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new MediaError("image_too_large", fileName);

  const contentHash = createHash("sha256").update(input).digest("hex");
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its height.
  const uprightWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
  const widths = IMAGE_WIDTHS.filter((width) => width <= uprightWidth);
  // A picture narrower than the smallest width is kept at its own size, never enlarged.
  const targetWidths: number[] = widths.length ? [...widths] : [uprightWidth];

  // Reused outputs come without a preview: the media route makes it on its first request.
  const reused = await reuseEncodedOutputs(contentHash, targetWidths);
  const { outputs, preview } = reused
    ? { outputs: reused, preview: null }
    : await imageEncodes.run(() => encodeOutputs(input, targetWidths, fileName), fileName);
  const largest = outputs[outputs.length - 1]!;
  const key = `${BUCKET}/${randomBytes(16).toString("hex")}`;
  const storage = getStorage();
  try {
    for (const output of outputs) await storage.put(`${key}/${output.width}.webp`, output.body, "image/webp");
    if (preview) await storage.put(previewKey(key), preview, "image/jpeg");
    await insertMediaFile({
      key,
      bucket: BUCKET,
      ownerId: options.ownerId,
      width: largest.width,
      height: largest.height,
      widths: targetWidths,
      contentHash,
      // Every stored file of the picture, its preview JPEG included.
      bytes: outputs.reduce((total, output) => total + output.body.length, preview?.length ?? 0),
    });
  } catch (error) {
    // No orphan: whatever was written for this key goes (best effort, the original error wins).
    await storage.delete(key).catch(() => {});
    throw new MediaError("upload_failed", fileName, { cause: error });
  }
  return { key, widths: targetWidths, width: largest.width, height: largest.height };
}

type EncodedOutput = { width: number; height: number; body: Buffer };

async function encodeOutputs(
  input: Buffer,
  widths: number[],
  fileName?: string,
): Promise<{ outputs: EncodedOutput[]; preview: Buffer }> {
  // limitInputPixels again: the header could lie about the size of what follows.
  // rotate() applies the EXIF orientation; without withMetadata() sharp writes no EXIF,
  // GPS, XMP or comment into the output.
  const decoded = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  try {
    const outputs = await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await decoded
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, body: data };
      }),
    );
    return { outputs, preview: await renderPreviewJpeg(decoded) };
  } catch (error) {
    throw new MediaError("unreadable_image", fileName, { cause: error });
  }
}

/**
 * The same bytes were already processed (a photo uploaded twice, the demo's shared
 * pictures): copy the stored WebP files instead of encoding again. Encoding is a pure
 * function of the bytes, so the copy is identical. Any missing file falls back to encoding.
 */
async function reuseEncodedOutputs(contentHash: string, widths: number[]): Promise<EncodedOutput[] | null> {
  const existing = await findMediaFileByHash(contentHash);
  if (!existing || existing.widths.join() !== widths.join()) return null;
  return readOutputs(getStorage(), existing.key, widths, existing.width, existing.height);
}

async function readOutputs(storage: Storage, key: string, widths: number[], width: number, height: number) {
  const outputs: EncodedOutput[] = [];
  for (const each of widths) {
    const stored = await storage.get(`${key}/${each}.webp`).catch(() => null);
    if (!stored) return null;
    outputs.push({ width: each, height: Math.round((height * each) / width), body: stored.body });
  }
  return outputs;
}
