// Public pages served anonymously (issue 18, budget 1): /robots.txt (React Router's own
// route, no rendering) then each public page, in the same run, 50 connections, Brotli, on
// PostgreSQL with the demo data; each page must answer at least half as many requests per
// second as /robots.txt. The search varies its address on every request (8 destinations ×
// 4 guest counts, in both parameter orders: 64 addresses), so a cache keyed on the
// address is tested with many pages, each rendered once per TTL. A listing's preview is what a link-preview crawler (WhatsApp) gets (decision 003).
import { BUDGETS } from "#bench/load";
import { firstListingPath, sampleMemory, startDemoApp } from "#bench/support/app";
import { describeFailures, ms, runLoad, type LoadOptions } from "#bench/support/load";
import type { SectionResult } from "#bench/support/report";

const DURATION = Number(process.env.BENCH_PUBLIC_SECONDS ?? 10);
const CONNECTIONS = 50;
const WHATSAPP = "WhatsApp/2.23.20.0 A";
const DESTINATIONS = ["cotonou", "ouidah", "porto-novo", "grand-popo", "abomey", "natitingou", "parakou", "bohicon"];

type Page = { label: string; path: string; headers?: Record<string, string>; vary?: LoadOptions["nextRequest"] };

function variedSearch(prefix: string): LoadOptions["nextRequest"] {
  let sent = 0;
  return () => {
    sent += 1;
    const destination = DESTINATIONS[sent % DESTINATIONS.length]!;
    const guests = 1 + (Math.floor(sent / DESTINATIONS.length) % 4);
    const path =
      sent % 2 === 0
        ? `${prefix}/search?destination=${destination}&guests=${guests}`
        : `${prefix}/search?guests=${guests}&destination=${destination}`;
    return { path };
  };
}

export async function runPublicPagesBench(): Promise<SectionResult> {
  const server = await startDemoApp("postgres");
  const rows: SectionResult["rows"] = [];
  // A page's failures by kind (a status, a socket error), printed with its budget.
  const failureKinds = new Map<string, string>();
  // Budget 3 holds under every load, this one too: the peak over the whole section,
  // warm-ups included, as in the section of the signed-in pages (bench/load.ts).
  const sectionMemory = sampleMemory(server.process.pid!);
  let peakMb: number | undefined;
  try {
    const listing = await firstListingPath(server.baseUrl);
    const pages: Page[] = [
      { label: "/robots.txt (référence)", path: "/robots.txt" },
      { label: "/ (accueil)", path: "/" },
      {
        label: "/search (destination × voyageurs variés)",
        path: "/search?destination=cotonou",
        vary: variedSearch(""),
      },
      { label: "/category/villa", path: "/category/villa" },
      { label: "/accommodations", path: "/accommodations" },
      { label: "/vehicles", path: "/vehicles" },
      { label: "/property/{id} (aperçu, WhatsApp)", path: listing, headers: { "user-agent": WHATSAPP } },
      { label: "/en/search (anglais, varié)", path: "/en/search?destination=cotonou", vary: variedSearch("/en") },
      // Again at the end: the machine's load moves during the run, the reference is the mean.
      { label: "/robots.txt (référence, fin)", path: "/robots.txt" },
    ];
    for (const page of pages) {
      const headers = { ...page.headers, "accept-encoding": "br, gzip" };
      const check = await fetch(server.baseUrl + page.path, { headers, redirect: "manual" });
      if (check.status !== 200) throw new Error(`${page.path} répond ${check.status}`);
      const load = { url: server.baseUrl + page.path, headers, nextRequest: page.vary };
      // Warm-up; longer where the address varies, so that every page has been asked once.
      await runLoad({ ...load, connections: 10, durationSeconds: page.vary ? 5 : 2 });
      const memory = sampleMemory(server.process.pid!);
      const figures = await runLoad({ ...load, connections: CONNECTIONS, durationSeconds: DURATION });
      rows.push({
        page: page.label,
        "req/s": Math.round(figures.requestsPerSecond),
        "p50 (ms)": ms(figures.p50),
        "p95 (ms)": ms(figures.p95),
        erreurs: figures.failures,
        encodage: check.headers.get("content-encoding") ?? "aucun",
        "mémoire max (MB)": memory.stop(),
      });
      if (figures.failures > 0) failureKinds.set(page.label, describeFailures(figures.failureKinds));
    }
  } finally {
    peakMb = sectionMemory.stop();
    await server.stop();
  }
  const reference = (Number(rows[0]!["req/s"]) + Number(rows.at(-1)!["req/s"])) / 2;
  const budgets = rows.slice(1, -1).map((row) => {
    const kinds = failureKinds.get(String(row.page));
    return {
      name: `${String(row.page)} ≥ ½ × /robots.txt (moyenne début/fin ${Math.round(reference)} req/s)`,
      ok: Number(row["req/s"]) >= reference / 2 && row.erreurs === 0,
      measured: `${row["req/s"]} req/s (${((Number(row["req/s"]) / reference) * 100).toFixed(0)} % de /robots.txt), ${row.erreurs} erreur(s)${kinds ? ` (${kinds})` : ""}`,
    };
  });
  budgets.push({
    name: `mémoire résidente sous charge (PostgreSQL, pages publiques) ≤ ${BUDGETS.residentMb.postgres} MB`,
    ok: peakMb <= BUDGETS.residentMb.postgres,
    measured: `${peakMb} MB au plus`,
  });
  return {
    title: `Pages publiques, anonymes, face à /robots.txt (PostgreSQL, ${CONNECTIONS} connexions, ${DURATION} s, Brotli)`,
    rows,
    budgets,
    notes: [
      "Recherche : 8 destinations × 4 nombres de voyageurs, paramètres dans les deux ordres (64 adresses), une adresse différente à chaque requête.",
      "autocannon tourne sur la même machine (2 cœurs) que le serveur et PostgreSQL : lire les rapports à /robots.txt, pas les chiffres seuls.",
    ],
  };
}
