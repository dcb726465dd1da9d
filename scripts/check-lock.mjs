#!/usr/bin/env node
// The lock file installs everywhere: `npm ci` accepts it (package.json and the lock in step),
// and every native package lists the builds of each platform a developer may run
// (Linux x64/arm64 glibc and musl, macOS x64/arm64, Windows x64). npm does not add an
// optional package missing from a lock file, so a lock written on Linux alone breaks the
// build on a Mac. Run by `.ci/run` and `npm run validate`; `--offline` skips `npm ci`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const problems = [];

const installed = new Set(Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, "")));
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const optional of Object.keys(entry.optionalDependencies ?? {})) {
    if (!installed.has(optional)) problems.push(`${path || "package.json"} ${entry.version ?? ""}: ${optional} absent`);
  }
}

// The platforms the README's commands must work on, and one native package that tells.
const REQUIRED = [
  "linux-x64-gnu",
  "linux-arm64-gnu",
  "linux-x64-musl",
  "linux-arm64-musl",
  "darwin-x64",
  "darwin-arm64",
  "win32-x64-msvc",
];
for (const platform of REQUIRED) {
  if (!installed.has(`@rollup/rollup-${platform}`)) problems.push(`@rollup/rollup-${platform} absent`);
}

if (!process.argv.includes("--offline")) {
  try {
    execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], { stdio: "pipe" });
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
    const reasons = output.split("\n").filter((line) => /Missing|Invalid|in sync|ERESOLVE/.test(line));
    problems.push(`npm ci refuses the lock:\n  ${reasons.slice(0, 10).join("\n  ") || output.slice(0, 800)}`);
  }
}

if (problems.length > 0) {
  console.error(
    `package-lock.json out of step (see docs/decisions/006-lock-file-for-every-platform.md):\n- ${problems.join("\n- ")}`,
  );
  process.exit(1);
}
console.log("package-lock.json: in step with package.json, every platform's native builds listed");
