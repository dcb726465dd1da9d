// Bench only: a bare HTTP server on the bench database that answers the same query string
// two ways, `/real?…` (server/listings/search.server.ts) and `/naive?…` (the spec's form),
// both as JSON, so that the two are compared in one process, one harness, on one database.
// `/count-cache?enabled=0|1` resets the real search's count cache; `/in-flight` says how
// many searches are still running.
// Started by bench/search.ts: node --import tsx bench/search/search-server.ts
// Settings: the server's own (processDatabaseOptions: DATABASE_URL, or PGlite under DATA_DIR/pglite); PORT.
import http from "node:http";
import { todayInBenin } from "#common/dates";
import { parseSearchParams } from "#common/search-params";
import { openDatabase, processDatabaseOptions, setDatabase } from "#server/db/client.server";
import { getEnv } from "#server/env.server";
import { countCacheStats, resetCountCache } from "#server/listings/search-count-cache.server";
import { searchListings } from "#server/listings/search.server";
import { naiveSearch } from "./naive-search.server";

const env = getEnv();
const handle = await openDatabase(processDatabaseOptions(env));
setDatabase(handle);

const searches = { "/real": searchListings, "/naive": naiveSearch } as const;
/** Searches still running: the harness waits for 0 between runs (a client gone does not stop them). */
let inFlight = 0;

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://bench");
  if (url.pathname === "/in-flight") {
    response.writeHead(200, { "content-type": "text/plain" }).end(String(inFlight));
    return;
  }
  // The real search's count cache: emptied and turned on or off before a run, its hits after.
  if (url.pathname === "/count-cache") {
    if (url.searchParams.has("enabled")) resetCountCache({ enabled: url.searchParams.get("enabled") === "1" });
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(countCacheStats()));
    return;
  }
  const search = searches[url.pathname as keyof typeof searches];
  if (!search) {
    response.writeHead(404).end();
    return;
  }
  inFlight += 1;
  try {
    const result = await search(parseSearchParams(url.searchParams, todayInBenin()));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  } finally {
    inFlight -= 1;
  }
});

server.listen(env.PORT, "127.0.0.1", () => console.log(`bench-search-server ${env.PORT}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close();
    void handle.close().then(() => process.exit(0));
  });
}
