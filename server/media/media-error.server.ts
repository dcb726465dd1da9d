// Why a picture was refused, as a typed code; each code has its French title and
// description (common/texts/fr/media.ts, the spec's upload toasts) so routes can show them as is.
import { media as messages } from "#common/texts/fr/media";

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
  | "upload_failed";

export class MediaError extends Error {
  readonly title: string;
  readonly description: string;

  constructor(
    readonly code: MediaErrorCode,
    readonly fileName: string = messages.defaultFileName,
    options?: { cause?: unknown },
  ) {
    const { title, description } = describeMediaError(code, fileName);
    super(`${title}: ${description}`, options);
    this.name = "MediaError";
    this.title = title;
    this.description = description;
  }
}

export function describeMediaError(code: MediaErrorCode, fileName: string) {
  switch (code) {
    case "file_too_large":
      return { title: messages.fileTooLarge.title, description: messages.fileTooLarge.description(fileName) };
    case "image_too_large":
      return { title: messages.imageTooLarge.title, description: messages.imageTooLarge.description(fileName) };
    case "unsupported_format":
      return messages.unsupportedFormat;
    case "unreadable_image":
      return { title: messages.unreadableImage.title, description: messages.unreadableImage.description(fileName) };
    case "upload_failed":
      return { title: messages.uploadFailed.title, description: messages.uploadFailed.description(fileName) };
  }
}
