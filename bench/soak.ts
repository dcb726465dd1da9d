// Soak: a mix of pages (home, search, a category, a signed-in listing) for 10 minutes
// (BENCH_SOAK_SECONDS) on PostgreSQL (BENCH_SOAK_BASE=pglite for the other), the server's
// resident memory read every 30 s. A leak shows as a curve still climbing once the
// process has warmed up; a cache filling up shows as a step that then stays flat.
import { DEMO_TRAVELER, firstListingPath, signIn, startDemoApp, type DatabaseKind } from "#bench/support/app";
import { ms, runLoad } from "#bench/support/load";
import { median, type SectionResult } from "#bench/support/report";
import { residentMb } from "#bench/support/resident-memory";

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const KIND = (process.env.BENCH_SOAK_BASE ?? "postgres") as DatabaseKind;
const CONNECTIONS = 20;
const SAMPLE_EVERY_SECONDS = Math.max(5, Math.min(30, Math.round(SECONDS / 20)));
/** The first fifth: modules compiled, caches and pools filled, V8's heap sized. */
const WARM_UP_FRACTION = 0.2;
/** "No growth": the last third's median within this of the first third's (after warm-up). */
const ALLOWED_GROWTH = 0.05;

export async function runSoakBench(): Promise<SectionResult> {
  const server = await startDemoApp(KIND);
  const base = KIND === "pglite" ? "PGlite" : "PostgreSQL";
  try {
    const cookie = await signIn(server.baseUrl, DEMO_TRAVELER.email, DEMO_TRAVELER.password);
    const listing = await firstListingPath(server.baseUrl);
    const pages: { path: string; headers?: Record<string, string> }[] = [
      { path: "/" },
      { path: "/search?destination=cotonou" },
      { path: "/accommodations" },
      { path: listing, headers: { cookie } },
      { path: "/my-bookings", headers: { cookie } },
    ];
    let next = 0;
    const pid = server.process.pid!;
    const curve: { second: number; mb: number }[] = [{ second: 0, mb: residentMb(pid) }];
    const started = Date.now();
    const timer = setInterval(
      () => curve.push({ second: Math.round((Date.now() - started) / 1000), mb: residentMb(pid) }),
      SAMPLE_EVERY_SECONDS * 1000,
    );
    const figures = await runLoad({
      url: server.baseUrl,
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
      headers: { "accept-encoding": "br, gzip" },
      nextRequest: () => {
        const page = pages[next++ % pages.length]!;
        return { path: page.path, headers: page.headers };
      },
    });
    clearInterval(timer);
    curve.push({ second: SECONDS, mb: residentMb(pid) });
    const settled = curve.filter((point) => point.second >= SECONDS * WARM_UP_FRACTION);
    const third = Math.max(1, Math.floor(settled.length / 3));
    const first = median(settled.slice(0, third).map((point) => point.mb));
    const last = median(settled.slice(-third).map((point) => point.mb));
    const growth = (last - first) / first;
    return {
      title: `Endurance : pages mélangées pendant ${Math.round(SECONDS / 60)} min (${base}, ${CONNECTIONS} connexions)`,
      rows: curve.map((point) => ({ base, seconde: point.second, "mémoire résidente (MB)": point.mb })),
      budgets: [
        {
          name: `pas de croissance de la mémoire (${base}) : médiane du dernier tiers ≤ premier tiers + ${ALLOWED_GROWTH * 100} %, après ${WARM_UP_FRACTION * 100} % d'échauffement`,
          ok: growth <= ALLOWED_GROWTH,
          measured: `${first} → ${last} MB (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(1)} %)`,
        },
        {
          name: "aucune erreur pendant l'endurance",
          ok: figures.failures === 0,
          measured: `${figures.failures} erreur(s) sur ${figures.requests} requêtes`,
        },
      ],
      notes: [
        `${Math.round(figures.requestsPerSecond)} req/s en moyenne, p95 ${ms(figures.p95)} ms ; pages tour à tour : ${pages.map((page) => page.path.replace(listing, "/property/{id}")).join(", ")} (les deux dernières connecté) ; réponses Brotli.`,
        `Mémoire résidente (VmRSS) relevée toutes les ${SAMPLE_EVERY_SECONDS} s.`,
      ],
    };
  } finally {
    await server.stop();
  }
}
