// What every permission suite starts with: its own database, the production bundle served
// over HTTP on it, pictures stored in a temporary folder, and the five actors with their data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startAppServer } from "#tests/support/app-server";
import { useTestDatabase } from "#tests/support/test-database";
import { createWorld } from "./actors";
import type { MatrixContext } from "./matrix";

/** Call at the top level of a test file; the context is ready inside tests. */
export async function useMatrixWorld(prefix: string): Promise<() => MatrixContext> {
  // The bundle stores pictures under DATA_DIR/media: never the developer's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `permissions-${prefix}-`));
  process.env.DATA_DIR = dataDir;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await useTestDatabase();
  // Started at the file's top level, not in a hook: the afterAll that closes it then belongs
  // to the file (one registered from inside a beforeAll would be dropped, and the server
  // would outlive the file in its worker).
  const app = await startAppServer();
  // The site's address is the test server's own: FedaPay's stand-in (and its webhook) is
  // reached there. Read by the bundle at its first request, which has not happened yet.
  process.env.PUBLIC_URL = app.baseUrl;
  let context: MatrixContext | undefined;
  beforeAll(async () => {
    context = { app, world: await createWorld(prefix) };
  });
  return () => {
    if (!context) throw new Error("le monde des permissions n'est pas prêt");
    return context;
  };
}
