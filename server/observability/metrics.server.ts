// The process's metrics, in Prometheus's text format at /metrics (metrics-route.server.ts).
// Counted as things happen: requests (by route pattern, method and status) and job runs.
// Read from the database at scrape time, a few indexed counts: the e-mail queue, payments
// pending for more than an hour, money owed out (refunds, payouts) and failed payouts.
// Each process answers for itself; the database figures are the same from every process.
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { nowMs } from "#common/clock";
import { getDatabaseHandle } from "#server/db/client.server";

const HOUR_MS = 3_600_000;

function createMetrics() {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Durée des réponses, par motif de route, méthode et statut",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Passages de chaque tâche périodique (réussis ou non)",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: "job_failures_total",
    help: "Passages en échec de chaque tâche périodique",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const jobSkips = new Counter({
    name: "job_skips_total",
    help: "Passages laissés à un autre processus (bail déjà pris)",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "job_duration_seconds",
    help: "Durée des passages de chaque tâche périodique",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Connexions du pool PostgreSQL de ce processus (PGlite : une)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = getDatabaseHandle().poolUse();
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });
  // Pages being rendered and waiting for a slot (server/http/render-admission.server.ts).
  let renders: () => { active: number; queued: number } = () => ({ active: 0, queued: 0 });
  new Gauge({
    name: "http_page_renders",
    help: "Pages en cours de rendu (active) et pages en attente d'une place (queued), RENDER_CONCURRENCY",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const { active, queued } = renders();
      this.set({ state: "active" }, active);
      this.set({ state: "queued" }, queued);
    },
  });
  // The database figures are read once per scrape, whichever of their gauges asks first
  // (the registry collects every metric at once): the others wait for the same reading.
  let reading: Promise<void> | null = null;
  const collect = (): Promise<void> =>
    (reading ??= readDatabaseFigures({
      emailBacklog,
      emailOldest,
      paymentsPending,
      moneyOutCount,
      moneyOutAmount,
    }).finally(() => {
      reading = null;
    }));
  const emailBacklog: Gauge = new Gauge({
    name: "email_outbox_backlog",
    help: "E-mails en attente d'envoi (queued ou sending)",
    registers: [registry],
    collect,
  });
  const emailOldest: Gauge = new Gauge({
    name: "email_outbox_oldest_age_seconds",
    help: "Âge du plus ancien e-mail en attente (0 sans attente)",
    registers: [registry],
    collect,
  });
  const paymentsPending: Gauge = new Gauge({
    name: "payments_pending_over_hour",
    help: "Paiements FedaPay en attente depuis plus d'une heure",
    registers: [registry],
    collect,
  });
  const moneyOutCount: Gauge<"kind" | "state"> = new Gauge({
    name: "money_out_count",
    help: "Sommes dues en sortie : remboursements et versements en cours ou en échec",
    labelNames: ["kind", "state"] as const,
    registers: [registry],
    collect,
  });
  const moneyOutAmount: Gauge<"kind" | "state"> = new Gauge({
    name: "money_out_amount_fcfa",
    help: "Montant (FCFA) des sommes dues en sortie, par nature et état",
    labelNames: ["kind", "state"] as const,
    registers: [registry],
    collect,
  });
  /** Where the page renders' gauge reads its figures (server/app.ts gives its admission's). */
  const observeRenders = (state: typeof renders) => {
    renders = state;
  };
  return { registry, requestDuration, jobRuns, jobFailures, jobSkips, jobDuration, observeRenders };
}

type Figures = {
  emailBacklog: Gauge;
  emailOldest: Gauge;
  paymentsPending: Gauge;
  moneyOutCount: Gauge<"kind" | "state">;
  moneyOutAmount: Gauge<"kind" | "state">;
};

async function readDatabaseFigures(figures: Figures) {
  const handle = getDatabaseHandle();
  const now = nowMs();
  const [email] = await handle.query<{ backlog: number; oldest: string | null }>(
    `SELECT count(*)::int AS backlog, min(created_at) AS oldest FROM email_outbox WHERE status IN ('queued', 'sending')`,
  );
  figures.emailBacklog.set(email?.backlog ?? 0);
  figures.emailOldest.set(email?.oldest ? Math.max(0, (now - new Date(email.oldest).getTime()) / 1000) : 0);
  const [payments] = await handle.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payment_transactions
     WHERE status = 'pending' AND superseded_at IS NULL AND created_at < $1`,
    [new Date(now - HOUR_MS).toISOString()],
  );
  figures.paymentsPending.set(payments?.count ?? 0);
  // Owed out: refunds promised on cancelled bookings and surplus payments not yet paid
  // back; payouts on their way (pending, started, processing); payouts failed and neither
  // retried nor settled by hand (someone must act).
  const rows = await handle.query<{ kind: string; state: string; count: number; amount: string | number }>(
    `SELECT 'refund' AS kind, 'owed' AS state, count(*)::int AS count, coalesce(sum(refund_amount), 0) AS amount
       FROM bookings WHERE refund_status = 'owed'
     UNION ALL
     SELECT 'surplus_payment', 'owed', count(*)::int, coalesce(sum(amount), 0) FROM surplus_payments WHERE status = 'owed'
     UNION ALL
     SELECT 'payout_' || purpose, CASE WHEN status = 'failed' THEN 'failed' ELSE 'in_progress' END,
            count(*)::int, coalesce(sum(amount), 0)
       FROM payouts p
      WHERE (status IN ('pending', 'started', 'processing')
         OR (status = 'failed' AND settled_by_hand_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM payouts r WHERE r.replaces_payout_id = p.id)))
      GROUP BY 1, 2`,
  );
  figures.moneyOutCount.reset();
  figures.moneyOutAmount.reset();
  for (const kind of ["payout_host_earnings", "payout_refund"]) {
    for (const state of ["in_progress", "failed"]) {
      figures.moneyOutCount.set({ kind, state }, 0);
      figures.moneyOutAmount.set({ kind, state }, 0);
    }
  }
  for (const row of rows) {
    figures.moneyOutCount.set({ kind: row.kind, state: row.state }, row.count);
    figures.moneyOutAmount.set({ kind: row.kind, state: row.state }, Number(row.amount));
  }
}

const holder = globalThis as unknown as { __beninMetrics?: ReturnType<typeof createMetrics> };

/** The process's metrics (one set, even when Vite reloads this module in development). */
export function metrics() {
  return (holder.__beninMetrics ??= createMetrics());
}
