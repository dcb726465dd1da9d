// The real application (the production server bundle, as `npm start` serves it) running
// inside the test process on the test file's database, over real HTTP on a free port.
// The bundle finds the database through the process-wide handle (setDatabase), so a test
// can read and compare the tables directly before and after each request.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import { afterAll } from "vitest";
import { getEnv } from "#server/env.server";

export type AppServer = {
  /** Where the app listens (http://127.0.0.1:port). */
  baseUrl: string;
  /** The site's public address: browsers on our pages send it as Origin. */
  origin: string;
  /**
   * fetch against the app, never following redirects; unsafe methods carry the app's own
   * address as Origin unless given (React Router refuses a form post whose Origin is not
   * its Host, as a browser on the page would send).
   */
  request(pathname: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
};

const buildDirectory = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

/** Loads build/server/index.js (run `npm run build` first; `npm test` does) and serves it. */
export async function startAppServer(): Promise<AppServer> {
  const entry = path.join(buildDirectory, "server/index.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} est absent : lancez \`npm run build\` avant ces tests.`);
  // A worker runs many files (vitest.config.ts): each gets the bundle evaluated anew (its
  // settings, counters and caches as a fresh process has them), by an address of its own.
  // Its route chunks (build/server/assets) hold no state of their own and stay shared.
  const instance = `${pathToFileURL(entry).href}?instance=${randomUUID()}`;
  const bundle = (await import(instance)) as { requestHandler: express.Router };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(bundle.requestHandler);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("adresse inattendue");
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const origin = getEnv().publicUrl;
  return {
    baseUrl,
    origin,
    request(pathname, init = {}) {
      const { cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      const method = (rest.method ?? "GET").toUpperCase();
      if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", baseUrl);
      if (cookie) headers.set("cookie", cookie);
      return fetch(baseUrl + pathname, { ...rest, headers, redirect: "manual" });
    },
  };
}
