import net from "node:net";
import path from "node:path";
import { z } from "zod";

// Settings are parsed once, here, and nowhere else. A bad value stops the start with a
// message that names the variable.
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => {
        if (!value) return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `doit être une URL (${protocols.join(", ")})` },
    );

const onOff = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.enum(["on", "off"], { message: "doit valoir on ou off" }).optional());

/** A duration in milliseconds (a whole number, 0 allowed). */
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ message: "doit être un nombre de millisecondes" })
    .int("doit être un nombre entier de millisecondes")
    .min(0, "doit être positif ou nul")
    .max(3_600_000, "doit valoir au plus 3600000 (une heure)")
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "doit être un nombre" })
    .int("doit être un entier")
    .min(1, "doit être entre 1 et 65535")
    .max(65535, "doit être entre 1 et 65535")
    .default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** Where the build is (tests and benchmarks keep several side by side). */
  BUILD_DIR: z.string().trim().min(1).default("build"),
  /** Where the .sql migrations are: the package root's server/db/migrations (npm runs from there). */
  MIGRATIONS_DIR: z.string().trim().min(1).default("server/db/migrations"),
  /**
   * Signs session cookies; unset → a secret generated once in the database (ADR 002), which
   * a public site (https) may not do: see parseEnv.
   */
  BETTER_AUTH_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => !value || value.length >= 32, { message: "doit contenir au moins 32 caractères" }),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  /**
   * A read replica for public anonymous reads (home, listing pages, search, sitemap):
   * opened read-only; everything else reads the primary (DATABASE_URL).
   */
  DATABASE_READ_URL: optionalUrl(["postgres:", "postgresql:"]),
  PUBLIC_URL: optionalUrl(["http:", "https:"]),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: z.string().trim().default("Bénin Voyages <no-reply@benin-voyages.bj>"),
  SUPPORT_EMAIL: z.string().trim().email("doit être une adresse e-mail").default("support@benin-voyages.bj"),
  DEMO_DATA: onOff,
  /** The search remembers for a minute which searches match more than 1 000 listings (decision 004). */
  SEARCH_COUNT_CACHE: onOff,
  /**
   * Anonymous public pages rendered once per few seconds per process, a fresh CSP nonce in
   * each answer (docs/decisions/036), and the public reads pages share for a few seconds
   * (the home page's lists, a listing page's listing, dates and reviews: decision 049).
   * Unset: on, except under tests (NODE_ENV=test), which change the data between two reads
   * without a request.
   */
  PAGE_CACHE: onOff,
  /**
   * `off` lifts the per-request limits of server/security/limits.server.ts (not sign-in's):
   * only for load benchmarks and fault tests, which drive one account far past a person's pace.
   */
  REQUEST_LIMITS: onOff,
  /**
   * `on` lets a public site (https) take payments on the local FedaPay stand-in (a
   * demonstration); `off` refuses the stand-in everywhere. Unset: only a local site uses it.
   */
  FEDAPAY_STANDIN: onOff,
  /** `on` lets a public site (https) keep its e-mails on disk instead of sending them. */
  MAIL_ON_DISK: onOff,
  // Restarts nobody notices (docs/DEPLOY.md, "Rolling restart"; docs/decisions/031).
  /** After SIGTERM, how long the process keeps serving while /readyz says 503 (the balancer's time to notice). */
  SHUTDOWN_DRAIN_MS: milliseconds(5_000),
  /** After the drain, how long requests in flight and the running jobs get before the process closes anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(25_000),
  /** How long /readyz waits for the database's answer before saying 503. */
  READY_TIMEOUT_MS: milliseconds(2_000),
  /**
   * Pages (GET, HEAD) this process renders at once; the next ones wait for a slot
   * (server/http/render-admission.server.ts, docs/decisions/046). 0: no limit.
   */
  RENDER_CONCURRENCY: z.coerce
    .number({ message: "doit être un nombre" })
    .int("doit être un entier")
    .min(0, "doit être positif ou nul")
    .max(1000, "doit valoir au plus 1000")
    .default(4),
  /**
   * PGlite's buffer cache (PostgreSQL's shared_buffers), in MB: what the embedded database
   * keeps of its pages in the process's memory, never given back (docs/decisions/048).
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number({ message: "doit être un nombre" })
    .int("doit être un entier")
    .min(1, "doit valoir au moins 1")
    .max(1024, "doit valoir au plus 1024")
    .default(32),
  // The PostgreSQL pool (docs/DEPLOY.md "The database's connections").
  /** Connections per process at most; unset: `?max=` in DATABASE_URL, else 10. */
  DATABASE_POOL_MAX: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .refine((value) => value === undefined || (Number.isInteger(value) && value >= 2 && value <= 1000), {
      message: "doit être un entier entre 2 et 1000",
    }),
  /** How long a new connection may take before the query fails (0: no limit). */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(10_000),
  /** The longest a statement may run (0: no limit); migrations are exempt. */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(30_000),
  /** How the process is named in pg_stat_activity; unset: benin-voyages:<PORT>. */
  DATABASE_APPLICATION_NAME: z
    .string()
    .trim()
    .max(63, "doit contenir au plus 63 caractères")
    .optional()
    .transform((value) => (value ? value : undefined)),
  /**
   * `off`: the start applies no migration and refuses to serve while one is pending (they
   * run as their own release step, `npm run db:migrate`). On by default.
   */
  MIGRATIONS_AT_START: onOff,
  /**
   * Whose X-Forwarded-For / X-Forwarded-Proto the app believes: a number of proxies in front
   * (hops), or addresses and ranges separated by commas (`loopback`, `uniquelocal`,
   * `10.0.0.0/8`…). Unset: loopback only (a proxy on the same machine).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || parseTrustProxy(value) !== null, {
      message:
        "doit être un nombre de relais (0 à 10) ou des adresses séparées par des virgules " +
        "(loopback, linklocal, uniquelocal, une adresse IP ou une plage CIDR)",
    }),
  /**
   * `on`: the processes run on several machines; pictures and kept e-mails on local disk are
   * then refused at start (S3_* and SMTP_URL are required).
   */
  MULTI_MACHINE: onOff,
  /** The least serious log line written (server/observability/log.server.ts); info by default. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /**
   * Where server and browser errors are reported (Sentry's protocol, which GlitchTip also
   * speaks): `https://<key>@<host>/<project>`. Unset: errors are only logged.
   */
  SENTRY_DSN: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || parseSentryDsn(value) !== null, {
      message: "doit être une adresse https://<clé>@<hôte>/<projet>",
    }),
  /** A bearer token that opens /metrics from any address. Unset: addresses only (METRICS_ALLOW). */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 16, { message: "doit compter au moins 16 caractères" }),
  /** Addresses and CIDR ranges that may read /metrics, separated by commas; loopback by default. */
  METRICS_ALLOW: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || parseAddressRanges(value) !== null, {
      message: "doit être des adresses IP ou des plages CIDR séparées par des virgules (127.0.0.1/8, ::1/128…)",
    }),
});

export type SentryDsn = { key: string; origin: string; project: string; dsn: string };

/** SENTRY_DSN's parts: the public key, the collector's origin and path prefix, the project. */
export function parseSentryDsn(value: string): SentryDsn | null {
  try {
    const url = new URL(value);
    const segments = url.pathname.split("/").filter(Boolean);
    const project = segments.pop();
    if (!url.username || !project || !/^\d+$/.test(project)) return null;
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const prefix = segments.length ? `/${segments.join("/")}` : "";
    return {
      key: decodeURIComponent(url.username),
      origin: `${url.protocol}//${url.host}${prefix}`,
      project,
      dsn: value,
    };
  } catch {
    return null;
  }
}

export type AddressRange = { address: string; prefix: number; family: "ipv4" | "ipv6" };

/** METRICS_ALLOW as ranges: `10.0.0.5`, `10.0.0.0/8`, `::1`; null when one is invalid. */
export function parseAddressRanges(value: string): AddressRange[] | null {
  const ranges: AddressRange[] = [];
  for (const item of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", prefixText] = item.split("/");
    const family = net.isIP(address);
    if (family === 0) return null;
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
    ranges.push({ address, prefix, family: family === 4 ? "ipv4" : "ipv6" });
  }
  return ranges.length ? ranges : null;
}

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY as Express takes it (`trust proxy`): a hop count, or a list; null when invalid. */
export function parseTrustProxy(value: string | undefined): number | string[] | null {
  if (value === undefined) return ["loopback"];
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : null;
  }
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return null;
  for (const item of items) {
    if (NAMED_RANGES.has(item)) continue;
    const [address, bits, ...rest] = item.split("/");
    const version = net.isIP(address ?? "");
    if (!version || rest.length > 0) return null;
    if (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))) return null;
  }
  return items;
}

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  /** The pool's settings, resolved (client.server.ts). */
  databasePool: { max?: number; connectionTimeoutMs: number; statementTimeoutMs: number; applicationName: string };
  publicUrl: string;
  /** Load the demo data on an empty database: by default only for a local site (not https). */
  demoData: boolean;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const refusals = publicSiteRefusals(env, publicUrl, Boolean(source.FEDAPAY_SECRET_KEY?.trim()));
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    refusals.push("DATABASE_READ_URL: demande DATABASE_URL (une réplique d'un PostgreSQL, pas de PGlite)");
  }
  if (refusals.length > 0)
    throw new EnvError(`Configuration invalide :\n${refusals.map((line) => `  ${line}`).join("\n")}`);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    databasePool: {
      max: env.DATABASE_POOL_MAX,
      connectionTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      applicationName: env.DATABASE_APPLICATION_NAME ?? `benin-voyages:${env.PORT}`,
    },
    // The demo accounts' passwords are in the README (an administrator's among them): a
    // public site (https) never creates them unless told to.
    demoData: env.DEMO_DATA ? env.DEMO_DATA === "on" : !isPublicSite(publicUrl),
  };
}

/**
 * What a public site (https) may not start with: it fails closed, each line naming the
 * setting to give. A local site may run on the stand-ins.
 */
function publicSiteRefusals(env: z.infer<typeof envSchema>, publicUrl: string, hasFedaPayKey: boolean): string[] {
  const isPublic = isPublicSite(publicUrl);
  const refusals: string[] = [];
  // The secret generated in the database would be in every dump and backup of it, next to
  // the sessions it signs.
  if (isPublic && !env.BETTER_AUTH_SECRET) {
    refusals.push(
      "BETTER_AUTH_SECRET: obligatoire quand PUBLIC_URL est en https (site public) ; " +
        "au moins 32 caractères aléatoires, par exemple `openssl rand -base64 48`, les mêmes pour tous les processus",
    );
  }
  // On the stand-in anyone can press "Valider le paiement": a booking confirmed unpaid.
  const standInAllowed = env.FEDAPAY_STANDIN ? env.FEDAPAY_STANDIN === "on" : !isPublic;
  if (!hasFedaPayKey && !standInAllowed) {
    refusals.push(
      "FEDAPAY_SECRET_KEY: obligatoire " +
        (isPublic ? "quand PUBLIC_URL est en https (site public)" : "quand FEDAPAY_STANDIN vaut off") +
        " : sans clé, les paiements passeraient par le FedaPay local, où chacun peut valider un paiement sans payer " +
        "(FEDAPAY_STANDIN=on l'autorise explicitement, pour une démonstration)",
    );
  }
  const mailOnDiskAllowed = env.MAIL_ON_DISK ? env.MAIL_ON_DISK === "on" : !isPublic;
  if (!env.SMTP_URL && !mailOnDiskAllowed) {
    refusals.push(
      "SMTP_URL: obligatoire " +
        (isPublic ? "quand PUBLIC_URL est en https (site public)" : "quand MAIL_ON_DISK vaut off") +
        " : sans lui, les e-mails resteraient sur le disque du serveur, jamais envoyés " +
        "(MAIL_ON_DISK=on l'autorise explicitement)",
    );
  }
  return refusals;
}

/**
 * What several machines cannot share from a local disk: pictures (without S3, each machine
 * keeps its own and answers 404 for the others') and e-mails kept on disk.
 */
export function multiMachineRefusals(env: Env, s3Configured: boolean): string[] {
  if (env.MULTI_MACHINE !== "on") return [];
  const refusals: string[] = [];
  if (!s3Configured) {
    refusals.push(
      "S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: obligatoires quand MULTI_MACHINE vaut on : " +
        "les photos sur le disque local d'une machine manqueraient aux autres",
    );
  }
  if (!env.SMTP_URL) {
    refusals.push(
      "SMTP_URL: obligatoire quand MULTI_MACHINE vaut on : les e-mails gardés sur le disque " +
        "seraient dispersés entre les machines, jamais envoyés",
    );
  }
  return refusals;
}

/** A site served over https is taken to be public (not a developer's machine). */
export function isPublicSite(publicUrl: string) {
  return publicUrl.startsWith("https://");
}

let cached: Env | undefined;

/**
 * The raw settings, for the integrations that parse their own section (FedaPay, S3) with
 * their own messages. Only this module touches process.env.
 */
export function settingsSource(): Record<string, string | undefined> {
  return process.env;
}

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Tests and tools replace the settings (for example DATA_DIR) before anything reads them. */
export function setEnv(env: Env) {
  cached = env;
}

/**
 * LOG_LEVEL and the mode, read before the rest of the settings (the logger reports the
 * settings' own errors): an unknown level is info here, and refused by parseEnv at start.
 */
export function logSettings(source = settingsSource()) {
  const level = envSchema.shape.LOG_LEVEL.safeParse(source.LOG_LEVEL || undefined);
  const mode = source.NODE_ENV ?? "production";
  return { level: (level.success && level.data) || (mode === "test" ? "silent" : "info"), mode };
}
