// A journey that changes the demo for good (an account deleted) runs on a server of its
// own, so the other journeys keep the shared demo: a copy of the demo as its first start
// loaded it (tests/e2e/global-setup.ts), where the journey's own facts are read (and its
// extra rows written) before its server starts on that copy.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase } from "#server/db/client.server";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { launchChromium } from "./browser";
import { copyDataDir } from "./shared-server";

type Query = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export function useOwnDemoServer<Facts>(prepare: (query: Query) => Promise<Facts>) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let facts: Facts | undefined;
  beforeAll(async () => {
    // The demo as loaded by a first start (tests/e2e/global-setup.ts), copied.
    const dataDir = copyDataDir(inject("demoTemplateDir"));
    const handle = await openDatabase({ dataDir: `${dataDir}/pglite` });
    try {
      facts = await prepare((text, params) => handle.query(text, params));
    } finally {
      await handle.close();
    }
    server = await startServer({ dataDir, readyTimeoutMs: 120_000 });
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    facts: () => facts!,
    baseUrl: () => server!.baseUrl,
    async open(): Promise<Page> {
      const context = await browser!.newContext({
        viewport: { width: 1280, height: 900 },
        baseURL: server!.baseUrl,
        locale: "fr-FR",
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}
