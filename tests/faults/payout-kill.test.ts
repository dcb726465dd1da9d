// kill -9 between FedaPay's creation of a payout and our write of its answer (issue 14,
// item 5), on PostgreSQL: a separate process sends the intent through a proxy that lets
// the stand-in create the payout and never answers; the process is killed; the job, run
// again once the lease is over, finds the payout by our reference and starts it. One
// payout at the stand-in, and a balanced ledger.
import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { advanceClock, now, setClock } from "#common/clock";
import { getDatabaseHandle, getDb } from "#server/db/client.server";
import { payouts } from "#server/db/schema";
import { standInPayouts } from "#server/integrations/fedapay/stand-in/standin-payouts.server";
import { checkLedger } from "#server/money/ledger-check.server";
import { planAllHostPayouts } from "#server/money/plan-host-payouts.server";
import { sendPendingPayouts } from "#server/money/send-payouts.server";
import { startFedaPayFaultProxy } from "#tests/support/fedapay-fault-proxy";
import { hostWithAccount, payableBooking } from "#tests/support/money-out";
import { fundStandIn } from "#tests/support/standin-balance";
import { startStandInServer } from "#tests/support/standin-server";
import { useTestDatabase } from "#tests/support/test-database";
import { ADMIN_URL, requirePostgres } from "./support/databases";

await requirePostgres();
vi.stubEnv("TEST_DATABASE_URL", ADMIN_URL);
await useTestDatabase();
const standIn = await startStandInServer();
setClock(new Date("2026-03-10T09:00:00Z"));
await fundStandIn(standIn.url, 5_000_000);

it("a sender killed while FedaPay's creation answer is on its way: the payout is created once", async () => {
  const { host, listing } = await hostWithAccount();
  await payableBooking(listing.id, now());
  await planAllHostPayouts();
  const [intent] = await getDb().select().from(payouts).where(eq(payouts.userId, host.id));

  const proxy = await startFedaPayFaultProxy(standIn.url);
  proxy.add({ method: "POST", path: /\/v1\/payouts$/, forwardThenHang: true, times: 1 });
  const [{ name }] = await getDatabaseHandle().query<{ name: string }>("SELECT current_database() AS name");
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // Node itself (not npx): the signal reaches the process that holds the call.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/faults/support/payout-sender.ts"], {
    env: {
      ...process.env,
      PAYOUT_DB_URL: url.toString(),
      PAYOUT_PUBLIC_URL: proxy.url,
      PAYOUT_NOW: now().toISOString(),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  // FedaPay (the stand-in) has created it; the sender waits for an answer that never comes.
  await vi.waitFor(
    async () => {
      const created = await getDb().select().from(standInPayouts);
      expect(
        created.filter((row) => row.customMetadata.reference === intent!.reference),
        output,
      ).toHaveLength(1);
    },
    { timeout: 60_000, interval: 200 },
  );
  child.kill("SIGKILL");
  await exited;
  const [orphan] = await getDb().select().from(payouts).where(eq(payouts.id, intent!.id));
  expect(orphan).toMatchObject({ status: "pending", providerPayoutId: null, attempts: 1 });

  // The lease runs out; the job (here, this process) takes it back.
  advanceClock(6 * 60_000);
  expect(await sendPendingPayouts()).toMatchObject({ claimed: 1, moved: 1 });
  const [sent] = await getDb().select().from(payouts).where(eq(payouts.id, intent!.id));
  expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  const atStandIn = (await getDb().select().from(standInPayouts)).filter(
    (row) => row.customMetadata.reference === intent!.reference,
  );
  expect(atStandIn).toHaveLength(1);
  expect(sent!.providerPayoutId).toBe(String(atStandIn[0]!.id));
  expect(await checkLedger()).toEqual([]);
});
