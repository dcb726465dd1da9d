// Reads one uploaded picture from a multipart request without ever holding more than a
// little over 5 MB in memory: a bigger body is refused as soon as it passes the limit.
import { MAX_IMAGE_BYTES } from "#server/media/image-pipeline.server";
import { MediaError } from "#server/media/media-error.server";

/** Room for the multipart envelope (boundaries, headers) around the file. */
const ENVELOPE_BYTES = 64 * 1024;
/**
 * Past the limit, the rest of a body is still read (and dropped, never kept) up to this
 * much: the browser is still sending, and a connection cut under it reaches the person as
 * a network failure instead of our 'Fichier trop volumineux'. Beyond it, the connection
 * is cut.
 */
const DRAIN_BYTES = 20 * 1024 * 1024;

export type UploadedFile = { bytes: Buffer; fileName: string | undefined };

export class NoFileError extends Error {}

/** Several files in one request: the uploader sends one picture per request. */
export class SeveralFilesError extends Error {}

export async function readUploadedFile(request: Request): Promise<UploadedFile> {
  const limit = MAX_IMAGE_BYTES + ENVELOPE_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new MediaError("file_too_large", await fileNameFromPrefix(request, declared));
  const body = await readLimited(request, limit);
  if (!body.ok) throw new MediaError("file_too_large", fileNameIn(body.prefix));
  let form: FormData;
  try {
    form = await new Response(body.bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new NoFileError();
  }
  // One picture per request (each gets its own progress and its own error in the form):
  // a request with several is not our uploader's, and none of them is kept.
  const files = form.getAll("file");
  if (files.length > 1) throw new SeveralFilesError();
  const file = files[0];
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
      const prefix = Buffer.concat(chunks.slice(0, 4)).subarray(0, 4096);
      chunks.length = 0;
      await discardRest(reader, total);
      return { ok: false as const, prefix };
    }
  }
  return { ok: true as const, bytes: Buffer.concat(chunks) };
}

async function fileNameFromPrefix(request: Request, declared: number) {
  const reader = request.body?.getReader();
  if (!reader) return undefined;
  const { value } = await reader.read().catch(() => ({ value: undefined }));
  // A body declared far too big is not waited for.
  if (declared > DRAIN_BYTES) await reader.cancel().catch(() => {});
  else await discardRest(reader, value?.byteLength ?? 0);
  return value ? fileNameIn(Buffer.from(value).subarray(0, 4096)) : undefined;
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let total = alreadyRead;
  try {
    while (total <= DRAIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
  } catch {
    return; // the client went away: nothing left to answer
  }
  await reader.cancel().catch(() => {});
}

/** The file name in a multipart part header, for the error message only. */
function fileNameIn(prefix: Buffer): string | undefined {
  const match = /filename="([^"\r\n]{1,200})"/.exec(prefix.toString("utf8"));
  return match ? cleanName(match[1]!) : undefined;
}

// The name is only shown back in a message: keep it short and printable, without the
// direction overrides that make 'photo\u202egpj.exe' read as 'photoexe.jpg'.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNPRINTABLE_IN_NAME = /[\u0000-\u001f\u007f-\u009f<>\u202a-\u202e\u2066-\u2069]/g;

function cleanName(name: string): string | undefined {
  const cleaned = name.replace(UNPRINTABLE_IN_NAME, "").slice(0, 120).trim();
  return cleaned || undefined;
}
