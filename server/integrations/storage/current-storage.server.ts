// The process's storage: local disk under DATA_DIR/media unless replaced (tests, S3).
import path from "node:path";
import { getEnv } from "../../env.server";
import { LocalDiskStorage } from "./local-disk-storage.server";
import type { Storage } from "./storage.server";

let override: Storage | undefined;

let cached: { root: string; storage: Storage } | undefined;

/** The process's storage: local disk under DATA_DIR/media unless replaced. */
export function getStorage(): Storage {
  if (override) return override;
  // Keyed by the directory so that tests switching DATA_DIR (setEnv) get a fresh one.
  const root = path.join(getEnv().dataDir, "media");
  if (cached?.root !== root) cached = { root, storage: new LocalDiskStorage(root) };
  return cached.storage;
}

/** Tests (a failing store) and later an S3 client replace the storage here. */
export function setStorage(storage: Storage | undefined) {
  override = storage;
}
