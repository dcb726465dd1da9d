// Every periodic job of the process, registered by boot() (server/app.ts) and started once
// it answers. Each is safe in several processes at once (server/jobs.server.ts).
import { EXPIRED_SESSIONS_INTERVAL_MS, pruneExpiredSessions } from "#server/accounts/prune-expired-sessions.server";
import {
  expireUnansweredRequests,
  HOLD_EXPIRY_INTERVAL_MS,
  releaseExpiredHolds,
  REQUEST_EXPIRY_INTERVAL_MS,
} from "#server/bookings/release-expired-holds.server";
import {
  ACCESS_INSTRUCTIONS_INTERVAL_MS,
  sendDueAccessInstructions,
} from "#server/bookings/send-access-instructions.server";
import { renderEmail } from "#server/emails/templates.server";
import { cleanupOrphanMedia } from "#server/hosting/orphan-media.server";
import { STANDIN_JOB_INTERVAL_MS, runStandInDuties } from "#server/integrations/fedapay/stand-in/standin-duties.server";
import { standInActive } from "#server/integrations/fedapay/stand-in/standin-router.server";
import { processOutbox } from "#server/integrations/mail/outbox-worker.server";
import { LEDGER_CHECK_INTERVAL_MS, runLedgerCheck } from "#server/money/ledger-check.server";
import { PLAN_HOST_PAYOUTS_INTERVAL_MS, planAllHostPayouts } from "#server/money/plan-host-payouts.server";
import { RECONCILE_PAYOUTS_INTERVAL_MS, reconcileOpenPayouts } from "#server/money/reconcile-payouts.server";
import { SEND_PAYOUTS_INTERVAL_MS, sendPendingPayouts } from "#server/money/send-payouts.server";
import { RECONCILE_INTERVAL_MS, reconcilePendingPayments } from "#server/payments/reconcile-payments.server";
import { REVIEW_REMINDERS_INTERVAL_MS, sendReviewReminders } from "#server/reviews/send-review-reminders.server";
import { pruneRateLimits } from "#server/security/rate-limit-store.server";
import { IMPORT_JOB_INTERVAL_MS, refreshDueImports } from "./calendars/refresh-imports.server";
import { registerJob } from "./jobs.server";

const HOUR_MS = 3_600_000;

export function registerBackgroundJobs() {
  // E-mails are rendered when sent, in their recipient's language.
  registerJob({ name: "email-outbox", intervalMs: 5000, run: () => processOutbox({ limit: 20, render: renderEmail }) });
  // Once across processes (each on its lease): two processes deleting the same files
  // would only repeat each other's work.
  registerJob({
    name: "orphan-media",
    intervalMs: HOUR_MS,
    onceAcrossProcesses: true,
    run: () => cleanupOrphanMedia(),
  });
  registerJob({ name: "booking-holds", intervalMs: HOLD_EXPIRY_INTERVAL_MS, run: () => releaseExpiredHolds() });
  registerJob({
    name: "payment-reconciliation",
    intervalMs: RECONCILE_INTERVAL_MS,
    run: () => reconcilePendingPayments(),
  });
  // The local FedaPay stand-in's clock-driven changes (72 h transfers, late payments,
  // scheduled payouts) and its webhook retries; nothing while real keys are set.
  registerJob({
    name: "fedapay-standin",
    intervalMs: STANDIN_JOB_INTERVAL_MS,
    run: async () => (standInActive() ? runStandInDuties() : null),
  });
  // Money out (server/money, docs/decisions/017): hosts' payable earnings planned as
  // payout intents, intents sent to FedaPay, open payouts asked about, the ledger checked.
  registerJob({ name: "host-payouts", intervalMs: PLAN_HOST_PAYOUTS_INTERVAL_MS, run: () => planAllHostPayouts() });
  registerJob({ name: "payout-sending", intervalMs: SEND_PAYOUTS_INTERVAL_MS, run: () => sendPendingPayouts() });
  registerJob({
    name: "payout-reconciliation",
    intervalMs: RECONCILE_PAYOUTS_INTERVAL_MS,
    run: () => reconcileOpenPayouts(),
  });
  registerJob({ name: "ledger-check", intervalMs: LEDGER_CHECK_INTERVAL_MS, run: () => runLedgerCheck() });
  // Counters of sign-in and request limits untouched for a day: without it, rate_limits
  // grows by a row per address, e-mail and account ever seen. Sessions past their end
  // likewise. One DELETE each, run by one process per hour.
  registerJob({
    name: "rate-limit-pruning",
    intervalMs: HOUR_MS,
    onceAcrossProcesses: true,
    run: () => pruneRateLimits(),
  });
  registerJob({
    name: "expired-sessions",
    intervalMs: EXPIRED_SESSIONS_INTERVAL_MS,
    onceAcrossProcesses: true,
    run: () => pruneExpiredSessions(),
  });
  // Issue 15 (docs/decisions/023): access instructions 48 h before arrival, the review
  // reminder the day after the end; each once per booking (booking_reminders).
  registerJob({
    name: "access-instructions",
    intervalMs: ACCESS_INSTRUCTIONS_INTERVAL_MS,
    run: () => sendDueAccessInstructions(),
  });
  registerJob({ name: "review-reminders", intervalMs: REVIEW_REMINDERS_INTERVAL_MS, run: () => sendReviewReminders() });
  // Imported calendars read again every 30 minutes (server/calendars, docs/decisions/024).
  registerJob({ name: "calendar-imports", intervalMs: IMPORT_JOB_INTERVAL_MS, run: () => refreshDueImports() });
  // Requests to book unanswered for 24 h (docs/decisions/026); an accepted one unpaid for
  // 12 h is an unpaid hold, expired by "booking-holds".
  registerJob({
    name: "booking-requests",
    intervalMs: REQUEST_EXPIRY_INTERVAL_MS,
    run: () => expireUnansweredRequests(),
  });
}
