// What every benchmark section returns: its rows (printed side by side in one table by
// `npm run bench`, written as JSON under bench/results/) and its budgets, each kept or missed.
export type BenchValue = string | number | null;

export type BudgetCheck = {
  /** What is measured against what, e.g. "p95 recherche (PostgreSQL) ≤ 30 ms". */
  name: string;
  ok: boolean;
  /** The measured figure(s), e.g. "p95 = 12,4 ms". */
  measured: string;
};

export type SectionResult = {
  /** Section title, e.g. "Recherche à l'échelle (100 000 annonces)". */
  title: string;
  /** One object per row; the same keys in every row of a section. */
  rows: Record<string, BenchValue>[];
  budgets: BudgetCheck[];
  /** Anything a reader needs to read the figures (machine, data size, caveats). */
  notes?: string[];
};

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function printSection(section: SectionResult) {
  console.log(`\n== ${section.title}`);
  console.table(section.rows);
  for (const budget of section.budgets) console.log(`  ${budget.ok ? "✔" : "✘"} ${budget.name}: ${budget.measured}`);
  for (const note of section.notes ?? []) console.log(`  · ${note}`);
}
