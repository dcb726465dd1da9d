// Recognises a picture by its first bytes (magic numbers), never by its name or the type
// the browser declared: a PHP script renamed 'photo.jpg' is still a PHP script.
export type ImageFormat = "jpeg" | "png" | "webp" | "gif";

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((value, index) => bytes[offset + index] === value);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}
