// The real search against the spec's naive form, in the same bare JSON server
// (bench/search/search-server.ts), for the same query strings: the real one with its
// count cache (and the cache's hit rate; PostgreSQL only, the hit rate is the same on
// PGlite), then without it, then the naive one.
import { runLoad } from "#bench/support/load";
import { startBenchSearchServer } from "./bench-server-process";
import { ratioOf, row, TARGETS, type Ratio, type Row } from "./figures";
import type { BenchDatabase } from "./generate.server";
import { queryStrings, SHAPES } from "./query-pool";
import { SETTINGS } from "./settings";

const load = (url: string, nextPath: () => string, durationSeconds: number) =>
  runLoad({
    url,
    connections: SETTINGS.compareConnections,
    durationSeconds,
    nextRequest: () => ({ path: nextPath() }),
  });

export async function compareWithNaive(database: BenchDatabase, log: typeof console.log) {
  const withCache = database.kind === "postgres";
  const rows: Row[] = [];
  const ratios = new Map<string, Ratio>();
  const server = await startBenchSearchServer(database);
  const connections = SETTINGS.compareConnections;
  try {
    const warm = queryStrings(SHAPES[0]!, 98);
    await load(server.baseUrl, () => `/real?${warm()}`, SETTINGS.warmUpSeconds);
    for (const shape of SHAPES) {
      log(`[bench] ${database.kind}: réelle contre naïve, ${shape.label}…`);
      // The same sequence of query strings for every form.
      const run = async (path: string) => {
        const next = queryStrings(shape, 3);
        await server.waitUntilIdle();
        return load(server.baseUrl, () => `${path}?${next()}`, SETTINGS.shortSeconds);
      };
      if (withCache) {
        await server.setCountCache(true);
        const cached = await run("/real");
        const { hits, misses } = await server.countCacheStats();
        const hitRate = hits + misses > 0 ? Math.round((100 * hits) / (hits + misses)) : 0;
        rows.push(row(database, shape, TARGETS.real, cached, { connections, cache: `on (${hitRate} % hits)` }));
      }
      await server.setCountCache(false);
      const uncached = await run("/real");
      const naive = await run("/naive");
      const ratio = ratioOf(uncached, naive);
      ratios.set(`${database.kind}/${shape.key}`, ratio);
      rows.push(
        row(database, shape, TARGETS.real, uncached, { connections, cache: "off", ratio }),
        row(database, shape, TARGETS.naive, naive, { connections }),
      );
    }
  } finally {
    await server.stop();
  }
  return { rows, ratios };
}
