import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

/** A public site (https) needs its signing secret from the environment. */
const SECRET = {
  BETTER_AUTH_SECRET: "s".repeat(32),
  FEDAPAY_SECRET_KEY: "sk_live_exemple",
  SMTP_URL: "smtp://mail.benin-voyages.bj:587",
};

describe("settings", () => {
  it("defaults to port 3000, ./data and PGlite", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir.endsWith("/data")).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("http://localhost:3000");
  });

  it("accepts a PostgreSQL URL and a public URL without its trailing slash", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://u@db:5432/app",
      PUBLIC_URL: "https://benin.example/",
      PORT: "8080",
      ...SECRET,
    });
    expect(env.DATABASE_URL).toBe("postgres://u@db:5432/app");
    expect(env.publicUrl).toBe("https://benin.example");
    expect(env.PORT).toBe(8080);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "-1" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ DATABASE_URL: "pas une url" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ DEMO_DATA: "yes" }, "DEMO_DATA"],
    [{ SEARCH_COUNT_CACHE: "false" }, "SEARCH_COUNT_CACHE"],
    [{ SHUTDOWN_DRAIN_MS: "cinq" }, "SHUTDOWN_DRAIN_MS"],
    [{ SHUTDOWN_DRAIN_MS: "-1" }, "SHUTDOWN_DRAIN_MS"],
    [{ SHUTDOWN_TIMEOUT_MS: "1.5" }, "SHUTDOWN_TIMEOUT_MS"],
    [{ READY_TIMEOUT_MS: "9999999" }, "READY_TIMEOUT_MS"],
    [{ RENDER_CONCURRENCY: "huit" }, "RENDER_CONCURRENCY"],
    [{ RENDER_CONCURRENCY: "-1" }, "RENDER_CONCURRENCY"],
    [{ RENDER_CONCURRENCY: "2.5" }, "RENDER_CONCURRENCY"],
    [{ PGLITE_SHARED_BUFFERS_MB: "trente" }, "PGLITE_SHARED_BUFFERS_MB"],
    [{ PGLITE_SHARED_BUFFERS_MB: "0" }, "PGLITE_SHARED_BUFFERS_MB"],
    [{ PGLITE_SHARED_BUFFERS_MB: "2048" }, "PGLITE_SHARED_BUFFERS_MB"],
    [{ DATABASE_POOL_MAX: "1" }, "DATABASE_POOL_MAX"],
    [{ DATABASE_POOL_MAX: "beaucoup" }, "DATABASE_POOL_MAX"],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: "-5" }, "DATABASE_STATEMENT_TIMEOUT_MS"],
    [{ DATABASE_APPLICATION_NAME: "x".repeat(64) }, "DATABASE_APPLICATION_NAME"],
    [{ MIGRATIONS_AT_START: "non" }, "MIGRATIONS_AT_START"],
    [{ DATABASE_READ_URL: "mysql://replique" }, "DATABASE_READ_URL"],
    [{ DATABASE_READ_URL: "postgres://lecture@replique/app" }, "DATABASE_READ_URL"],
  ])("stops with a message naming the bad variable (%o)", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it("drains 5 s, waits 25 s for what is in flight and 2 s for the database's answer by default", () => {
    const env = parseEnv({});
    expect([env.SHUTDOWN_DRAIN_MS, env.SHUTDOWN_TIMEOUT_MS, env.READY_TIMEOUT_MS]).toEqual([5_000, 25_000, 2_000]);
    const set = parseEnv({ SHUTDOWN_DRAIN_MS: "0", SHUTDOWN_TIMEOUT_MS: "60000", READY_TIMEOUT_MS: "500" });
    expect([set.SHUTDOWN_DRAIN_MS, set.SHUTDOWN_TIMEOUT_MS, set.READY_TIMEOUT_MS]).toEqual([0, 60_000, 500]);
  });

  it("renders 4 pages at once by default; 0 lifts the limit", () => {
    expect(parseEnv({}).RENDER_CONCURRENCY).toBe(4);
    expect(parseEnv({ RENDER_CONCURRENCY: "0" }).RENDER_CONCURRENCY).toBe(0);
    expect(parseEnv({ RENDER_CONCURRENCY: "16" }).RENDER_CONCURRENCY).toBe(16);
  });

  it("gives PGlite a 32 MB buffer cache by default", () => {
    expect(parseEnv({}).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    expect(parseEnv({ PGLITE_SHARED_BUFFERS_MB: "128" }).PGLITE_SHARED_BUFFERS_MB).toBe(128);
  });

  it("names the pool's connections after the port and takes its size from DATABASE_POOL_MAX", () => {
    expect(parseEnv({ PORT: "3002" }).databasePool).toEqual({
      max: undefined,
      connectionTimeoutMs: 10_000,
      statementTimeoutMs: 30_000,
      applicationName: "benin-voyages:3002",
    });
    expect(parseEnv({ DATABASE_POOL_MAX: "25", DATABASE_APPLICATION_NAME: "web-a" }).databasePool).toMatchObject({
      max: 25,
      applicationName: "web-a",
    });
  });

  it("loads the demo data on a local site only, unless DEMO_DATA says otherwise", () => {
    expect(parseEnv({}).demoData).toBe(true);
    expect(parseEnv({ PUBLIC_URL: "http://192.168.1.20:3000" }).demoData).toBe(true);
    expect(parseEnv({ PUBLIC_URL: "https://benin-voyages.bj", ...SECRET }).demoData).toBe(false);
    expect(parseEnv({ PUBLIC_URL: "https://demo.benin-voyages.bj", DEMO_DATA: "on", ...SECRET }).demoData).toBe(true);
    expect(parseEnv({ DEMO_DATA: "off" }).demoData).toBe(false);
    expect(parseEnv({ PUBLIC_URL: "https://benin-voyages.bj", DEMO_DATA: "", ...SECRET }).demoData).toBe(false);
  });

  it("refuses to start a public site (https) without BETTER_AUTH_SECRET, in French, naming it", () => {
    for (const source of [
      { PUBLIC_URL: "https://benin-voyages.bj" },
      { PUBLIC_URL: "https://benin-voyages.bj", BETTER_AUTH_SECRET: "  " },
      { PUBLIC_URL: "https://benin-voyages.bj", NODE_ENV: "development" },
    ]) {
      expect(() => parseEnv(source)).toThrow(EnvError);
      expect(() => parseEnv(source)).toThrow(/BETTER_AUTH_SECRET: obligatoire quand PUBLIC_URL est en https/);
    }
    expect(parseEnv({ PUBLIC_URL: "https://benin-voyages.bj", ...SECRET }).BETTER_AUTH_SECRET).toBe("s".repeat(32));
    // A local site may keep the secret generated in the database.
    expect(parseEnv({ PUBLIC_URL: "http://localhost:3000" }).BETTER_AUTH_SECRET).toBeUndefined();
  });

  it("refuses to start a public site on the FedaPay stand-in or with e-mails kept on disk, naming the setting", () => {
    const publicSite = { PUBLIC_URL: "https://benin-voyages.bj", BETTER_AUTH_SECRET: "s".repeat(32) };
    const noKey = { ...publicSite, SMTP_URL: SECRET.SMTP_URL };
    expect(() => parseEnv(noKey)).toThrow(/FEDAPAY_SECRET_KEY: obligatoire quand PUBLIC_URL est en https/);
    expect(() => parseEnv(noKey)).toThrow(/FEDAPAY_STANDIN=on/);
    expect(() => parseEnv({ ...noKey, FEDAPAY_SECRET_KEY: "  " })).toThrow(/FEDAPAY_SECRET_KEY:/);
    expect(() => parseEnv({ ...noKey, FEDAPAY_STANDIN: "off" })).toThrow(/FEDAPAY_SECRET_KEY:/);
    expect(parseEnv({ ...noKey, FEDAPAY_STANDIN: "on" }).FEDAPAY_STANDIN).toBe("on");

    const noMail = { ...publicSite, FEDAPAY_SECRET_KEY: SECRET.FEDAPAY_SECRET_KEY };
    expect(() => parseEnv(noMail)).toThrow(/SMTP_URL: obligatoire quand PUBLIC_URL est en https/);
    expect(() => parseEnv(noMail)).toThrow(/MAIL_ON_DISK=on/);
    expect(parseEnv({ ...noMail, MAIL_ON_DISK: "on" }).SMTP_URL).toBeUndefined();

    // Both missing: one message with both lines, each naming its setting.
    const both = (() => {
      try {
        parseEnv(publicSite);
      } catch (error) {
        return String(error);
      }
      return "";
    })();
    expect(both).toMatch(/FEDAPAY_SECRET_KEY:[^\n]*\n\s+SMTP_URL:/);
  });

  it("runs a local site on the stand-ins unless told not to", () => {
    expect(() => parseEnv({})).not.toThrow();
    expect(() => parseEnv({ FEDAPAY_STANDIN: "off" })).toThrow(
      /FEDAPAY_SECRET_KEY: obligatoire quand FEDAPAY_STANDIN vaut off/,
    );
    expect(() => parseEnv({ MAIL_ON_DISK: "off" })).toThrow(/SMTP_URL: obligatoire quand MAIL_ON_DISK vaut off/);
    expect(() => parseEnv({ FEDAPAY_STANDIN: "oui" })).toThrow(/FEDAPAY_STANDIN: doit valoir on ou off/);
  });

  it("refuses a BETTER_AUTH_SECRET too short to be a key, rather than ignoring it", () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: "court" })).toThrow(
      /BETTER_AUTH_SECRET: doit contenir au moins 32 caractères/,
    );
  });

  it("treats empty optional values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });
});
