// The process's storage: an S3-compatible store when S3_* are set, else local disk under
// DATA_DIR/media; tests may replace it.
import path from "node:path";
import { getEnv } from "#server/env.server";
import { LocalDiskStorage } from "./local-disk-storage.server";
import { getS3Config } from "./s3-config.server";
import { S3Storage } from "./s3-storage.server";
import type { Storage } from "./storage.server";

let override: Storage | undefined;

let cached: { root: string; storage: Storage } | undefined;

let s3: Storage | undefined;

/** The process's storage: S3 when configured, else local disk under DATA_DIR/media. */
export function getStorage(): Storage {
  if (override) return override;
  const s3Config = getS3Config();
  if (s3Config) return (s3 ??= new S3Storage(s3Config));
  // Keyed by the directory so that tests switching DATA_DIR (setEnv) get a fresh one.
  const root = path.join(getEnv().dataDir, "media");
  if (cached?.root !== root) cached = { root, storage: new LocalDiskStorage(root) };
  return cached.storage;
}

/** Tests (a failing store) and later an S3 client replace the storage here. */
export function setStorage(storage: Storage | undefined) {
  override = storage;
}
