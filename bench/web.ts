// npm run bench:web — Lighthouse (default mobile throttling) on Debian's Chromium, three
// runs per page, median figures. Builds the app and serves it on a fresh demo database.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../tests/e2e/support/browser";
import { startServer } from "../tests/support/start-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { score: 95, lcpMs: 2000, bytes: 400 * 1024, jsBytes: 120 * 1024, cls: 0.05 };

type Figures = { score: number; lcpMs: number; tbtMs: number; cls: number; bytes: number; jsBytes: number };

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = result!.lhr;
  const audits = lhr.audits;
  const resourceItems = ((audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? []);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    bytes: audits["total-byte-weight"]?.numericValue ?? NaN,
    jsBytes: resourceItems.find((item) => item.resourceType === "script")?.transferSize ?? 0,
  };
}

async function main() {
  if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "ignore" });
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const listingPath = /\/property\/[0-9a-f-]{36}/.exec(sitemap)?.[0];
    const pages = ["/", "/search?destination=cotonou", "/accommodations", ...(listingPath ? [listingPath] : [])];
    const rows: (Figures & { page: string })[] = [];
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(server.baseUrl + page, chrome.port));
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      rows.push({ page, score: pick("score"), lcpMs: pick("lcpMs"), tbtMs: pick("tbtMs"), cls: pick("cls"), bytes: pick("bytes"), jsBytes: pick("jsBytes") });
    }
    console.log(`\nLighthouse mobile, médiane de ${RUNS} passes\n`);
    console.table(
      rows.map((row) => ({
        page: row.page.replace(/[0-9a-f-]{36}/, "{id}"),
        score: row.score,
        "LCP (s)": (row.lcpMs / 1000).toFixed(2),
        "TBT (ms)": Math.round(row.tbtMs),
        CLS: row.cls.toFixed(3),
        "transfert (KB)": (row.bytes / 1024).toFixed(1),
        "JS (KB)": (row.jsBytes / 1024).toFixed(1),
      })),
    );
    const misses = rows.flatMap((row) => [
      row.score < BUDGET.score ? `${row.page}: score ${row.score} < ${BUDGET.score}` : [],
      row.lcpMs > BUDGET.lcpMs ? `${row.page}: LCP ${(row.lcpMs / 1000).toFixed(2)} s > 2.0 s` : [],
      row.bytes > BUDGET.bytes ? `${row.page}: ${(row.bytes / 1024).toFixed(0)} KB > 400 KB` : [],
      row.jsBytes > BUDGET.jsBytes ? `${row.page}: JS ${(row.jsBytes / 1024).toFixed(0)} KB > 120 KB` : [],
      row.cls > BUDGET.cls ? `${row.page}: CLS ${row.cls.toFixed(3)} > 0.05` : [],
    ]).flat();
    console.log(misses.length ? `Budgets manqués:\n  ${misses.join("\n  ")}` : "Tous les budgets sont tenus.");
    const directory = path.resolve("bench/results");
    fs.mkdirSync(directory, { recursive: true });
    const file = path.join(directory, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    fs.writeFileSync(file, JSON.stringify({ runs: RUNS, budget: BUDGET, rows }, null, 2));
    console.log(`Résultats: ${path.relative(process.cwd(), file)}`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

await main();
