// The assertions every hostile case makes, in one place so each suite stays a table.
import { expect } from "vitest";
import { escapedHtml, type Answer } from "./hostile-app";
import { fingerprint, type TableName } from "./tables";

/** Strings an attacker likes; `marker` is what must never appear unescaped. */
export const HOSTILE = {
  script: "<script>alert(1)</script>",
  imgOnError: '"><img src=x onerror=alert(1)>',
  sql: "'; DROP TABLE listings; --",
  nul: "Afi\u0000Houngbo",
  rtl: "\u202eAfi Houngbo",
  zeroWidth: "\u200b\u200b\u200b\u200b\u200b",
  emoji: "Séjour 🌴🏖️ au soleil",
  arabic: "فندق الشاطئ",
  huge: "x".repeat(100_000),
} as const;

/** The value was echoed back escaped, never as markup. */
export function expectEscaped(answer: Answer, value: string) {
  expect(answer.body).not.toContain(value);
  expect(answer.body).toContain(escapedHtml(value));
}

/** No page of ours shows an error page or leaks an English or internal error text. */
export function expectNoServerError(answer: Answer) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.text).not.toMatch(/Unexpected Server Error|Internal Server Error|TypeError|at \S+ \(.*:\d+:\d+\)/);
}

/**
 * The answer carries this French message: on the page itself, or in the data the page
 * hydrates with (toasts are shown from there), or in a JSON answer.
 */
export function expectMessage(answer: Answer, message: string) {
  const inData = answer.body.includes(JSON.stringify(message).slice(1, -1));
  if (!answer.text.includes(message) && !inData) {
    expect.fail(`message absent : « ${message} » (statut ${answer.status}) dans : ${answer.text.slice(0, 600)}`);
  }
}

/**
 * Runs the request and checks the tables are exactly as before (no insert, update or
 * delete), whatever the answer.
 */
export async function withoutChanges<T>(tables: readonly TableName[], run: () => Promise<T>): Promise<T> {
  const before = await fingerprint(tables);
  const result = await run();
  expect(await fingerprint(tables)).toEqual(before);
  return result;
}
