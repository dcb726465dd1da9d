// Payout senders as separate processes (issue 14, item 5), on PostgreSQL: two running at
// once on the same intents; and kill -9 between FedaPay's creation of a payout and our
// write of its answer: a separate process sends the intent through a proxy that lets
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

async function databaseUrl() {
  const [{ name }] = await getDatabaseHandle().query<{ name: string }>("SELECT current_database() AS name");
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The sending job once, in a separate Node process, FedaPay reached at `publicUrl`. */
function senderProcess(publicUrl: string, databaseUrlText: string) {
  // Node itself (not npx): a signal reaches the process that holds the call.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/faults/support/payout-sender.ts"], {
    env: {
      ...process.env,
      PAYOUT_DB_URL: databaseUrlText,
      PAYOUT_PUBLIC_URL: publicUrl,
      PAYOUT_NOW: now().toISOString(),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const state = { output: "" };
  child.stdout.on("data", (chunk: Buffer) => (state.output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (state.output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, state, exited };
}

it("two sender processes at once on the same intents: one payout each at the stand-in", async () => {
  for (let index = 0; index < 10; index += 1) {
    const { listing } = await hostWithAccount();
    await payableBooking(listing.id, now());
  }
  await planAllHostPayouts();
  const ours = await getDb().select().from(payouts);
  const url = await databaseUrl();
  const senders = [senderProcess(standIn.url, url), senderProcess(standIn.url, url)];
  const codes = await Promise.all(senders.map((sender) => sender.exited));
  expect(codes, senders.map((sender) => sender.state.output).join("\n")).toEqual([0, 0]);
  const sent = await getDb().select().from(payouts).where(eq(payouts.status, "sent"));
  expect(sent).toHaveLength(ours.length);
  const theirs = await getDb().select().from(standInPayouts);
  for (const payout of ours) {
    expect(theirs.filter((row) => row.customMetadata.reference === payout.reference)).toHaveLength(1);
  }
  expect(sent.every((payout) => payout.attempts === 1)).toBe(true);
  expect(await checkLedger()).toEqual([]);
});

it("a sender killed while FedaPay's creation answer is on its way: the payout is created once", async () => {
  const { host, listing } = await hostWithAccount();
  await payableBooking(listing.id, now());
  await planAllHostPayouts();
  const [intent] = await getDb().select().from(payouts).where(eq(payouts.userId, host.id));

  const proxy = await startFedaPayFaultProxy(standIn.url);
  proxy.add({ method: "POST", path: /\/v1\/payouts$/, forwardThenHang: true, times: 1 });
  const { child, state, exited } = senderProcess(proxy.url, await databaseUrl());

  // FedaPay (the stand-in) has created it; the sender waits for an answer that never comes.
  await vi.waitFor(
    async () => {
      const created = await getDb().select().from(standInPayouts);
      expect(
        created.filter((row) => row.customMetadata.reference === intent!.reference),
        state.output,
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
