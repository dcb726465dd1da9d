import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets several builds live side by side (tests, benchmarks); default build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest ships with the first page (a cached ~1 KB compressed file):
  // lazy discovery could drop a navigation done in code to a route not linked from the
  // page (the booking form's navigate("/payment")).
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviours, adopted now (docs/decisions/007-react-router-v8-flags.md).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
