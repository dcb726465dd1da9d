// npm run bench — every benchmark in one run, side by side: pages (Lighthouse), search at
// scale, pages under load, booking contention, payouts, one process against three behind
// HAProxy and PgBouncer (fleet), public pages against /robots.txt (public), memory over a
// 10-minute soak, hostile input. Prints each section's table and budgets, writes the
// figures as JSON under bench/results/ and rewrites the figures of docs/PERFORMANCE.md.
// Not part of npm test. `--only=pages,search,load,contention,payouts,fleet,public,soak,hostile-input`.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writePerformanceFigures } from "#bench/support/performance-doc";
import { printSection, type SectionResult } from "#bench/support/report";
import { runContentionBench } from "./contention";
import { runLoadBench } from "./load";
import { runPagesBench } from "./pages";

const SECTIONS: Record<string, () => Promise<SectionResult>> = {
  pages: runPagesBench,
  search: async () => (await import("./search")).runSearchBench(),
  load: () => runLoadBench(),
  contention: () => runContentionBench(),
  payouts: async () => (await import("./payouts")).runPayoutsBench(),
  fleet: async () => (await import("./fleet")).runFleetBench(),
  public: async () => (await import("./public-pages")).runPublicPagesBench(),
  soak: async () => (await import("./soak")).runSoakBench(),
  "hostile-input": async () => (await import("./hostile-input")).runHostileInputBench(),
};

const only = process.argv
  .find((argument) => argument.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const names = only ?? Object.keys(SECTIONS);
for (const name of names)
  if (!(name in SECTIONS)) throw new Error(`section inconnue: ${name} (${Object.keys(SECTIONS).join(", ")})`);

// Its own build directory: a benchmark never measures (or breaks) a build someone else is making.
process.env.BUILD_DIR ??= "build-bench";
process.env.NODE_ENV = "production";
if (!process.argv.includes("--no-build")) {
  console.log(`Construction (${process.env.BUILD_DIR})…`);
  execSync("npm run build", { stdio: "ignore", env: process.env });
}

const machine = `${os.cpus().length} cœurs ${os.cpus()[0]?.model.trim() ?? ""}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, charge ${os.loadavg()[0]!.toFixed(2)}`;
console.log(`Machine : ${machine}`);
const started = Date.now();
const sections: SectionResult[] = [];
for (const name of names) {
  const sectionStarted = Date.now();
  const section = await SECTIONS[name]!();
  section.notes = [
    ...(section.notes ?? []),
    `durée de la section : ${Math.round((Date.now() - sectionStarted) / 1000)} s`,
  ];
  printSection(section);
  sections.push(section);
}

const budgets = sections.flatMap((section) => section.budgets.map((budget) => ({ section: section.title, ...budget })));
console.log(`\n== Budgets (${budgets.filter((budget) => budget.ok).length}/${budgets.length} tenus)`);
for (const budget of budgets) console.log(`  ${budget.ok ? "✔" : "✘"} ${budget.name}: ${budget.measured}`);

const at = new Date().toISOString();
const directory = path.resolve("bench/results");
fs.mkdirSync(directory, { recursive: true });
const file = path.join(directory, `bench-${at.replace(/[:.]/g, "-")}.json`);
const report = { at, machine, durationSeconds: Math.round((Date.now() - started) / 1000), sections };
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nRésultats : ${path.relative(process.cwd(), file)}`);
if (!only) {
  writePerformanceFigures(report);
  console.log("docs/PERFORMANCE.md mis à jour.");
}
