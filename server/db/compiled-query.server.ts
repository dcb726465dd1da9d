// A query whose SQL text never changes, rendered once. Drizzle builds a query from its
// parts and renders them to text on every run (`sqlToQuery`, its `is()` checks, each
// subquery's builder): ~5 % of a signed-in page's CPU for its two queries, the same text
// each time (docs/decisions/050). Here the query is built with `sql.placeholder(name)` where
// the values go, rendered on its first run, and every run sends that text with the run's
// values, on the process's database (PGlite or the PostgreSQL pool), as a raw query.
//
// No server-side prepared statement (a named one would not survive PgBouncer's transaction
// mode, docs/DEPLOY.md): only the text is kept. Rows come as the driver reads them, as
// `db.execute` gives them: timestamps may be Dates or text, counts text, as with sqlRows.
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { getDatabaseHandle, type Database } from "./client.server";

// The dialect every Database of the process has (no casing option: schema.ts names columns).
const dialect = new PgDialect();

export type CompiledQuery<Row, Values extends Record<string, unknown>> = (values: Values) => Promise<Row[]>;

export function compiledQuery<Row, Values extends Record<string, unknown>>(
  build: (db: Database) => SQL,
): CompiledQuery<Row, Values> {
  let rendered: { sql: string; params: unknown[] } | undefined;
  return async (values) => {
    const handle = getDatabaseHandle();
    rendered ??= dialect.sqlToQuery(build(handle.db));
    return handle.query<Row>(rendered.sql, fillPlaceholders(rendered.params, values));
  };
}
