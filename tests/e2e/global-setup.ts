import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "#tests/support/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its kept e-mails are under mail/ (no SMTP in the journeys). */
    dataDir: string;
    /**
     * A copy of a DATA_DIR just after the demo was loaded, its server stopped: a journey on
     * a server of its own (support/own-demo-server.ts) starts from a copy of it instead of
     * loading the demo again.
     */
    demoTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The demo is loaded by a first start, kept as a template once the server has stopped,
  // then the journeys' shared server starts again on the same data.
  const first = await startServer({ readyTimeoutMs: 240_000 });
  await first.stop();
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "benin-demo-template-"));
  fs.cpSync(first.dataDir, template, { recursive: true });
  const server = await startServer({ dataDir: first.dataDir });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("demoTemplateDir", template);
  return async () => {
    await server.stop();
    fs.rmSync(template, { recursive: true, force: true });
  };
}
