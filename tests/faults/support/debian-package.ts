// Tools the fault tests and benchmarks run (HAProxy, PgBouncer) come from Debian packages,
// installed when missing by the project's own script, as CI does for chromium.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export function ensureDebianPackage(command: string, ...packages: string[]) {
  execFileSync("bash", ["scripts/ensure-debian-package.sh", command, ...packages], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    stdio: "inherit",
  });
}

/** The command's full path: daemons live in /usr/sbin, not always on a user's PATH. */
export function commandPath(name: string) {
  for (const directory of ["/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin"]) {
    const candidate = path.join(directory, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return name;
}
