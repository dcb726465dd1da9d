import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { EntryContext } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { getEnv, setEnv } from "#server/env.server";
import { inlineStylesheets } from "./inline-css.server";

const buildDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
fs.mkdirSync(path.join(buildDirectory, "client/assets"), { recursive: true });
fs.writeFileSync(path.join(buildDirectory, "client/assets/root-abc.css"), "body{margin:0}");
const previous = getEnv();
setEnv({ ...previous, BUILD_DIR: buildDirectory });
afterAll(() => {
  setEnv(previous);
  fs.rmSync(buildDirectory, { recursive: true, force: true });
});

let version = 0;
function manifest(routes: Record<string, { css?: string[] }>) {
  version += 1;
  return {
    version: `v${version}`,
    routes: Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, ...route }])),
  } as unknown as EntryContext["manifest"];
}

describe("inlined stylesheet", () => {
  it("gives the root route's built stylesheet with its text", () => {
    expect(
      inlineStylesheets(manifest({ root: { css: ["/assets/root-abc.css"] }, "routes/home": { css: [] } })),
    ).toEqual([{ href: "/assets/root-abc.css", css: "body{margin:0}" }]);
  });

  it("still inlines when other routes list only the root's stylesheet (React Router 8's manifest)", () => {
    expect(
      inlineStylesheets(
        manifest({ root: { css: ["/assets/root-abc.css"] }, "routes/home": { css: ["/assets/root-abc.css"] } }),
      ),
    ).toEqual([{ href: "/assets/root-abc.css", css: "body{margin:0}" }]);
  });

  it("inlines a stylesheet a dynamic import also uses (React Router marks its address with '#')", () => {
    expect(
      inlineStylesheets(
        manifest({ root: { css: ["/assets/root-abc.css#"] }, "routes/home": { css: ["/assets/root-abc.css#"] } }),
      ),
    ).toEqual([{ href: "/assets/root-abc.css#", css: "body{margin:0}" }]);
  });

  it("falls back to links when another route has its own stylesheet (client navigation needs the link)", () => {
    expect(
      inlineStylesheets(
        manifest({ root: { css: ["/assets/root-abc.css"] }, "routes/map": { css: ["/assets/map.css"] } }),
      ),
    ).toBeNull();
  });

  it("falls back to links when the file is not in the build, or in development (no stylesheet listed)", () => {
    expect(inlineStylesheets(manifest({ root: { css: ["/assets/missing.css"] } }))).toBeNull();
    expect(inlineStylesheets(manifest({ root: {} }))).toBeNull();
  });
});
