// FCFA have no subunit: every amount is a whole number.
const formatter = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** 45000 -> '45 000 FCFA' (French grouping, as the decisions ask). */
export function formatFcfa(amount: number): string {
  return `${formatter.format(Math.round(amount))} FCFA`;
}

// One formatter, made once: toLocaleString builds a new one (locale data lookup) per call.
const ratingFormatter = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 4.75 -> '4,8' */
export function formatRating(value: number): string {
  return ratingFormatter.format(value);
}
