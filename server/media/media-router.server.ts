// Serves stored pictures: GET /media/properties/<id>/<width>.webp, and the link preview's
// JPEG /media/properties/<id>/preview.jpg (made on its first request for a picture stored
// before previews existed). The key is random and the content never changes, so browsers
// and CDNs may keep it for a year.
import express from "express";
import { getStorage } from "#server/integrations/storage/current-storage.server";
import { imageEncodes } from "./image-pipeline.server";
import { MediaError } from "./media-error.server";
import { makePreviewFromStored } from "./preview-image.server";

// Strict: the id the pipeline generates (hex) and a width of 1 to 4 digits. Nothing
// else reaches the storage, so '..', encoded slashes or odd names are simply not found.
const MEDIA_PATH = /^\/media\/properties\/([a-z0-9]{16,64})\/([1-9][0-9]{0,3})\.webp$/;
const PREVIEW_PATH = /^\/media\/properties\/([a-z0-9]{16,64})\/preview\.jpg$/;

export function mediaRouter() {
  const router = express.Router();
  router.get(/^\/media\//, async (request, response, next) => {
    const preview = PREVIEW_PATH.exec(request.path);
    if (preview) return servePreview(`properties/${preview[1]}`, request, response).catch(next);
    const match = MEDIA_PATH.exec(request.path);
    if (!match) return notFound(response);
    try {
      const stored = await getStorage().get(`properties/${match[1]}/${match[2]}.webp`);
      if (!stored) return notFound(response);
      response.set({
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Type": "image/webp",
        ETag: stored.etag,
        "X-Content-Type-Options": "nosniff",
      });
      if (request.fresh) return response.status(304).end();
      response.status(200).send(stored.body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

async function servePreview(key: string, request: express.Request, response: express.Response) {
  const storage = getStorage();
  const stored = await storage.get(`${key}/preview.jpg`);
  // At most a few encodes at once (the upload slots): a burst of crawlers waits its turn.
  let body = stored?.body ?? null;
  if (!body) {
    try {
      body = await imageEncodes.run(() => makePreviewFromStored(storage, key));
    } catch (error) {
      if (!(error instanceof MediaError) || error.code !== "busy") throw error;
      return response.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" }).end();
    }
  }
  if (!body) return notFound(response);
  response.set({
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Type": "image/jpeg",
    "X-Content-Type-Options": "nosniff",
    ...(stored ? { ETag: stored.etag } : {}),
  });
  if (stored && request.fresh) return response.status(304).end();
  response.status(200).send(body);
}

function notFound(response: express.Response) {
  // Short cache: a 404 for a picture being uploaded right now must not stick.
  response
    .status(404)
    .set({ "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" })
    .send("Image introuvable");
}
