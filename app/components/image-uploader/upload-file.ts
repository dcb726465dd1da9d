// Sends one picture to POST /api/uploads with XMLHttpRequest: fetch() cannot report
// upload progress, and a real progress bar matters on a slow mobile connection.
import type { ImageRef } from "#common/media";
import type { MediaTexts } from "#common/texts/media";

export type UploadOutcome =
  { ok: true; image: ImageRef } | { ok: false; error: { title: string; description?: string } };

export type UploadHandle = { done: Promise<UploadOutcome>; abort: () => void };

/** `media`: the upload texts in the page's language (for a failure the server could not word). */
export function uploadFile(file: File, onProgress: (fraction: number) => void, media: MediaTexts): UploadHandle {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    const failed = () =>
      resolve({
        ok: false,
        error: { title: media.uploadFailed.title, description: media.uploadFailed.description(file.name) },
      });
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: { image?: ImageRef; error?: { title: string; description?: string } } | null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body?.image) resolve({ ok: true, image: body.image });
      else if (body?.error?.title) resolve({ ok: false, error: body.error });
      else failed();
    });
    request.addEventListener("error", failed);
    request.addEventListener("abort", failed);
  });
  const body = new FormData();
  body.append("file", file, file.name);
  request.open("POST", "/api/uploads");
  request.setRequestHeader("Accept", "application/json");
  request.send(body);
  return { done, abort: () => request.abort() };
}
