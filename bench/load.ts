// Pages under load: the home page and a listing page (signed in, as the page requires)
// rendered on the server, 50 connections, on PGlite and on PostgreSQL; requests/s, p95,
// and the server process's peak resident memory during the load. Then the signed-in
// listing at a steady 100 requests/s (an open load: its p95 is what a visitor waits on an
// ordinary busy evening, not under a burst). Budgets of issue 18 (docs/decisions/037).
// On PostgreSQL, /robots.txt first, under the same load: the machine's speed, by which a
// reader compares runs on machines two or three times faster or slower than each other.
import { steadyLoad } from "#bench/search/steady-load";
import {
  DEMO_TRAVELER,
  firstListingPath,
  sampleMemory,
  signIn,
  startDemoApp,
  type DatabaseKind,
} from "#bench/support/app";
import { describeFailures, ms, runLoad, type LoadFigures } from "#bench/support/load";
import type { BenchValue, SectionResult } from "#bench/support/report";

const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = 50;
const STEADY_RATE = 100;
const BURST = `${CONNECTIONS} connexions`;
const SIGNED_IN_LISTING = "/property/{id} (connecté)";
const ROBOTS = "/robots.txt (repère)";
/** /robots.txt on the machine where issue 18 was written (50 connections, Brotli). */
const ISSUE_MACHINE_ROBOTS_PER_SECOND = 1_460;
export const BUDGETS = {
  signedInRequestsPerSecond: 300,
  signedInSteadyP95Ms: 200,
  residentMb: { pglite: 400, postgres: 250 } satisfies Record<DatabaseKind, number>,
};
const BROTLI = { "accept-encoding": "br, gzip" };

type Row = Record<string, BenchValue>;

// BENCH_LOAD_BASES=postgres: one base only (a quicker run while working).
const KINDS = (process.env.BENCH_LOAD_BASES ?? "pglite,postgres").split(",") as DatabaseKind[];

export async function runLoadBench(kinds: DatabaseKind[] = KINDS): Promise<SectionResult> {
  const rows: Row[] = [];
  const peaks: Partial<Record<DatabaseKind, number>> = {};
  // What each failure was (a status, a socket error), so that a failed request is explained.
  const failureNotes: string[] = [];
  const noteFailures = (what: string, figures: LoadFigures) => {
    if (figures.failures > 0)
      failureNotes.push(`Erreurs (${what}) : ${describeFailures(figures.failureKinds) || "?"}.`);
  };
  for (const kind of kinds) {
    const server = await startDemoApp(kind);
    const base = kind === "pglite" ? "PGlite" : "PostgreSQL";
    // The whole time the pages are loaded (warm-ups, steady rate): the budget is the peak.
    let memory: ReturnType<typeof sampleMemory> | undefined;
    try {
      const cookie = await signIn(server.baseUrl, DEMO_TRAVELER.email, DEMO_TRAVELER.password);
      const listing = await firstListingPath(server.baseUrl);
      const pages: { label: string; path: string; headers: Record<string, string> }[] = [
        ...(kind === "postgres" ? [{ label: ROBOTS, path: "/robots.txt", headers: {} }] : []),
        { label: "/ (accueil)", path: "/", headers: {} },
        { label: SIGNED_IN_LISTING, path: listing, headers: { cookie } },
      ];
      memory = sampleMemory(server.process.pid!);
      for (const page of pages) {
        const check = await fetch(server.baseUrl + page.path, { headers: page.headers, redirect: "manual" });
        if (check.status !== 200) throw new Error(`${page.path} répond ${check.status}`);
        await runLoad({ url: server.baseUrl + page.path, headers: page.headers, connections: 10, durationSeconds: 3 }); // warm-up
        const pageMemory = sampleMemory(server.process.pid!);
        const figures = await runLoad({
          url: server.baseUrl + page.path,
          headers: { ...page.headers, ...BROTLI },
          connections: CONNECTIONS,
          durationSeconds: DURATION,
        });
        rows.push({
          base,
          page: page.label,
          charge: BURST,
          "req/s": Math.round(figures.requestsPerSecond),
          "p50 (ms)": ms(figures.p50),
          "p95 (ms)": ms(figures.p95),
          "p99 (ms)": ms(figures.p99),
          erreurs: figures.failures,
          "mémoire max (MB)": pageMemory.stop(),
        });
        noteFailures(`${base}, ${page.label}, ${BURST}`, figures);
      }
      const steadyMemory = sampleMemory(server.process.pid!);
      const steady = await steadyLoad({
        url: server.baseUrl,
        rate: STEADY_RATE,
        seconds: DURATION,
        connections: CONNECTIONS,
        nextPath: () => listing,
        headers: { cookie, ...BROTLI },
      });
      rows.push({
        base,
        page: SIGNED_IN_LISTING,
        charge: `${STEADY_RATE} req/s réguliers`,
        "req/s": Math.round(steady.requestsPerSecond),
        "p50 (ms)": ms(steady.p50),
        "p95 (ms)": ms(steady.p95),
        "p99 (ms)": ms(steady.p99),
        erreurs: steady.failures,
        "mémoire max (MB)": steadyMemory.stop(),
      });
      noteFailures(`${base}, ${SIGNED_IN_LISTING}, ${STEADY_RATE} req/s réguliers`, steady);
    } finally {
      peaks[kind] = memory?.stop();
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
      ...signedInBudgets(rows),
      ...kinds.map((kind) => ({
        name: `mémoire résidente sous charge (${kind === "pglite" ? "PGlite" : "PostgreSQL"}) ≤ ${BUDGETS.residentMb[kind]} MB`,
        ok: (peaks[kind] ?? Infinity) <= BUDGETS.residentMb[kind],
        measured: `${peaks[kind] ?? "?"} MB au plus`,
      })),
    ],
    notes: [
      "Réponses compressées (Brotli), comme un navigateur les demande ; données de démonstration ; autocannon tourne sur la même machine (2 cœurs) que le serveur et la base.",
      `Charge régulière : ${STEADY_RATE} requêtes/s envoyées à intervalles égaux, qu'on ait répondu ou non aux précédentes ; chaque attente comptée depuis l'instant prévu.`,
      "Mémoire : pic de la taille résidente (VmRSS) du processus serveur pendant toutes les charges de sa base, échauffements compris.",
      ...failureNotes,
      ...machineSpeedNote(rows),
    ],
  };
}

/**
 * The signed-in listing against /robots.txt in the same run, and what that ratio would give
 * on the machine of issue 18: a yardstick to compare machines, not the budget, which stays
 * the requests per second measured here.
 */
function machineSpeedNote(rows: Row[]): string[] {
  const postgres = rows.filter((row) => row.base === "PostgreSQL" && row.charge === BURST);
  const robots = Number(postgres.find((row) => row.page === ROBOTS)?.["req/s"]);
  const listing = Number(postgres.find((row) => row.page === SIGNED_IN_LISTING)?.["req/s"]);
  if (!(robots > 0 && listing > 0)) return [];
  const ratio = listing / robots;
  return [
    `Vitesse de la machine : /robots.txt ${robots} req/s ; l'annonce connectée en fait ${(ratio * 100).toFixed(1).replace(".", ",")} %, soit environ ${Math.round(ratio * ISSUE_MACHINE_ROBOTS_PER_SECOND)} req/s sur la machine de l'issue 18 (/robots.txt à ${ISSUE_MACHINE_ROBOTS_PER_SECOND.toLocaleString("fr-FR")} req/s) : un repère pour comparer des machines, pas le budget.`,
  ];
}

function signedInBudgets(rows: Row[]) {
  const postgres = rows.filter((row) => row.base === "PostgreSQL" && row.page === SIGNED_IN_LISTING);
  const burst = postgres.find((row) => row.charge === BURST);
  const steady = postgres.find((row) => row.charge === `${STEADY_RATE} req/s réguliers`);
  if (!burst || !steady) return [];
  return [
    {
      name: `annonce connectée (PostgreSQL) ≥ ${BUDGETS.signedInRequestsPerSecond} req/s`,
      ok: Number(burst["req/s"]) >= BUDGETS.signedInRequestsPerSecond,
      measured: `${burst["req/s"]} req/s`,
    },
    {
      name: `annonce connectée (PostgreSQL) p95 < ${BUDGETS.signedInSteadyP95Ms} ms à ${STEADY_RATE} req/s`,
      ok: steady.erreurs === 0 && Number(steady["p95 (ms)"]) < BUDGETS.signedInSteadyP95Ms,
      measured: `p95 = ${steady["p95 (ms)"]} ms, ${steady.erreurs} erreur(s)`,
    },
  ];
}
