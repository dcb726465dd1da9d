// After `react-router build`: bundles the service worker (app/offline/service-worker.ts)
// into one classic script, build/client/sw.js, carrying the build's id. A new build's
// files have new names, hence a new id, hence a new sw.js: browsers install it at the next
// visit and it drops the previous build's shell (docs/decisions/029).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";

const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const assets = fs
  .readdirSync(path.join(client, "assets"))
  .filter((name) => !/\.(?:br|gz)$/.test(name))
  .sort();
const buildId = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);

await build({
  configFile: false,
  logLevel: "warn",
  define: { BUILD_ID: JSON.stringify(buildId) },
  build: {
    outDir: client,
    emptyOutDir: false,
    copyPublicDir: false,
    target: "es2020",
    lib: {
      entry: path.resolve("app/offline/service-worker.ts"),
      formats: ["iife"],
      name: "serviceWorker",
      fileName: () => "sw.js",
    },
  },
});
const size = fs.statSync(path.join(client, "sw.js")).size;
console.log(`[build] service worker build/client/sw.js (${(size / 1024).toFixed(1)} Ko, build ${buildId})`);
