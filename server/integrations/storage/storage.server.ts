// Where stored files (pictures) live. The interface is the small subset an object store
// offers (put, get, delete by key or prefix), so an S3 implementation can replace the
// local disk without touching callers.

export type StoredObject = {
  body: Buffer;
  contentType: string;
  /** A strong validator for HTTP caching (S3 returns one; the disk computes one). */
  etag: string;
};

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object named key and every object under 'key/' (a no-op when none). */
  delete(keyOrPrefix: string): Promise<void>;
}

// Keys are 'bucket/id/name.ext' made of safe characters only: no '..', no absolute path,
// no backslash. Checked by every implementation before touching anything.
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split("/").some((segment) => segment === "." || segment === "..")) {
    throw new Error(`Clé de stockage invalide: ${JSON.stringify(key)}`);
  }
}
