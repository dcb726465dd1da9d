// The one Node process: static files, then the app (server/app.ts, built by Vite with the
// React Router handler inside). `node server.js --dev` serves from Vite with hot reload.
import compression from "compression";
import express from "express";

const development = process.argv.includes("--dev");
const buildDirectory = process.env.BUILD_DIR ?? "build";
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
app.use(compression());

let boot;
if (development) {
  const vite = await import("vite").then((module) =>
    module.createServer({ server: { middlewareMode: true } }),
  );
  app.use(vite.middlewares);
  const appModule = await vite.ssrLoadModule("./server/app.ts");
  boot = appModule.boot;
  app.use(async (request, response, next) => {
    try {
      const fresh = await vite.ssrLoadModule("./server/app.ts");
      return fresh.requestHandler(request, response, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // Fingerprinted build files never change: cache them for a year.
  app.use("/assets", express.static(`${buildDirectory}/client/assets`, { immutable: true, maxAge: "1y" }));
  app.use(express.static(`${buildDirectory}/client`, { maxAge: "1h" }));
  const appModule = await import(new URL(`${buildDirectory}/server/index.js`, `file://${process.cwd()}/`).href);
  boot = appModule.boot;
  app.use(appModule.requestHandler);
}

try {
  const { port, onListening } = await boot();
  const server = app.listen(port, () => onListening(server));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
