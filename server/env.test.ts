import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

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
  ])("stops with a message naming the bad variable (%o)", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it("loads the demo data on a local site only, unless DEMO_DATA says otherwise", () => {
    expect(parseEnv({}).demoData).toBe(true);
    expect(parseEnv({ PUBLIC_URL: "http://192.168.1.20:3000" }).demoData).toBe(true);
    expect(parseEnv({ PUBLIC_URL: "https://benin-voyages.bj" }).demoData).toBe(false);
    expect(parseEnv({ PUBLIC_URL: "https://demo.benin-voyages.bj", DEMO_DATA: "on" }).demoData).toBe(true);
    expect(parseEnv({ DEMO_DATA: "off" }).demoData).toBe(false);
    expect(parseEnv({ PUBLIC_URL: "https://benin-voyages.bj", DEMO_DATA: "" }).demoData).toBe(false);
  });

  it("treats empty optional values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });
});
