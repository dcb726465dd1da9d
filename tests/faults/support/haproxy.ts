// An HAProxy of the test's own in front of app processes, configured as docs/DEPLOY.md
// ("Health checks") says: round robin, no stickiness, `option httpchk GET /readyz` (an
// HTTP/1.0 check without Host), `inter 1s fall 2 rise 2`, `retry-on conn-failure
// empty-response`. A free port, its configuration in a temporary directory; installed when
// missing with the project's script (a Debian package). Each answer says which server
// gave it (X-Served-By), and a stats page tells whether each server is UP.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopChild } from "#tests/faults/support/child-exit";
import { commandPath, ensureDebianPackage } from "#tests/faults/support/debian-package";
import { freePort } from "#tests/support/start-server";

export const SERVED_BY_HEADER = "x-served-by";

export type HaProxy = {
  /** http://127.0.0.1:<port>: where visitors go (the site's PUBLIC_URL). */
  url: string;
  /** The servers' names, in order of the ports given: web1, web2… */
  names: string[];
  /** Each server's state as HAProxy sees it: UP, DOWN, "UP 1/2"… */
  states: () => Promise<Record<string, string>>;
  /** Resolves once every listed server (all by default) is UP, or rejects after timeoutMs. */
  waitUntilUp: (names?: string[], timeoutMs?: number) => Promise<void>;
  log: () => string;
  stop: () => Promise<void>;
};

export async function startHaProxy(backendPorts: number[]): Promise<HaProxy> {
  ensureDebianPackage("haproxy", "haproxy");
  const port = await freePort();
  const statsPort = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "benin-haproxy-"));
  const configFile = path.join(directory, "haproxy.cfg");
  const names = backendPorts.map((_, index) => `web${index + 1}`);
  fs.writeFileSync(
    configFile,
    [
      "global",
      "  maxconn 2000",
      "defaults",
      "  mode http",
      "  timeout connect 2s",
      "  timeout client 60s",
      "  timeout server 60s",
      "  timeout http-request 10s",
      "frontend site",
      `  bind 127.0.0.1:${port}`,
      "  option forwardfor",
      "  default_backend benin_voyages",
      // The backend exactly as docs/DEPLOY.md gives it.
      "backend benin_voyages",
      "  balance roundrobin",
      "  option httpchk GET /readyz",
      "  http-check expect status 200",
      "  default-server inter 1s fall 2 rise 2",
      "  retry-on conn-failure empty-response",
      `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
      ...backendPorts.map((backendPort, index) => `  server ${names[index]} 127.0.0.1:${backendPort} check`),
      "listen stats",
      `  bind 127.0.0.1:${statsPort}`,
      "  stats enable",
      "  stats uri /stats",
      "",
    ].join("\n"),
  );
  const binary = commandPath("haproxy");
  execFileSync(binary, ["-c", "-q", "-f", configFile]);
  // -db: in the foreground, the process this test owns.
  const child = spawn(binary, ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...lines] = csv.trim().split("\n");
    const columns = header!.replace(/^# /, "").split(",");
    const nameColumn = columns.indexOf("svname");
    const statusColumn = columns.indexOf("status");
    const proxyColumn = columns.indexOf("pxname");
    const found: Record<string, string> = {};
    for (const line of lines) {
      const cells = line.split(",");
      if (cells[proxyColumn] === "benin_voyages" && names.includes(cells[nameColumn]!))
        found[cells[nameColumn]!] = cells[statusColumn]!;
    }
    return found;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy s'est arrêté au démarrage:\n${output}`);
    try {
      await states();
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`HAProxy ne répond pas (${(error as Error).message}):\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    names,
    states,
    waitUntilUp: async (wanted = names, timeoutMs = 20_000) => {
      const until = Date.now() + timeoutMs;
      let last: Record<string, string> = {};
      while (Date.now() < until) {
        last = await states();
        if (wanted.every((name) => last[name] === "UP")) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`HAProxy: ${wanted.join(", ")} pas tous UP après ${timeoutMs} ms (${JSON.stringify(last)})`);
    },
    log: () => output,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
