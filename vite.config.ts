import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app (server/app.ts), which mounts the
  // React Router request handler; see docs/ARCHITECTURE.md.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
}));
