// The stand-in's checkout page: plain HTML, no script, a few hundred bytes of CSS, so it
// opens fast on a phone. It stands for FedaPay's own page, so its texts live here rather
// than in common/texts/fr/ (they are not the marketplace's interface).
import { createHash } from "node:crypto";
import { formatFcfa } from "#common/format/money";
import type { StandInRow, StandInStatus } from "./standin-store.server";

export const STANDIN_TITLE = "Simulateur FedaPay (environnement local)";

const STATUS_LABELS: Record<StandInStatus, string> = {
  pending: "en cours de traitement",
  approved: "approuvé",
  declined: "refusé",
  canceled: "annulé",
  transferred: "approuvé",
  refunded: "remboursé",
  approved_partially_refunded: "partiellement remboursé",
  transferred_partially_refunded: "partiellement remboursé",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f6f8;color:#1f2933}
main{max-width:26rem;margin:0 auto;padding:1rem}
h1{font-size:1.35rem;line-height:1.25;margin:0 0 .75rem}
.banner{background:#fff4ce;border:1px solid #e5c100;border-radius:.5rem;padding:.5rem .75rem;font-size:.9rem}
.card{background:#fff;border-radius:.75rem;padding:1rem;margin-top:1rem;box-shadow:0 1px 3px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}dt{color:#52606d}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:1rem 0}label{display:block;margin:.35rem 0}
input[type=tel]{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #9aa5b1;border-radius:.5rem}
.error{color:#b42318;font-weight:600}
button{display:block;width:100%;font:inherit;padding:.7rem;margin-top:.6rem;border-radius:.5rem;border:1px solid #9aa5b1;background:#fff}
button.primary{background:#0b7a3e;border-color:#0b7a3e;color:#fff;font-weight:600}`;

const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

/**
 * The page's own policy, stricter than the site's: nothing but this exact stylesheet
 * (allowed by its hash, not 'unsafe-inline'), and its form may only post here and come
 * back to the merchant (`merchantOrigin`, where callback_url points).
 */
export function checkoutPagePolicy(merchantOrigin: string) {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self' ${merchantOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

export function layout(title: string, body: string) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p class="banner"><strong>${STANDIN_TITLE}</strong><br>Cette page remplace FedaPay en local : aucun argent réel n'est débité.</p>
${body}</main></body></html>`;
}

export type CheckoutForm = { mode?: string; phone?: string; error?: string };

export function renderCheckoutPage(row: StandInRow, form: CheckoutForm = {}) {
  const phone = form.phone ?? row.customer?.phone_number?.number ?? "";
  const mode = form.mode === "moov" ? "moov" : "mtn_open";
  const checked = (value: string) => (mode === value ? " checked" : "");
  const error = form.error ? `<p class="error" role="alert">${escapeHtml(form.error)}</p>` : "";
  return layout(
    "Paiement - Simulateur FedaPay",
    `<section class="card"><h1>Paiement mobile money</h1>
<dl><dt>Description</dt><dd>${escapeHtml(row.description)}</dd>
<dt>Montant</dt><dd>${escapeHtml(formatFcfa(row.amount, "fr"))}</dd>
<dt>Référence</dt><dd>${escapeHtml(row.reference)}</dd></dl>
<form method="post">
<fieldset><legend>Moyen de paiement</legend>
<label><input type="radio" name="mode" value="mtn_open"${checked("mtn_open")}> MTN Mobile Money</label>
<label><input type="radio" name="mode" value="moov"${checked("moov")}> Moov Money</label></fieldset>
<label for="phone">Numéro de téléphone</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required maxlength="20" placeholder="01 97 00 00 00" value="${escapeHtml(phone)}">
${error}
<button class="primary" name="action" value="approve">Valider le paiement</button>
<button name="action" value="decline" formnovalidate>Refuser</button>
<button name="action" value="cancel" formnovalidate>Annuler</button>
</form></section>`,
  );
}

/**
 * A transaction already approved, refused or cancelled, or confirmed by the payer and still
 * in progress (a control): say so, offer the way back.
 */
export function renderSettledPage(row: StandInRow, returnUrl: string | null) {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Retourner sur le site marchand</a></p>` : "";
  const heading = row.status === "pending" ? "Paiement en cours de traitement" : "Paiement déjà traité";
  return layout(
    `${heading} - Simulateur FedaPay`,
    `<section class="card"><h1>${heading}</h1>
<p>Ce paiement de ${escapeHtml(formatFcfa(row.amount, "fr"))} est ${STATUS_LABELS[row.status]}.</p>${back}</section>`,
  );
}

export function renderNotFoundPage() {
  return layout(
    "Lien de paiement introuvable - Simulateur FedaPay",
    `<section class="card"><h1>Lien de paiement introuvable</h1>
<p>Ce lien de paiement n'existe pas ou a été modifié. Revenez sur le site marchand pour relancer le paiement.</p></section>`,
  );
}
