// Session tokens are kept in the database only as their SHA-256: the cookie carries the
// token, the `sessions` row its hash. A copy of the database (a dump, a backup, a read-only
// SQL injection) then holds nothing a browser could present: every token that comes in is
// hashed before it is looked up, so a stored value sent as a cookie is hashed again and
// matches no row. The token is 32 random characters (about 190 bits): a fast hash is
// enough, no salt or slow hash is needed (nothing to guess).
//
// better-auth has no such option for sessions (it has one for verification tokens), so its
// database adapter is wrapped: on the `session` model, every `token` written or searched
// for is hashed on the way in, and a row found by its token gets the token back on the way
// out (better-auth renews the cookie from the row it reads). A row found otherwise (by user,
// by id) carries its stored hash, which opens nothing; better-auth's endpoints that would
// hand such rows out (list-sessions, revoke-session, revoke-other-sessions) are closed
// (app/routes/api.auth.$.ts). Migration 0011 hashed the rows stored before.
import { createHash } from "node:crypto";
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from "better-auth";

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const SESSION_MODEL = "session";

/** Hashes found in this call's input, each with the token it came from. */
type KnownTokens = Map<string, string>;

function hashed(token: unknown, known: KnownTokens) {
  const value = String(token);
  const hash = hashSessionToken(value);
  known.set(hash, value);
  return hash;
}

function hashedWhere(where: Where[] | undefined, known: KnownTokens): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== "token" || clause.value === null) return clause;
    const value = Array.isArray(clause.value)
      ? (clause.value as unknown[]).map((token) => hashed(token, known))
      : hashed(clause.value, known);
    return { ...clause, value };
  });
}

function hashedData<T extends Record<string, unknown>>(data: T, known: KnownTokens): T {
  return typeof data.token === "string" ? { ...data, token: hashed(data.token, known) } : data;
}

function withTokens<R>(row: R, known: KnownTokens): R {
  if (!row || typeof row !== "object") return row;
  const stored = (row as Record<string, unknown>).token;
  const token = typeof stored === "string" ? known.get(stored) : undefined;
  return token === undefined ? row : { ...row, token };
}

function wrap<A extends DBTransactionAdapter>(adapter: A): A {
  const isSession = (model: string) => model === SESSION_MODEL;
  return {
    ...adapter,
    async create(input) {
      if (!isSession(input.model)) return adapter.create(input);
      const known: KnownTokens = new Map();
      const row = await adapter.create({ ...input, data: hashedData(input.data, known) });
      return withTokens(row, known);
    },
    async findOne(input) {
      if (!isSession(input.model)) return adapter.findOne(input);
      const known: KnownTokens = new Map();
      return withTokens(await adapter.findOne({ ...input, where: hashedWhere(input.where, known)! }), known);
    },
    async findMany(input) {
      if (!isSession(input.model)) return adapter.findMany(input);
      const known: KnownTokens = new Map();
      const rows = await adapter.findMany({ ...input, where: hashedWhere(input.where, known) });
      return rows.map((row) => withTokens(row, known));
    },
    async count(input) {
      if (!isSession(input.model)) return adapter.count(input);
      return adapter.count({ ...input, where: hashedWhere(input.where, new Map()) });
    },
    async update(input) {
      if (!isSession(input.model)) return adapter.update(input);
      const known: KnownTokens = new Map();
      const where = hashedWhere(input.where, known)!;
      return withTokens(await adapter.update({ ...input, where, update: hashedData(input.update, known) }), known);
    },
    async updateMany(input) {
      if (!isSession(input.model)) return adapter.updateMany(input);
      const known: KnownTokens = new Map();
      const where = hashedWhere(input.where, known)!;
      return adapter.updateMany({ ...input, where, update: hashedData(input.update, known) });
    },
    async delete(input) {
      if (!isSession(input.model)) return adapter.delete(input);
      return adapter.delete({ ...input, where: hashedWhere(input.where, new Map())! });
    },
    async deleteMany(input) {
      if (!isSession(input.model)) return adapter.deleteMany(input);
      return adapter.deleteMany({ ...input, where: hashedWhere(input.where, new Map())! });
    },
    async consumeOne(input) {
      if (!isSession(input.model)) return adapter.consumeOne(input);
      const known: KnownTokens = new Map();
      return withTokens(await adapter.consumeOne({ ...input, where: hashedWhere(input.where, known)! }), known);
    },
    async incrementOne(input) {
      if (!isSession(input.model)) return adapter.incrementOne(input);
      const known: KnownTokens = new Map();
      const where = hashedWhere(input.where, known)!;
      const set = input.set && hashedData(input.set, known);
      return withTokens(await adapter.incrementOne({ ...input, where, set }), known);
    },
  } as A;
}

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;

/** The database adapter better-auth is given, storing session tokens hashed. */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    return {
      ...wrap(adapter),
      // Writes inside a transaction (sign-up, reset) go through the same wrapping.
      transaction: (callback) => adapter.transaction((transaction) => callback(wrap(transaction))),
    };
  };
}
