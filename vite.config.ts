import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app (server/app.ts), which mounts the
  // React Router request handler; see docs/ARCHITECTURE.md.
  // The browser build: shared chunks of a few hundred bytes each cost a request (and its
  // headers) on a slow mobile link; Rollup folds chunks under 1.5 KB into their importers.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : { rollupOptions: { output: { experimentalMinChunkSize: 1_500 } } },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
}));
