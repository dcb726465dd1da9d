// Files on the local disk, one file per key under a root directory.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type Storage, type StoredObject } from "./storage.server";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
};

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string) {
    assertSafeKey(key);
    const target = path.resolve(this.root, key);
    // Belt and braces on top of the key check: never leave the root.
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Clé hors du stockage: ${key}`);
    return target;
  }

  async put(key: string, body: Buffer, _contentType: string) {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file, even if the process dies.
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    const target = this.resolve(key);
    let body: Buffer;
    try {
      body = await fs.readFile(target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
      throw error;
    }
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    return { body, etag, contentType: CONTENT_TYPES[path.extname(target)] ?? "application/octet-stream" };
  }

  async delete(keyOrPrefix: string) {
    const target = this.resolve(keyOrPrefix);
    // rm with force ignores a missing path; recursive covers the 'key/' prefix case.
    await fs.rm(target, { recursive: true, force: true });
  }
}
