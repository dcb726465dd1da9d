// The stand-in's own page (for a developer on a local or demo site): its controls, the
// latest transactions and payouts, and every webhook delivery with its attempts. French,
// plain HTML and no script, like the checkout page it sits beside.
import { escapeHtml, layout } from "./checkout-page.server";
import { FAULT_STATUSES, OUTCOMES, STANDIN_OPERATIONS } from "./standin-controls.server";
import type { PlannedOutcome } from "./standin-store.server";

export type ConsoleView = {
  nextTransaction: PlannedOutcome;
  nextPayout: PlannedOutcome;
  payoutsActivated: boolean;
  balance: number;
  faults: { operation: string; status: number; remaining: number }[];
  transactions: { id: number; amount: number; status: string; mode: string | null; createdAt: Date }[];
  payouts: { id: number; amount: number; status: string; phone: string | null; createdAt: Date }[];
  deliveries: {
    id: number;
    eventId: number;
    name: string;
    objectId: string;
    status: string;
    attempts: number;
    nextAttemptAt: Date;
    tries: { attemptedAt: Date; httpStatus: number | null; error: string | null }[];
  }[];
  notice?: string;
};

const OUTCOME_LABELS: Record<PlannedOutcome, string> = {
  approve: "réussit (normal)",
  fail: "échoue",
  pending: "reste en attente",
  late: "aboutit en retard (2 min)",
};

const options = (values: readonly (string | number)[], selected?: string, labels?: Record<string, string>) =>
  values
    .map((value) => {
      const text = labels?.[String(value)] ?? String(value);
      return `<option value="${escapeHtml(String(value))}"${String(value) === selected ? " selected" : ""}>${escapeHtml(text)}</option>`;
    })
    .join("");

function form(action: string, fields: string, button: string) {
  return `<form method="post"><input type="hidden" name="action" value="${action}">${fields}<button>${escapeHtml(button)}</button></form>`;
}

const when = (date: Date | null) => (date ? escapeHtml(date.toISOString().replace("T", " ").slice(0, 19)) : "-");

export function renderConsolePage(view: ConsoleView) {
  const controls = `<section class="card"><h1>Commandes du simulateur</h1>
${view.notice ? `<p class="banner" role="status">${escapeHtml(view.notice)}</p>` : ""}
${form("next_transaction", `<label for="t">La prochaine transaction</label><select id="t" name="outcome">${options(OUTCOMES, view.nextTransaction, OUTCOME_LABELS)}</select>`, "Appliquer")}
${form("next_payout", `<label for="p">Le prochain transfert (payout)</label><select id="p" name="outcome">${options(OUTCOMES, view.nextPayout, OUTCOME_LABELS)}</select>`, "Appliquer")}
${form("payouts_activated", `<input type="hidden" name="value" value="${view.payoutsActivated ? "off" : "on"}"><p>Transferts (payouts) : <strong>${view.payoutsActivated ? "activés" : "non activés"}</strong></p>`, view.payoutsActivated ? "Désactiver les transferts" : "Activer les transferts")}
<p>Solde du compte : <strong>${view.balance} XOF</strong></p>
${form("transfer_now", "", "Virer au solde les paiements approuvés (sans attendre 72 h)")}
${form("refund", `<label for="r">Rembourser la transaction n°</label><input id="r" name="id" inputmode="numeric" required>`, "Rembourser")}
${form(
  "fault",
  `<label for="o">Panne : l'appel</label><select id="o" name="operation">${options(STANDIN_OPERATIONS)}</select>
<label for="s">répond</label><select id="s" name="status">${options(FAULT_STATUSES)}</select>
<label for="n">pour les N prochains appels</label><input id="n" name="times" inputmode="numeric" value="1">`,
  "Programmer la panne",
)}
<p>Pannes en cours : ${view.faults.length ? view.faults.map((fault) => escapeHtml(`${fault.operation} → ${fault.status} (×${fault.remaining})`)).join(", ") : "aucune"}</p>
${form("deliver_now", "", "Relancer maintenant les webhooks en attente")}
${form("reset", "", "Tout remettre à la normale")}</section>`;

  const transactions = view.transactions
    .map(
      (row) =>
        `<li>n°${row.id} · ${row.amount} XOF · ${escapeHtml(row.status)} · ${escapeHtml(row.mode ?? "-")} · ${when(row.createdAt)}</li>`,
    )
    .join("");
  const payouts = view.payouts
    .map(
      (row) =>
        `<li>n°${row.id} · ${row.amount} XOF · ${escapeHtml(row.status)} · ${escapeHtml(row.phone ?? "-")} · ${when(row.createdAt)}</li>`,
    )
    .join("");
  const deliveries = view.deliveries
    .map((delivery) => {
      const tries = delivery.tries
        .map(
          (item) =>
            `<li>${when(item.attemptedAt)} : ${item.httpStatus ?? escapeHtml(item.error ?? "sans réponse")}</li>`,
        )
        .join("");
      const next = delivery.status === "pending" ? ` · prochain essai ${when(delivery.nextAttemptAt)}` : "";
      return `<li>Événement n°${delivery.eventId} <strong>${escapeHtml(delivery.name)}</strong> (objet ${escapeHtml(String(delivery.objectId))}) · ${escapeHtml(delivery.status)} · ${delivery.attempts} essai(s)${next}<ul>${tries}</ul></li>`;
    })
    .join("");
  return layout(
    "Commandes - Simulateur FedaPay",
    `${controls}
<section class="card"><h2>Transactions récentes</h2><ul>${transactions || "<li>aucune</li>"}</ul></section>
<section class="card"><h2>Transferts récents</h2><ul>${payouts || "<li>aucun</li>"}</ul></section>
<section class="card"><h2>Webhooks envoyés</h2><ul>${deliveries || "<li>aucun</li>"}</ul></section>`,
  );
}

export function renderConsoleRefusal() {
  return layout(
    "Accès réservé - Simulateur FedaPay",
    `<section class="card"><h1>Accès réservé</h1><p>Ces commandes sont réservées aux administrateurs du site. <a href="/auth">Se connecter</a></p></section>`,
  );
}
