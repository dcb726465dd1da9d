// Pages under load: the home page and a listing page (signed in, as the page requires)
// rendered on the server, 50 connections, on PGlite and on PostgreSQL; requests/s, p95,
// and the server process's peak resident memory during the load.
import {
  DEMO_TRAVELER,
  firstListingPath,
  sampleMemory,
  signIn,
  startDemoApp,
  type DatabaseKind,
} from "#bench/support/app";
import { ms, runLoad } from "#bench/support/load";
import type { SectionResult } from "#bench/support/report";

const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = 50;

export async function runLoadBench(kinds: DatabaseKind[] = ["pglite", "postgres"]): Promise<SectionResult> {
  const rows: SectionResult["rows"] = [];
  for (const kind of kinds) {
    const server = await startDemoApp(kind);
    try {
      const cookie = await signIn(server.baseUrl, DEMO_TRAVELER.email, DEMO_TRAVELER.password);
      const listing = await firstListingPath(server.baseUrl);
      const pages: { label: string; path: string; headers: Record<string, string> }[] = [
        { label: "/ (accueil)", path: "/", headers: {} },
        { label: "/property/{id} (connecté)", path: listing, headers: { cookie } },
      ];
      for (const page of pages) {
        const check = await fetch(server.baseUrl + page.path, { headers: page.headers, redirect: "manual" });
        if (check.status !== 200) throw new Error(`${page.path} répond ${check.status}`);
        await runLoad({ url: server.baseUrl + page.path, headers: page.headers, connections: 10, durationSeconds: 3 }); // warm-up
        const memory = sampleMemory(server.process.pid!);
        const figures = await runLoad({
          url: server.baseUrl + page.path,
          headers: { ...page.headers, "accept-encoding": "br, gzip" },
          connections: CONNECTIONS,
          durationSeconds: DURATION,
        });
        rows.push({
          base: kind === "pglite" ? "PGlite" : "PostgreSQL",
          page: page.label,
          "req/s": Math.round(figures.requestsPerSecond),
          "p50 (ms)": ms(figures.p50),
          "p95 (ms)": ms(figures.p95),
          "p99 (ms)": ms(figures.p99),
          erreurs: figures.failures,
          "mémoire max (MB)": memory.stop(),
        });
      }
    } finally {
      await server.stop();
    }
  }
  return {
    title: `Pages rendues par le serveur sous charge (${CONNECTIONS} connexions, ${DURATION} s)`,
    rows,
    budgets: [
      {
        name: "aucune erreur sous charge",
        ok: rows.every((row) => row.erreurs === 0),
        measured: `${rows.reduce((sum, row) => sum + Number(row.erreurs), 0)} erreur(s)`,
      },
    ],
    notes: [
      "Réponses compressées (Brotli), comme un navigateur les demande ; données de démonstration ; autocannon tourne sur la même machine (2 cœurs) que le serveur et la base.",
    ],
  };
}
