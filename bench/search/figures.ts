// The search section's rows and budgets (bench/support/report.ts's shape).
import { ms, type LoadFigures } from "#bench/support/load";
import type { BenchValue, BudgetCheck } from "#bench/support/report";
import type { BenchDatabase } from "./generate.server";
import type { Shape } from "./query-pool";
import { SHAPES } from "./query-pool";
import { BUDGET, DATABASE_LABEL, SETTINGS } from "./settings";

export type Row = Record<string, BenchValue>;

/** Real throughput (count cache off) over naive; lower bound when no naive search ended in the run. */
export type Ratio = { value: number; lowerBound: boolean };

export const TARGETS = {
  saturated: "app /search.data",
  steady: `app /search.data à ${SETTINGS.rate} req/s`,
  page: "app /search (page HTML)",
  real: "JSON: recherche réelle",
  naive: "JSON: forme naïve (spec)",
};

/** A latency, or null when no request ended (no NaN in the table or the JSON). */
const latency = (value: number) => (Number.isFinite(value) ? ms(value) : null);

export function row(
  database: BenchDatabase,
  shape: Shape,
  target: string,
  figures: LoadFigures,
  extra: { connections?: number; cache?: string; ratio?: Ratio } = {},
): Row {
  const { ratio } = extra;
  return {
    base: DATABASE_LABEL[database.kind],
    forme: shape.label,
    cible: target,
    cache: extra.cache ?? "—",
    connexions: extra.connections ?? SETTINGS.connections,
    "p50 (ms)": latency(figures.p50),
    "p95 (ms)": latency(figures.p95),
    "p99 (ms)": latency(figures.p99),
    "req/s": ms(figures.requestsPerSecond),
    requêtes: figures.requests,
    échecs: figures.failures,
    "× naïve": ratio ? (ratio.lowerBound ? `> ${ratio.value}` : ratio.value) : null,
  };
}

/** Real over naive throughput; when no naive search ended, naive was under connections / duration. */
export function ratioOf(real: LoadFigures, naive: LoadFigures): Ratio {
  const naivePerSecond =
    naive.requests > 0 ? naive.requestsPerSecond : SETTINGS.compareConnections / SETTINGS.shortSeconds;
  return { value: ms(real.requestsPerSecond / naivePerSecond), lowerBound: naive.requests === 0 };
}

/**
 * On PostgreSQL: p95 at the steady rate without the count cache (the row with the cache is
 * in the table, not in the budget: the budget is a search's own cost), and the ratio to the
 * naive form.
 */
export function budgets(rows: Row[], ratios: Map<string, Ratio>): BudgetCheck[] {
  const postgres = rows.filter((entry) => entry.base === DATABASE_LABEL.postgres);
  return SHAPES.flatMap((shape) => {
    const steady = postgres.filter(
      (entry) => entry.forme === shape.label && entry.cible === TARGETS.steady && entry.cache === "off",
    );
    const ratio = ratios.get(`postgres/${shape.key}`);
    return [
      ...steady.map((entry) => ({
        name: `p95 /search.data ${shape.label}, cache ${entry.cache}, à ${SETTINGS.rate} req/s (PostgreSQL) ≤ ${BUDGET.p95Ms} ms`,
        ok: entry["p95 (ms)"] !== null && (entry["p95 (ms)"] as number) <= BUDGET.p95Ms,
        measured: `p95 = ${entry["p95 (ms)"]} ms, ${entry["req/s"]} req/s servies`,
      })),
      ...(ratio
        ? [
            {
              name: `recherche ${shape.label} (PostgreSQL, sans cache) ≥ ${BUDGET.ratio}× la forme naïve`,
              ok: ratio.value >= BUDGET.ratio,
              measured: `${ratio.lowerBound ? "plus de " : ""}${ratio.value}× (req/s)${ratio.lowerBound ? ", aucune requête naïve terminée" : ""}`,
            },
          ]
        : []),
    ];
  });
}
