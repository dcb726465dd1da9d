// The stand-in's own page: administrators only, forms only from this site, and each form
// sets the control it names (the same the tests call as functions).
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "#tests/support/sessions";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { peekNextOutcome, resetStandInControls } from "./standin-controls.server";
import { standInApiKey } from "./standin-key.server";

await useTestDatabase();
const standIn = await startStandInServer();
const page = `${standIn.url}/fedapay-standin/console`;
let admin = "";
let traveler = "";

beforeAll(async () => {
  admin = (await signedInUser("admin-standin@example.bj", { roles: ["admin"] })).cookie;
  traveler = (await signedInUser("voyageur-standin@example.bj")).cookie;
});

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(page, {
    method: "POST",
    headers: {
      cookie: admin,
      origin: standIn.url,
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(fields),
  });

describe("the stand-in's own page", () => {
  it("opens for an administrator only", async () => {
    for (const cookie of ["", traveler]) {
      const refused = await fetch(page, { headers: { cookie } });
      expect(refused.status).toBe(403);
      const html = await refused.text();
      expect(html).toContain("Accès réservé");
      expect(html).not.toContain("Webhooks envoyés");
    }
    const opened = await fetch(page, { headers: { cookie: admin } });
    expect(opened.status).toBe(200);
    const html = await opened.text();
    for (const text of ["Commandes du simulateur", "Transactions récentes", "Transferts récents", "Webhooks envoyés"]) {
      expect(html).toContain(text);
    }
  });

  it("sets a fault that the API then answers, once", async () => {
    const set = await post({ action: "fault", operation: "listTransactions", status: "429", times: "1" });
    expect(await set.text()).toContain("Panne programmée.");
    const call = () =>
      standInApiKey().then((key) =>
        fetch(`${standIn.url}/fedapay-standin/v1/transactions`, { headers: { Authorization: `Bearer ${key}` } }),
      );
    const faulty = await call();
    expect(faulty.status).toBe(429);
    expect(await faulty.json()).toEqual({ message: "Trop de requêtes" });
    expect((await call()).status).toBe(200);
  });

  it("sets the next transaction's outcome, refuses a bad form in French, and resets", async () => {
    await post({ action: "next_transaction", outcome: "late" });
    expect(await peekNextOutcome("transaction")).toBe("late");
    const bad = await post({ action: "fault", operation: "dropDatabase", status: "200", times: "1" });
    expect(await bad.text()).toContain("Panne invalide");
    await post({ action: "reset" });
    expect(await peekNextOutcome("transaction")).toBe("approve");
  });

  it("refuses a form posted from another site", async () => {
    const forged = await post({ action: "next_payout", outcome: "fail" }, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await peekNextOutcome("payout")).toBe("approve");
    await resetStandInControls();
  });
});
