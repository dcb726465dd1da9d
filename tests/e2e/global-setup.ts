import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "#tests/support/start-server";
import { copyDataDir, JOURNEY_WORKERS, type SharedServer } from "./support/shared-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** One demo server per worker (support/shared-server.ts picks the worker's own). */
    servers: SharedServer[];
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
  // then each worker's server starts on a copy of it (the first on the same data).
  const first = await startServer({ readyTimeoutMs: 240_000 });
  await first.stop();
  const template = copyDataDir(first.dataDir, "benin-demo-template-");
  const dataDirs = Array.from({ length: JOURNEY_WORKERS }, (_, index) =>
    index === 0 ? first.dataDir : copyDataDir(template),
  );
  const started = await Promise.allSettled(
    dataDirs.map((dataDir) => startServer({ dataDir, readyTimeoutMs: 120_000 })),
  );
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const removeAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const directory of [template, ...dataDirs]) fs.rmSync(directory, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await removeAll();
    throw failed.reason;
  }
  project.provide(
    "servers",
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  project.provide("demoTemplateDir", template);
  return removeAll;
}
