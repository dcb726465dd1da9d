import { describe, expect, it } from "vitest";
import { isTransientDatabaseError, waitForDatabase } from "./wait-for-database.server";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const startingUp = Object.assign(new Error("the database system is starting up"), { code: "57P03" });
const badPassword = Object.assign(new Error('password authentication failed for user "app"'), { code: "28P01" });
const unknownDatabase = Object.assign(new Error('database "benin" does not exist'), { code: "3D000" });

describe("waiting for the database at start", () => {
  it("tells a database out of reach from one that waiting cannot fix", () => {
    expect(isTransientDatabaseError(refused)).toBe(true);
    expect(isTransientDatabaseError(startingUp)).toBe(true);
    expect(isTransientDatabaseError(new AggregateError([refused, refused]))).toBe(true);
    // A migration cut short by a restart: the cause decides.
    expect(isTransientDatabaseError(new Error("La migration 0008 a échoué", { cause: startingUp }))).toBe(true);
    expect(isTransientDatabaseError(badPassword)).toBe(false);
    expect(isTransientDatabaseError(unknownDatabase)).toBe(false);
    expect(isTransientDatabaseError(new Error("La migration 0008 a échoué: syntax error"))).toBe(false);
  });

  it("tries again, longer each time up to 5 s, until the database answers", async () => {
    const waits: number[] = [];
    const lines: string[] = [];
    let calls = 0;
    const result = await waitForDatabase(
      async () => {
        calls += 1;
        if (calls < 7) throw calls % 2 ? refused : startingUp;
        return "prête";
      },
      { log: (line) => lines.push(line), sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe("prête");
    expect(waits).toEqual([1000, 2000, 3000, 4000, 5000, 5000]);
    expect(lines[0]).toBe("base de données injoignable (connect ECONNREFUSED 127.0.0.1:5432), nouvel essai dans 1 s…");
  });

  it("stops at once on an error waiting cannot fix", async () => {
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      throw badPassword;
    };
    await expect(waitForDatabase(attempt, { log: () => {}, sleep: async () => {} })).rejects.toBe(badPassword);
    expect(calls).toBe(1);
  });
});
