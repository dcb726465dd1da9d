import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase, setDatabase, type DatabaseHandle } from "#server/db/client.server";
import { migrate, migrationsDirectory } from "#server/db/migrate.server";

type Opened = { handle: DatabaseHandle; cleanup: () => Promise<void> };
const opened: Opened[] = [];

/**
 * Closes (and on PostgreSQL drops) the databases the current test file opened. Called after
 * every file by tests/support/setup.ts: a hook registered here, at import, would run only
 * after the first file of a worker that reuses its modules across files (isolate: false).
 */
export async function closeTestDatabases() {
  for (const { handle, cleanup } of opened.splice(0)) {
    // The database goes even if closing the connection fails.
    try {
      await handle.close();
    } finally {
      await cleanup();
    }
  }
}
// tests/support/setup.ts calls it by this key (a setup file is not imported by modules).
const CLOSE_TEST_DATABASES = Symbol.for("benin-voyages.close-test-databases");
(globalThis as { [CLOSE_TEST_DATABASES]?: () => Promise<void> })[CLOSE_TEST_DATABASES] = closeTestDatabases;

/**
 * A fresh, migrated database (unless `migrated: false`) for one test file, installed as the process's database.
 * PGlite in memory by default; with TEST_DATABASE_URL, a new database on that PostgreSQL
 * server (dropped after the file).
 *
 * On PostgreSQL, migrating costs about 3 s a file, paid once instead: a migrated database
 * is kept as a template, named after the migrations' own bytes (a changed or added
 * migration makes a new one), and each file's database is a copy of it (`CREATE DATABASE
 * … TEMPLATE`, half a second). The copy is then migrated as usual, which finds nothing to
 * do: what a file gets is exactly what `migrate` makes.
 *
 * PGlite, likewise: a worker that runs many files (vitest.config.ts) migrates one
 * database, keeps its data directory as a tarball in memory, and starts each file's
 * database from it (0.6 s of CPU against 2.2 s for initdb and the migrations).
 * TEST_PGLITE_TEMPLATE=off migrates each file's database instead (a process that runs one
 * file only: the template would cost it more than it saves).
 */
export async function useTestDatabase(options: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migrated = options.migrated !== false;
  let handle: DatabaseHandle;
  let cleanup = async () => {};
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString("hex")}`;
    const template = migrated ? await postgresTemplate(serverUrl) : null;
    await adminQuery(serverUrl, async (admin) => {
      await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    });
    handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
    cleanup = async () => {
      await adminQuery(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  } else {
    const template = migrated && process.env.TEST_PGLITE_TEMPLATE !== "off" ? await pgliteTemplate() : undefined;
    handle = await openDatabase({ loadDataDir: template });
  }
  opened.push({ handle, cleanup });
  if (migrated) await migrate(handle);
  setDatabase(handle);
  return handle;
}

/** The migrated PGlite templates, by templateKey(), kept across the worker's files. */
const PGLITE_TEMPLATES = Symbol.for("benin-voyages.pglite-templates");

/** A migrated PGlite's data directory, made by the worker's first file that asks. */
function pgliteTemplate(): Promise<Blob> {
  const keeper = globalThis as { [PGLITE_TEMPLATES]?: Map<string, Promise<Blob>> };
  const templates = (keeper[PGLITE_TEMPLATES] ??= new Map());
  const key = templateKey();
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const made = await openDatabase({});
      try {
        await migrate(made);
        if (!made.dumpDataDir) throw new Error("PGlite sans dumpDataDir");
        return await made.dumpDataDir();
      } finally {
        await made.close();
      }
    })();
    templates.set(key, template);
    // A failed attempt is not kept: the next file tries again.
    template.catch(() => templates.delete(key));
  }
  return template;
}

/** What the template is made of: every migration's name and bytes. */
function templateKey() {
  const hash = createHash("sha256");
  const directory = migrationsDirectory();
  for (const file of fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(directory, file)))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

async function adminQuery<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Any number: it orders the test workers that would make the template at the same time.
const TEMPLATE_LOCK = 7_261_077;

/** The migrated template database on the test server, made by the first file that needs it. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `tpl_${templateKey()}`;
  await adminQuery(serverUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (rowCount) return;
      // Templates of older migrations go: a machine keeps only the current one.
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname ~ '^(tpl|tplx)_[0-9a-f]{16}$'",
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      // Made under another name and renamed once migrated: a half-made template is never used.
      const making = `tplx_${template.slice(4)}`;
      await admin.query(`CREATE DATABASE ${making}`);
      const made = await openDatabase({ url: databaseUrl(serverUrl, making) });
      try {
        await migrate(made);
      } finally {
        await made.close();
      }
      await admin.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  });
  return template;
}

export const databaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
