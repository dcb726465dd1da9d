import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Env } from "#server/env.server";
import { log } from "#server/observability/log.server";
import * as schema from "./schema";

/**
 * The one database type: the process's Drizzle handle or a transaction opened on it (a
 * transaction is a Database), so a function that writes takes `db: Database = getDb()` and
 * joins the caller's transaction when given one.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What the rest of the server holds: the typed Drizzle handle, plus raw SQL for migrations. */
export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs fn on one connection (session-level locks, multi-statement scripts). */
  withConnection<T>(fn: (connection: RawConnection) => Promise<T>): Promise<T>;
  /** Runs one statement and returns its rows (raw access for tools and tests). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
  /**
   * The process's presence in the database: the session (pid, start) of a connection kept
   * open for the process's life, outside the pool. Another process that no longer sees
   * that session knows this one is gone (a killed process's claims are taken back at once).
   */
  presence(): Promise<Presence>;
  /** The pool's connections (open, idle, requests waiting for one), for /metrics; PGlite has one. */
  poolUse(): { total: number; idle: number; waiting: number };
  /** PGlite only: its data directory as one uncompressed tarball (openDatabase's loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
};

export type Presence = { pid: number | null; start: string | null };

export type RawConnection = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements, no parameters. */
  exec(script: string): Promise<void>;
};

/** The pool's settings (server/env.server.ts: DATABASE_POOL_MAX and the others). */
export type PoolSettings = {
  /** Connections at most (`?max=` in the URL when not given). */
  max?: number;
  connectionTimeoutMs?: number;
  /** 0: none. Sent at connection (PgBouncer: see docs/DEPLOY.md). */
  statementTimeoutMs?: number;
  applicationName?: string;
  /** Every transaction read-only (a replica's connections: a write there fails). */
  readOnly?: boolean;
};

export type DatabaseOptions =
  /** A real PostgreSQL. */
  | { url: string; pool?: PoolSettings }
  /**
   * PGlite on disk, or in memory when dataDir is undefined; started from a dump of another
   * PGlite's data directory (PGlite's `dumpDataDir`) when loadDataDir is given.
   */
  | {
      url?: undefined;
      dataDir?: string;
      loadDataDir?: Blob;
      /**
       * PostgreSQL's buffer cache inside PGlite, in MB (PGLITE_SHARED_BUFFERS_MB). Unset:
       * PostgreSQL's 128 MB, which the WebAssembly memory keeps once touched and never
       * gives back (docs/decisions/048).
       */
      sharedBuffersMb?: number;
    };

/**
 * The process's own database as its settings name it: the PostgreSQL of DATABASE_URL (with
 * `pool` when given), else PGlite under DATA_DIR/pglite with its buffer cache of
 * PGLITE_SHARED_BUFFERS_MB. The server, the seed, the migrations and the tools open it so.
 */
export function processDatabaseOptions(
  env: Pick<Env, "DATABASE_URL" | "dataDir" | "PGLITE_SHARED_BUFFERS_MB">,
  pool?: PoolSettings,
): DatabaseOptions {
  return env.DATABASE_URL
    ? { url: env.DATABASE_URL, ...(pool && { pool }) }
    : { dataDir: path.join(env.dataDir, "pglite"), sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB };
}

// Dates are calendar dates: keep them as 'YYYY-MM-DD' strings, never JS Dates in a zone.
pg.types.setTypeParser(1082, (value: string) => value);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.pool);
  return openPglite(options as Exclude<DatabaseOptions, { url: string }>);
}

async function openPglite({
  dataDir,
  loadDataDir,
  sharedBuffersMb,
}: Exclude<DatabaseOptions, { url: string }>): Promise<DatabaseHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    ...(sharedBuffersMb === undefined
      ? {}
      : { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb}MB`] }),
    extensions: { btree_gist, pg_trgm, unaccent },
    parsers: { 1082: (value: string) => value },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    async withConnection(fn) {
      return fn({
        async query(text, params) {
          return (await client.query(text, params as never[])).rows as never[];
        },
        async exec(script) {
          await client.exec(script);
        },
      });
    },
    async query(text, params) {
      const result = await client.query(text, params as never[]);
      return result.rows as never[];
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    async presence() {
      return { pid: null, start: null };
    },
  };
}

/** The pool size a URL asks for (`?max=20`), else 10. */
export function poolMaxFromUrl(url: string): number | undefined {
  const value = new URL(url).searchParams.get("max");
  if (value === null) return undefined;
  const max = Number(value);
  return Number.isInteger(max) && max >= 2 && max <= 1000 ? max : undefined;
}

/** The URL without the parameters that are ours (`max`), which libpq would not know. */
function withoutOwnParameters(url: string) {
  const parsed = new URL(url);
  parsed.searchParams.delete("max");
  return parsed.toString();
}

async function openPostgres(url: string, settings: PoolSettings = {}): Promise<DatabaseHandle> {
  const connection = {
    connectionString: withoutOwnParameters(url),
    connectionTimeoutMillis: settings.connectionTimeoutMs || undefined,
    statement_timeout: settings.statementTimeoutMs || undefined,
    application_name: settings.applicationName,
    options: settings.readOnly ? "-c default_transaction_read_only=on" : undefined,
  };
  const pool = new pg.Pool({
    ...connection,
    max: settings.max ?? poolMaxFromUrl(url) ?? 10,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server drops (restart, fail-over) emits 'error'. Idle in the pool, the
  // pool removes it and re-emits the error on itself. Checked out (a transaction, the
  // outbox worker waiting for the mail server between two statements), nobody else
  // listens and Node would end the process: this listener keeps it up. The next statement
  // on that connection fails and is reported where it was run; the pool never reuses it.
  pool.on("connect", (client) => {
    client.on("error", (error) => log("db").error({ err: error }, "connexion perdue"));
  });
  pool.on("error", () => {
    // Already logged by the connection's own listener above.
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  let presenceClient: Promise<pg.Client> | undefined;
  return {
    db,
    kind: "postgres",
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withConnection(fn) {
      const connection = await pool.connect();
      try {
        return await fn({
          async query(text, params) {
            return (await connection.query(text, params as unknown[])).rows;
          },
          async exec(script) {
            await connection.query(script);
          },
        });
      } finally {
        connection.release();
      }
    },
    async query(text, params) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows;
    },
    async close() {
      const present = presenceClient;
      presenceClient = undefined;
      await present?.then((client) => client.end()).catch(() => undefined);
      await pool.end();
    },
    async presence() {
      try {
        presenceClient ??= openPresence();
        const client = await presenceClient;
        // Asked each time: behind a pooler the session may change (then only leases apply).
        // The start as PostgreSQL writes it: a JS Date would drop its microseconds, and the
        // claim's start would then never match the live session's.
        const [row] = (
          await client.query<{ pid: number; start: string | null }>(
            "SELECT pid, backend_start::text AS start FROM pg_stat_activity WHERE pid = pg_backend_pid()",
          )
        ).rows;
        return { pid: row?.pid ?? null, start: row?.start ?? null };
      } catch (error) {
        presenceClient = undefined;
        throw error;
      }
    },
  };

  async function openPresence() {
    const client = new pg.Client({ ...connection, application_name: settings.applicationName });
    client.on("error", (error) => {
      log("db").error({ err: error }, "connexion de présence perdue");
      presenceClient = undefined;
    });
    client.on("end", () => {
      presenceClient = undefined;
    });
    await client.connect();
    return client;
  }
}

// One handle per process. It lives on globalThis because the server bundle, the CLI
// tools and Vite's dev loader may each load this module, and they must share one
// database (two PGlite instances on one directory would corrupt it).
const holder = globalThis as unknown as { __beninDatabase?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.__beninDatabase = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = holder.__beninDatabase;
  if (!handle) throw new Error("La base de données n'est pas ouverte (appelez openDatabase au démarrage).");
  return handle;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

// The read replica (DATABASE_READ_URL, docs/decisions/031): public anonymous reads may go
// there, and only while the request says so (publicReads, below). Everything a person
// reads right after their own write (a signed-in visitor, any form) reads the primary.
const readHolder = globalThis as unknown as {
  __beninReadDatabase?: DatabaseHandle;
  __beninReadContext?: AsyncLocalStorage<{ replica: boolean }>;
};
const readContext = (readHolder.__beninReadContext ??= new AsyncLocalStorage<{ replica: boolean }>());

export function setReadDatabase(handle: DatabaseHandle | undefined) {
  readHolder.__beninReadDatabase = handle;
}

export function getReadDatabaseHandle(): DatabaseHandle | undefined {
  return readHolder.__beninReadDatabase;
}

/** For public reads that may be a little stale: the replica in an anonymous request, else the primary. */
export function getReadDb(): Database {
  const replica = readHolder.__beninReadDatabase;
  return replica && readContext.getStore()?.replica ? replica.db : getDb();
}

/** Runs fn (a request) with its public reads allowed on the replica. */
export function withReplicaReads<T>(fn: () => T): T {
  return readContext.run({ replica: true }, fn);
}
