// A fresh demo pays its hosts: the payout job plans their past stays' earnings and the
// local FedaPay sends them, its balance holding the demo's payments as FedaPay's would.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv, parseEnv, setEnv } from "#server/env.server";
import { checkLedger } from "#server/money/ledger-check.server";
import { planAllHostPayouts } from "#server/money/plan-host-payouts.server";
import { reconcileOpenPayouts } from "#server/money/reconcile-payouts.server";
import { sendPendingPayouts } from "#server/money/send-payouts.server";
import { startPaymentServer } from "#tests/support/payment-server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { seedDemoData } from "./seed.server";

const previousEnv = getEnv();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-payouts-"));
const server = await startPaymentServer();
setEnv(parseEnv({ PUBLIC_URL: server.url, DATA_DIR: dataDir, NODE_ENV: "test" }));
const db = await useTestDatabase();

beforeAll(async () => {
  await seedDemoData({ reset: false });
}, 180_000);
afterAll(() => {
  setEnv(previousEnv);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`the demo's hosts are paid (${databaseKind})`, () => {
  it("plans their payable earnings and the local FedaPay sends them, the ledger balanced", async () => {
    const planned = await planAllHostPayouts();
    expect(planned.payouts).toBeGreaterThanOrEqual(4);
    for (let round = 0; round < 10; round++) {
      const sent = await sendPendingPayouts({ limit: 50 });
      await reconcileOpenPayouts({ limit: 50 });
      if (sent.claimed === 0) break;
    }
    const byStatus = await db.query<{ status: string; count: number; amount: number }>(
      `SELECT status, count(*)::int AS count, sum(amount)::int AS amount FROM payouts
        WHERE purpose = 'host_earnings' GROUP BY status ORDER BY status`,
    );
    const sent = byStatus.find((row) => row.status === "sent");
    expect(sent?.count, JSON.stringify(byStatus)).toBeGreaterThanOrEqual(4);
    expect(byStatus.filter((row) => row.status === "failed")).toEqual([]);
    expect(await checkLedger()).toEqual([]);
  });
});
