// Every amount the product shows, in one module. FCFA have no subunit: every amount is a
// whole number, grouped the reader's way ('45 000 FCFA' in French).
import type { Lang } from "#common/i18n";
import { formatNumber } from "./number";

/**
 * Between an amount and 'FCFA': a no-break space (U+00A0, as French typography and the
 * French currency format of Intl put before a currency), so 'FCFA' never wraps onto a line
 * of its own. Every amount goes through formatFcfa; texts that write one use this too.
 */
export const BEFORE_CURRENCY = "\u00a0";

/** 45000 -> '45 000 FCFA' (U+202F between thousands, U+00A0 before FCFA in French). */
export function formatFcfa(amount: number, lang: Lang): string {
  return `${formatNumber(Math.round(amount), lang)}${BEFORE_CURRENCY}FCFA`;
}
