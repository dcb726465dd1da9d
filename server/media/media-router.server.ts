// Serves stored pictures: GET /media/properties/<id>/<width>.webp. The key is random and
// the content never changes, so browsers and CDNs may keep it for a year.
import express from "express";
import { getStorage } from "#server/integrations/storage/current-storage.server";

// Strict: the id the pipeline generates (hex) and a width of 1 to 4 digits. Nothing
// else reaches the storage, so '..', encoded slashes or odd names are simply not found.
const MEDIA_PATH = /^\/media\/properties\/([a-z0-9]{16,64})\/([1-9][0-9]{0,3})\.webp$/;

export function mediaRouter() {
  const router = express.Router();
  router.get(/^\/media\//, async (request, response, next) => {
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

function notFound(response: express.Response) {
  // Short cache: a 404 for a picture being uploaded right now must not stick.
  response
    .status(404)
    .set({ "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" })
    .send("Image introuvable");
}
