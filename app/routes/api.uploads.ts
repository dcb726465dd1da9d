// POST /api/uploads: one picture per request (multipart field 'file'), for a host. The
// image pipeline checks the bytes, re-encodes and stores; the answer is the ImageRef the
// listing form keeps (its key is what the form submits). Errors carry the spec's French
// title and description.
import { data } from "react-router";
import { requestLang } from "#common/i18n";
import { hostingTexts } from "#common/texts/hosting";
import { mediaTexts } from "#common/texts/media";
import { requireRole } from "#server/accounts/guards.server";
import { NoFileError, readUploadedFile, SeveralFilesError } from "#server/hosting/upload-request.server";
import { processImage } from "#server/media/image-pipeline.server";
import { describeMediaError, MediaError } from "#server/media/media-error.server";
import { log } from "#server/observability/log.server";
import { takeAllowance } from "#server/security/limits.server";
import type { Route } from "./+types/api.uploads";

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, url }: Route.ActionArgs) {
  const hosting = hostingTexts[requestLang(url)];
  const media = mediaTexts[requestLang(url)];
  if (request.method !== "POST") return data(null, { status: 405, headers: { Allow: "POST" } });
  const user = await requireRole({ request, url }, "host");
  try {
    // Read first (bounded), so that the uploader gets this answer rather than a cut connection.
    const file = await readUploadedFile(request);
    // Per account only: other hosts behind the same address are not counted with this one.
    const allowance = await takeAllowance("upload", { account: user.id });
    if (!allowance.allowed) {
      return data(
        { error: media.tooManyUploads },
        { status: 429, headers: { "Retry-After": String(allowance.retryAfter) } },
      );
    }
    const image = await processImage(file.bytes, { ownerId: user.id, fileName: file.fileName });
    return data({ image }, { status: 201 });
  } catch (error) {
    if (error instanceof NoFileError) {
      return data({ error: { title: hosting.uploader.noFile } }, { status: 400 });
    }
    if (error instanceof SeveralFilesError) return data({ error: media.severalFiles }, { status: 400 });
    if (error instanceof MediaError) {
      const status =
        error.code === "file_too_large" || error.code === "image_too_large"
          ? 413
          : error.code === "upload_failed"
            ? 500
            : error.code === "unreadable_image"
              ? 422
              : error.code === "busy"
                ? 503
                : 415;
      if (error.code === "upload_failed") log("uploads").error({ err: error.cause }, "enregistrement impossible");
      const headers: HeadersInit = error.code === "busy" ? { "Retry-After": "5" } : {};
      return data({ error: describeMediaError(error.code, error.fileName, requestLang(url)) }, { status, headers });
    }
    throw error;
  }
}
