// Every periodic job of the process, registered by boot() (server/app.ts) and started once
// it answers. Each is safe in several processes at once (server/jobs.server.ts).
import { HOLD_EXPIRY_INTERVAL_MS, releaseExpiredHolds } from "#server/bookings/release-expired-holds.server";
import { renderEmail } from "#server/emails/templates.server";
import { cleanupOrphanMedia } from "#server/hosting/orphan-media.server";
import { STANDIN_JOB_INTERVAL_MS, runStandInDuties } from "#server/integrations/fedapay/stand-in/standin-duties.server";
import { standInActive } from "#server/integrations/fedapay/stand-in/standin-router.server";
import { processOutbox } from "#server/integrations/mail/outbox-worker.server";
import { RECONCILE_INTERVAL_MS, reconcilePendingPayments } from "#server/payments/reconcile-payments.server";
import { pruneRateLimits } from "#server/security/rate-limit-store.server";
import { registerJob } from "./jobs.server";

const HOUR_MS = 3_600_000;

export function registerBackgroundJobs() {
  // E-mails are rendered when sent, in their recipient's language.
  registerJob({ name: "email-outbox", intervalMs: 5000, run: () => processOutbox({ limit: 20, render: renderEmail }) });
  registerJob({ name: "orphan-media", intervalMs: HOUR_MS, run: () => cleanupOrphanMedia() });
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
  // Counters of sign-in and request limits untouched for a day: without it, rate_limits
  // grows by a row per address, e-mail and account ever seen. A DELETE: safe anywhere.
  registerJob({ name: "rate-limit-pruning", intervalMs: HOUR_MS, run: () => pruneRateLimits() });
}
