// The payout job's throughput on PostgreSQL: 10 000 due bookings (500 hosts × 20), each
// host's earnings planned as the day's batch, then every intent sent to the local FedaPay
// stand-in (created, started, applied with its journals). Prints payouts per second.
import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import type { SectionResult } from "#bench/support/report";
import { setClock } from "#common/clock";
import { openDatabase, setDatabase } from "#server/db/client.server";
import { migrate } from "#server/db/migrate.server";
import { parseEnv, setEnv } from "#server/env.server";
import { WEBHOOK_PATH } from "#server/integrations/fedapay/config.server";
import { fedapayStandInRouter } from "#server/integrations/fedapay/stand-in/standin-router.server";
import { checkLedger } from "#server/money/ledger-check.server";
import { planAllHostPayouts } from "#server/money/plan-host-payouts.server";
import { sendPendingPayouts } from "#server/money/send-payouts.server";
import { hostWithAccount, payableBooking } from "#tests/support/money-out";
import { fundStandIn } from "#tests/support/standin-balance";

const HOSTS = Number(process.env.BENCH_PAYOUT_HOSTS ?? 500);
const PER_HOST = 20;
const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

export async function runPayoutsBench(): Promise<SectionResult> {
  const name = `bench_payouts_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  // The stand-in's webhooks land here and are dropped: the sending job's own answers are measured.
  const app = express()
    .post(WEBHOOK_PATH, (_request, response) => response.json({ received: true }))
    .use(fedapayStandInRouter());
  const server = app.listen(0, "127.0.0.1");
  try {
    await migrate(handle);
    setDatabase(handle);
    if (!server.listening) await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    setEnv(parseEnv({ ...process.env, PUBLIC_URL: base, FEDAPAY_SECRET_KEY: "", DATABASE_URL: url.toString() }));
    const now = new Date("2026-03-10T09:00:00Z");
    setClock(now);
    const seeded = performance.now();
    for (let host = 0; host < HOSTS; host += 1) {
      const { listing } = await hostWithAccount();
      for (let booking = 0; booking < PER_HOST; booking += 1) await payableBooking(listing.id, now);
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    await fundStandIn(base, 2_000_000_000);
    const started = performance.now();
    const plan = await planAllHostPayouts({ now });
    const planSeconds = (performance.now() - started) / 1000;
    let sent = 0;
    for (;;) {
      const summary = await sendPendingPayouts({ limit: 50, now });
      if (!summary.claimed) break;
      sent += summary.moved;
    }
    const seconds = (performance.now() - started) / 1000;
    const problems = await checkLedger();
    const perSecond = Math.round((sent / seconds) * 10) / 10;
    console.log(
      `Versements : ${sent} en ${seconds.toFixed(1)} s = ${perSecond} /s (planification ${planSeconds.toFixed(1)} s)`,
    );
    return {
      title: `Versements (PostgreSQL, ${HOSTS * PER_HOST} réservations dues)`,
      rows: [
        {
          "réservations dues": HOSTS * PER_HOST,
          versements: plan.payouts,
          envoyés: sent,
          "planification (s)": Math.round(planSeconds * 10) / 10,
          "total (s)": Math.round(seconds * 10) / 10,
          "versements/s": perSecond,
          "écarts du registre": problems.length,
        },
      ],
      budgets: [
        { name: "registre équilibré après le lot", ok: problems.length === 0, measured: `${problems.length} écart(s)` },
        { name: "versements ≥ 20/s", ok: perSecond >= 20, measured: `${perSecond}/s` },
      ],
      notes: [`données préparées en ${Math.round(seedSeconds)} s (fabriques)`],
    };
  } finally {
    server.closeAllConnections();
    server.close();
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
