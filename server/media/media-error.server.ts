// Why a picture was refused, as a typed code; each code has its title and description in
// every language (common/texts/<lang>/media.ts, the upload toasts), chosen by the route.
import type { Lang } from "#common/i18n";
import { mediaTexts } from "#common/texts/media";
import { IMAGE_LIMITS } from "#server/security/limits.server";

export type MediaErrorCode =
  /** More than 5 MB of bytes. */
  | "file_too_large"
  /** More pixels than we accept to decode (a decompression bomb, or a giant scan). */
  | "image_too_large"
  /** The bytes are not a JPEG, PNG, WebP or GIF, whatever the name or declared type says. */
  | "unsupported_format"
  /** The right kind of file, but damaged (truncated, corrupt). */
  | "unreadable_image"
  /** Our side failed (storage or database): the user may retry. */
  | "upload_failed"
  /** Too many pictures already wait to be encoded in this process: retry in a moment. */
  | "busy";

export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    /** The name the person gave the file, when known. */
    readonly fileName?: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}${fileName ? ` (${fileName})` : ""}`, options);
    this.name = "MediaError";
  }
}

/** The refusal's title and description for a reader of `lang`. */
export function describeMediaError(code: MediaErrorCode, fileName: string | undefined, lang: Lang) {
  const messages = mediaTexts[lang];
  fileName ||= messages.defaultFileName;
  switch (code) {
    case "file_too_large":
      return { title: messages.fileTooLarge.title, description: messages.fileTooLarge.description(fileName) };
    case "image_too_large":
      return {
        title: messages.imageTooLarge.title,
        description: messages.imageTooLarge.description(fileName, IMAGE_LIMITS.maxPixels / 1_000_000),
      };
    case "unsupported_format":
      return messages.unsupportedFormat;
    case "unreadable_image":
      return { title: messages.unreadableImage.title, description: messages.unreadableImage.description(fileName) };
    case "upload_failed":
      return { title: messages.uploadFailed.title, description: messages.uploadFailed.description(fileName) };
    case "busy":
      return { title: messages.busy.title, description: messages.busy.description(fileName) };
  }
}
