// Every amount the product shows, in one module. FCFA have no subunit: every amount is a
// whole number, grouped the reader's way ('45 000 FCFA' in French).
import type { Lang } from "#common/i18n";
import { numberFormatter } from "./number";

/** 45000 -> '45 000 FCFA'. */
export function formatFcfa(amount: number, lang: Lang): string {
  return `${numberFormatter(lang, "money", { maximumFractionDigits: 0 }).format(Math.round(amount))} FCFA`;
}
