// FedaPay's transaction object as the product reads it (fedapay.md §1, §9). Only what a
// decision uses is checked, and loosely: FedaPay's answers carry many more fields
// (commission, fees, amount_debited as a number or a numeric string, receipt_url,
// metadata as `[]` from PHP…), and none of them may make a transaction unreadable. What a
// decision uses is either read for sure or refused clearly: the amount must be a whole
// number of FCFA, the currency is known or the payment is not confirmed.
import { z } from "zod";

/**
 * A whole number of FCFA, as a JSON number or as a numeric string ("128250", or "128250.00"
 * as PHP prints a decimal column: the same exact value). Anything with a fraction, an
 * exponent or a sign is refused by name, never rounded.
 */
export const wholeAmount = z.union([z.number(), z.string()]).transform((value, context) => {
  const number = typeof value === "number" ? value : /^\d{1,15}(\.0+)?$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < 0) {
    context.addIssue({ code: "custom", message: `montant non entier: ${JSON.stringify(value).slice(0, 40)}` });
    return z.NEVER;
  }
  return number;
});

const positiveId = z.union([z.number(), z.string()]).transform((value, context) => {
  const number = typeof value === "number" ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number <= 0) {
    context.addIssue({ code: "custom", message: `identifiant invalide: ${JSON.stringify(value).slice(0, 40)}` });
    return z.NEVER;
  }
  return number;
});

/** A field no decision needs for sure: an unexpected type reads as absent. */
const optionalText = z.string().nullish().catch(null);

const currencySchema = z.looseObject({ id: positiveId.nullish().catch(null), iso: z.string().min(1) });

export const transactionSchema = z.looseObject({
  id: positiveId,
  amount: wholeAmount,
  // Kept open: an unknown status is still in progress (paymentStatusClass), never an error.
  status: z.string().min(1),
  reference: optionalText,
  description: optionalText,
  callback_url: optionalText,
  mode: optionalText,
  currency_id: positiveId.nullish().catch(null),
  /** Only there when the request asked `include=currency` (getTransaction does). */
  currency: currencySchema.nullish().catch(null),
  // `[]` (PHP's empty array) or anything else than an object reads as no metadata.
  custom_metadata: z.record(z.string(), z.unknown()).nullish().catch(null),
  approved_at: optionalText,
  declined_at: optionalText,
  canceled_at: optionalText,
  created_at: optionalText,
  updated_at: optionalText,
});
export type FedaPayTransaction = z.infer<typeof transactionSchema>;

/** Statuses meaning the money was taken (the SDK's wasPaid()). */
const PAID_STATUSES = new Set([
  "approved",
  "transferred",
  "refunded",
  "approved_partially_refunded",
  "transferred_partially_refunded",
]);
const FAILED_STATUSES = new Set(["declined", "canceled"]);

export function wasPaid(status: string) {
  return PAID_STATUSES.has(status);
}

/**
 * What a status means for the payer. Only FedaPay's two documented failures are failures:
 * any other status (`pending`, or one FedaPay adds tomorrow) is still in progress, so the
 * payer is never sent to the cancel page while the money may still arrive.
 */
export function paymentStatusClass(status: string): "paid" | "failed" | "in_progress" {
  if (PAID_STATUSES.has(status)) return "paid";
  if (FAILED_STATUSES.has(status)) return "failed";
  return "in_progress";
}

// Currency ids FedaPay named in an answer that included the currency. FedaPay sends only
// `currency_id` unless asked; should an answer lack the nested currency (an `include`
// ignored), the id is still recognised if FedaPay once named it.
const knownCurrencies = new Map<number, string>();

/** Called on every transaction read: remembers the id → ISO pairs FedaPay stated. */
export function learnCurrency(transaction: FedaPayTransaction) {
  const { currency } = transaction;
  const id = currency?.id ?? (currency ? transaction.currency_id : null);
  if (currency && id) knownCurrencies.set(id, currency.iso);
}

/** The transaction's ISO currency as FedaPay stated it, or null when nothing says (never guessed). */
export function currencyIsoOf(transaction: FedaPayTransaction): string | null {
  if (transaction.currency) return transaction.currency.iso;
  if (transaction.currency_id) return knownCurrencies.get(transaction.currency_id) ?? null;
  return null;
}
