// After `react-router build`: writes a Brotli (quality 11) and a gzip (level 9) copy of
// every fingerprinted script and stylesheet, served by server.js instead of compressing on
// the fly at a lower level. Our users pay for every byte.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const directory = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
let saved = 0;
for (const name of fs.readdirSync(directory)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(directory, name);
  const source = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(source, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  saved += source.length - brotli.length;
}
console.log(`[build] ressources précompressées (${Math.round(saved / 1024)} Ko économisés en Brotli)`);
