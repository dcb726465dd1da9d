// The indicative euro amount English pages show beside FCFA (decisions: "Made for Benin's
// phones, networks and visitors"). The franc CFA is pegged to the euro: 1 EUR = 655.957 XOF,
// a fixed parity, so no rate is fetched. Display only: every price is computed, stored and
// paid in FCFA (docs/decisions/030). The one place euros are computed.
import type { Lang } from "#common/i18n";
import { formatFcfa } from "./money";
import { formatWholeEuros } from "./number";

/** Francs CFA in one euro, fixed by the peg. */
export const XOF_PER_EUR = 655.957;

/** Which languages' readers see euros beside FCFA: visitors and the diaspora read English. */
export const SHOWS_INDICATIVE_EUROS: Record<Lang, boolean> = { fr: false, en: true };

/**
 * Whole euros, rounded to the nearest (an indication, not a price); a non-zero amount never
 * reads '€0': under half a euro it reads '€1' at least in its sign's direction.
 */
export function fcfaToWholeEuros(amount: number): number {
  const euros = Math.round(amount / XOF_PER_EUR);
  if (euros === 0 && amount !== 0) return Math.sign(amount);
  return euros;
}

/** 25000 -> '≈ €38' in English. */
export function formatIndicativeEuros(amount: number, lang: Lang): string {
  return `≈ ${formatWholeEuros(fcfaToWholeEuros(amount), lang)}`;
}

/** An amount as the reader's language shows it: '25,000 FCFA (≈ €38)' in English, FCFA alone in French. */
export function formatMoney(amount: number, lang: Lang): string {
  const fcfa = formatFcfa(amount, lang);
  return SHOWS_INDICATIVE_EUROS[lang] ? `${fcfa} (${formatIndicativeEuros(amount, lang)})` : fcfa;
}
