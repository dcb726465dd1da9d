// The stand-in's own page, /fedapay-standin/console: what it shows names the payers and
// its forms change how "FedaPay" answers, so only a signed-in administrator may open it,
// and its forms only from this site (the app's same-origin check runs after the stand-in).
import { desc } from "drizzle-orm";
import express from "express";
import { getSessionUser } from "#server/accounts/session-user.server";
import { getDb } from "#server/db/client.server";
import { getEnv } from "#server/env.server";
import { sameOriginOnly } from "#server/security/same-origin.server";
import { sendHtml } from "./checkout-routes.server";
import { renderConsolePage, renderConsoleRefusal } from "./console-page.server";
import {
  FAULT_STATUSES,
  listStandInFaults,
  OUTCOMES,
  payoutsActivated,
  peekNextOutcome,
  resetStandInControls,
  setNextOutcome,
  setPayoutsActivated,
  setStandInFault,
  STANDIN_OPERATIONS,
  type StandInOperation,
} from "./standin-controls.server";
import { refundTransactionNow, runStandInDuties, transferAllApprovedNow } from "./standin-duties.server";
import { standInBalance, standInPayouts } from "./standin-payouts.server";
import { standInTransactions, type PlannedOutcome } from "./standin-store.server";
import { recentDeliveries } from "./webhook-dispatch.server";

export function consoleRoutes() {
  const router = express.Router();
  router.use((request, response, next) => sameOriginOnly([getEnv().publicUrl])(request, response, next));
  router.use((request, response, next) => {
    void isAdministrator(request).then((allowed) => {
      if (allowed) return next();
      sendHtml(response, 403, renderConsoleRefusal());
    }, next);
  });

  router.get("/", (_request, response, next) => {
    view()
      .then((html) => sendHtml(response, 200, html))
      .catch(next);
  });

  router.post("/", express.urlencoded({ extended: false, limit: "4kb" }), (request, response, next) => {
    apply((request.body ?? {}) as Record<string, unknown>)
      .then(async (notice) => sendHtml(response, 200, await view(notice)))
      .catch(next);
  });
  return router;
}

async function isAdministrator(request: express.Request) {
  const headers = new Headers();
  const cookie = request.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const user = await getSessionUser(new Request(`${getEnv().publicUrl}${request.originalUrl}`, { headers }));
  return Boolean(user?.roles.includes("admin"));
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

async function apply(form: Record<string, unknown>): Promise<string> {
  const outcome = text(form.outcome) as PlannedOutcome;
  switch (text(form.action)) {
    case "next_transaction":
    case "next_payout": {
      if (!OUTCOMES.includes(outcome)) return "Choix inconnu.";
      await setNextOutcome(text(form.action) === "next_payout" ? "payout" : "transaction", outcome);
      return "Commande enregistrée.";
    }
    case "payouts_activated":
      await setPayoutsActivated(text(form.value) === "on");
      return "Commande enregistrée.";
    case "transfer_now":
      return `${await transferAllApprovedNow()} paiement(s) viré(s) au solde.`;
    case "refund": {
      const id = /^[1-9]\d{0,14}$/.test(text(form.id)) ? Number(text(form.id)) : null;
      const refunded = id ? await refundTransactionNow(id) : undefined;
      if (!refunded) return "Seule une transaction approuvée ou virée peut être remboursée.";
      return `Transaction n°${refunded.id} remboursée.`;
    }
    case "fault": {
      const operation = text(form.operation) as StandInOperation;
      const status = Number(text(form.status));
      const times = /^\d{1,3}$/.test(text(form.times)) ? Number(text(form.times)) : NaN;
      if (
        !STANDIN_OPERATIONS.includes(operation) ||
        !(FAULT_STATUSES as readonly number[]).includes(status) ||
        !(times >= 0)
      ) {
        return "Panne invalide : choisissez un appel, un statut et un nombre d'appels (0 à 999).";
      }
      await setStandInFault({ operation, status, times });
      return "Panne programmée.";
    }
    case "deliver_now": {
      const summary = await runStandInDuties();
      return `${summary.delivered} webhook(s) délivré(s), ${summary.failed} en échec.`;
    }
    case "reset":
      await resetStandInControls();
      return "Le simulateur se comporte de nouveau normalement.";
    default:
      return "Action inconnue.";
  }
}

async function view(notice?: string) {
  const db = getDb();
  return renderConsolePage({
    notice,
    nextTransaction: await peekNextOutcome("transaction"),
    nextPayout: await peekNextOutcome("payout"),
    payoutsActivated: await payoutsActivated(),
    balance: await standInBalance(),
    faults: await listStandInFaults(),
    transactions: await db.select().from(standInTransactions).orderBy(desc(standInTransactions.id)).limit(20),
    payouts: await db.select().from(standInPayouts).orderBy(desc(standInPayouts.id)).limit(20),
    deliveries: await recentDeliveries(),
  });
}
