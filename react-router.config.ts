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
  // React Router 8: the behaviours of its five former v8_ flags are its defaults
  // (docs/decisions/007-react-router-v8-flags.md, 034-node-24-runtime.md).
} satisfies Config;
