// FCFA have no subunit: every amount is a whole number.
const formatter = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** 45000 -> '45 000 FCFA' (French grouping, as the decisions ask). */
export function formatFcfa(amount: number): string {
  return `${formatter.format(Math.round(amount))} FCFA`;
}

/** 4.75 -> '4,8' */
export function formatRating(value: number): string {
  return value.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
