// How a stored picture is addressed. The pipeline writes each picture in several widths
// of WebP under '<key>/<width>.webp' (key = 'properties/<random id>'); the server serves
// them at /media/<key>/<width>.webp with long immutable cache headers.
export type ImageRef = {
  key: string;
  /** Widths available, ascending. */
  widths: number[];
  /** Intrinsic size of the largest width (for aspect ratio, no layout shift). */
  width: number;
  height: number;
};

export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export function imageUrl(image: ImageRef, width: number): string {
  const chosen = image.widths.find((candidate) => candidate >= width) ?? image.widths[image.widths.length - 1];
  return `/media/${image.key}/${chosen}.webp`;
}

export function imageSrcSet(image: ImageRef): string {
  return image.widths.map((width) => `/media/${image.key}/${width}.webp ${width}w`).join(", ");
}

/** The link preview's JPEG rendition (server/media/preview-image.server.ts): og:image, never a page's <img>. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

export function previewImageUrl(image: Pick<ImageRef, "key">): string {
  return `/media/${image.key}/preview.jpg`;
}
