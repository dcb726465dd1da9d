// Reads one uploaded picture from a multipart request without ever holding more than a
// little over 5 MB in memory: a bigger body is refused as soon as it passes the limit.
import { MAX_IMAGE_BYTES } from "../media/image-pipeline.server";
import { MediaError } from "../media/media-error.server";

/** Room for the multipart envelope (boundaries, headers) around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export type UploadedFile = { bytes: Buffer; fileName: string | undefined };

export class NoFileError extends Error {}

export async function readUploadedFile(request: Request): Promise<UploadedFile> {
  const limit = MAX_IMAGE_BYTES + ENVELOPE_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new MediaError("file_too_large", await fileNameFromPrefix(request));
  const body = await readLimited(request, limit);
  if (!body.ok) throw new MediaError("file_too_large", fileNameIn(body.prefix));
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new NoFileError();
  }
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0) throw new NoFileError();
  return { bytes: Buffer.from(await file.arrayBuffer()), fileName: cleanName(file.name) };
}

async function readLimited(request: Request, limit: number) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!request.body) return { ok: true as const, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    chunks.push(value);
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return { ok: false as const, prefix: Buffer.concat(chunks.slice(0, 4)).subarray(0, 4096) };
    }
  }
  return { ok: true as const, bytes: Buffer.concat(chunks) };
}

async function fileNameFromPrefix(request: Request) {
  const reader = request.body?.getReader();
  if (!reader) return undefined;
  const { value } = await reader.read().catch(() => ({ value: undefined }));
  await reader.cancel().catch(() => {});
  return value ? fileNameIn(Buffer.from(value).subarray(0, 4096)) : undefined;
}

/** The file name in a multipart part header, for the error message only. */
function fileNameIn(prefix: Buffer): string | undefined {
  const match = /filename="([^"\r\n]{1,200})"/.exec(prefix.toString("utf8"));
  return match ? cleanName(match[1]!) : undefined;
}

function cleanName(name: string): string | undefined {
  // The name is only shown back in a message: keep it short and printable.
  const cleaned = name.replace(/[\u0000-\u001f\u007f<>]/g, "").slice(0, 120).trim();
  return cleaned || undefined;
}
