// The app as `npm start` serves it, on the bench database: /search.data for each shape
// (as fast as it answers, then on PostgreSQL at a steady rate), and the whole /search page
// for one shape.
import { runLoad } from "#bench/support/load";
import { startServer } from "#tests/support/start-server";
import { row, TARGETS, type Row } from "./figures";
import type { BenchDatabase } from "./generate.server";
import { queryStrings, SHAPES } from "./query-pool";
import { SETTINGS } from "./settings";
import { steadyLoad } from "./steady-load";

const load = (url: string, nextPath: () => string, durationSeconds: number) =>
  runLoad({ url, connections: SETTINGS.connections, durationSeconds, nextRequest: () => ({ path: nextPath() }) });

/**
 * Requests of a finished run that the server is still working on would slow the next run
 * down: wait until a search matching nothing answers quickly again (at most two minutes).
 */
async function waitForQuietApp(baseUrl: string, log: typeof console.log) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      // Each try bounded: once, a full run waited out undici's own 300 s for this answer's
      // headers and stopped there (docs/PERFORMANCE.md, fourteenth pass).
      await (
        await fetch(`${baseUrl}/search.data?destination=zzzz`, { signal: AbortSignal.timeout(30_000) })
      ).arrayBuffer();
      if (performance.now() - started < 300) return;
    } catch (error) {
      log(`[bench] la recherche témoin n'a pas répondu (${(error as Error).name}) ; nouvel essai`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log("[bench] l'application n'est pas redevenue calme en deux minutes ; la mesure suivante le montrera");
}

/** `countCache: false` starts the app with SEARCH_COUNT_CACHE=off and measures the steady rate only. */
export async function measureApp(
  database: BenchDatabase,
  options: { countCache: boolean; log: typeof console.log },
): Promise<Row[]> {
  const cache = options.countCache ? "on" : "off";
  const server = await startServer({
    dataDir: database.dataDir,
    env: { DATABASE_URL: database.databaseUrl ?? "", SEARCH_COUNT_CACHE: cache },
  });
  const rows: Row[] = [];
  try {
    const mixed = SHAPES.map((shape) => queryStrings(shape, 99));
    let turn = 0;
    await load(server.baseUrl, () => `/search.data?${mixed[turn++ % mixed.length]!()}`, SETTINGS.warmUpSeconds);
    for (const shape of SHAPES) {
      options.log(`[bench] ${database.kind}: /search.data, ${shape.label}, cache ${cache}…`);
      const next = queryStrings(shape);
      if (options.countCache) {
        await waitForQuietApp(server.baseUrl, options.log);
        const saturated = await load(server.baseUrl, () => `/search.data?${next()}`, SETTINGS.saturatedSeconds);
        rows.push(row(database, shape, TARGETS.saturated, saturated, { cache }));
      }
      // The latency budget is PostgreSQL's; PGlite (one connection, in process) is measured
      // at saturation only, which says what it can take.
      if (database.kind === "postgres") {
        await waitForQuietApp(server.baseUrl, options.log);
        const steady = await steadyLoad({
          url: server.baseUrl,
          rate: SETTINGS.rate,
          seconds: SETTINGS.rateSeconds,
          connections: SETTINGS.connections,
          nextPath: () => `/search.data?${next()}`,
        });
        rows.push(row(database, shape, TARGETS.steady, steady, { cache }));
      }
    }
    if (options.countCache) {
      const shape = SHAPES[0]!;
      const next = queryStrings(shape, 2);
      await waitForQuietApp(server.baseUrl, options.log);
      rows.push(
        row(
          database,
          shape,
          TARGETS.page,
          await load(server.baseUrl, () => `/search?${next()}`, SETTINGS.shortSeconds),
          { cache },
        ),
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}
