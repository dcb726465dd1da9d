// Rewrites the figures block of docs/PERFORMANCE.md (between the two markers) from a full
// bench run, so the document always shows the last measured figures.
import fs from "node:fs";
import path from "node:path";
import type { BenchValue, SectionResult } from "./report";

const START = "<!-- figures:start (écrit par npm run bench) -->";
const END = "<!-- figures:end -->";

function cell(value: BenchValue) {
  if (value === null) return "—";
  return typeof value === "number"
    ? value.toLocaleString("fr-FR").replace(/\u202f/g, " ")
    : value.replace(/\|/g, "\\|");
}

function table(rows: SectionResult["rows"]) {
  if (rows.length === 0) return "";
  const keys = Object.keys(rows[0]!);
  return [
    `| ${keys.join(" | ")} |`,
    `|${keys.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${keys.map((key) => cell(row[key] ?? null)).join(" | ")} |`),
  ].join("\n");
}

export function renderFigures(report: {
  at: string;
  machine: string;
  durationSeconds: number;
  sections: SectionResult[];
}) {
  const parts = [
    `Dernière mesure : ${report.at.slice(0, 16).replace("T", " ")} UTC — ${report.machine} — ${Math.round(report.durationSeconds / 60)} min.`,
  ];
  for (const section of report.sections) {
    parts.push(`### ${section.title}`, table(section.rows));
    parts.push(
      section.budgets.map((budget) => `- ${budget.ok ? "✔" : "✘"} ${budget.name} : ${budget.measured}`).join("\n"),
    );
    if (section.notes?.length) parts.push(section.notes.map((note) => `- ${note}`).join("\n"));
  }
  return parts.filter(Boolean).join("\n\n");
}

export function writePerformanceFigures(
  report: Parameters<typeof renderFigures>[0],
  file = path.resolve("docs/PERFORMANCE.md"),
) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : `# Performance\n\n${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file}: marqueurs des chiffres absents`);
  const next = `${current.slice(0, start + START.length)}\n${renderFigures(report)}\n${current.slice(end)}`;
  fs.writeFileSync(file, next);
}
