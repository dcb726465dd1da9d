// What each kilobyte of the browser's JavaScript buys (docs/decisions/038): builds the
// client with source maps into build-composition/ (BUILD_SOURCEMAP=1, read by
// vite.config.ts), then prints each chunk's Brotli size and, inside it, the share of each
// source file (node_modules packages grouped), the chunk's Brotli size split in proportion
// to the minified bytes each source produced. `node scripts/js-composition.mjs [chunk…]`;
// `--no-build` reads the last build-composition/ again.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { TraceMap, eachMapping } from "@jridgewell/trace-mapping";

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith("--"));
const directory = path.resolve(process.env.BUILD_DIR ?? "build-composition");
if (!args.includes("--no-build")) {
  execFileSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: directory, BUILD_SOURCEMAP: "1" },
  });
}
const assets = path.join(directory, "client/assets");
const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

/** A source's name: the npm package for node_modules, else the path in the project. */
function owner(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/[^/]+\/)?(.*)$/.exec(source);
  if (inPackage) return `${inPackage[1]} ${inPackage[2]}`;
  return source.replace(/^(\.\.\/)+/, "");
}

const chunks = fs
  .readdirSync(assets)
  .filter((name) => name.endsWith(".js") && (only.length === 0 || only.some((part) => name.includes(part))))
  .map((name) => {
    const code = fs.readFileSync(path.join(assets, name), "utf8");
    const lines = code.split("\n");
    const bytesBySource = new Map();
    const mapFile = path.join(assets, `${name}.map`);
    if (fs.existsSync(mapFile)) {
      const map = new TraceMap(fs.readFileSync(mapFile, "utf8"));
      // Each mapped segment owns the bytes up to the next segment on its line.
      let previous;
      const close = (line, column) => {
        if (!previous) return;
        const end = previous.line === line ? column : lines[previous.line].length;
        const key = owner(previous.source ?? "(unmapped)");
        bytesBySource.set(key, (bytesBySource.get(key) ?? 0) + (end - previous.column));
      };
      eachMapping(map, (mapping) => {
        const line = mapping.generatedLine - 1;
        close(line, mapping.generatedColumn);
        previous = { line, column: mapping.generatedColumn, source: mapping.source };
      });
      close(-1, 0);
    }
    return { name, raw: Buffer.byteLength(code), compressed: brotli(code), bytesBySource };
  })
  .sort((a, b) => b.compressed - a.compressed);

for (const chunk of chunks) {
  console.log(`${kb(chunk.compressed)} KB br  ${chunk.name} (${kb(chunk.raw)} KB minified)`);
  const total = [...chunk.bytesBySource.values()].reduce((sum, bytes) => sum + bytes, 0);
  const rows = [...chunk.bytesBySource].sort((a, b) => b[1] - a[1]).slice(0, only.length > 0 ? 60 : 8);
  for (const [source, bytes] of rows) {
    console.log(`        ${kb((chunk.compressed * bytes) / total)} KB  ${source}`);
  }
}
