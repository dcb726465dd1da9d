// The payout account form's rules (decisions, "Money goes out as reliably as it comes in"):
// an MTN or Moov number of Benin and the holder's name. Plain TypeScript, run by the page
// for comfort and by the server as the rule; the server also checks the number against the
// numbering plan (server/payments/benin-phone.server.ts), which is too heavy for the browser.
// A problem is a code: a key of the earnings texts' `validation` (docs/decisions/011, 013).
import type { FieldProblems } from "#common/problems";
import { hasForbiddenCharacters, visiblePart } from "#common/text-input";

export const PAYOUT_OPERATORS = ["mtn", "moov"] as const;
export type PayoutOperator = (typeof PAYOUT_OPERATORS)[number];
export const HOLDER_NAME_MAX = 100;

export type PayoutAccountFields = { operator: string; phone: string; holderName: string };
export type PayoutAccountProblemCode =
  "operator" | "phone" | "holderName" | "holderNameTooLong" | "forbiddenCharacters";
export type PayoutAccountProblems = FieldProblems<keyof PayoutAccountFields, PayoutAccountProblemCode>;
export type ValidPayoutAccount = { operator: PayoutOperator; phone: string; holderName: string };

/**
 * Benin's numbering since 2024: 10 digits starting with 01, typed with or without +229 /
 * 00229, spaces, dots or dashes. Returns '+229' and the 10 digits, or null. The old 8-digit
 * numbers are refused here: money is sent to the number exactly as the host confirms it.
 */
export function beninTenDigitNumber(value: string): string | null {
  let digits = value.replace(/[\s.\-()]/g, "");
  if (digits.length > 20) return null;
  if (digits.startsWith("+229")) digits = digits.slice(4);
  else if (digits.startsWith("00229")) digits = digits.slice(5);
  return /^01\d{8}$/.test(digits) ? `+229${digits}` : null;
}

function isOperator(value: string): value is PayoutOperator {
  return (PAYOUT_OPERATORS as readonly string[]).includes(value);
}

export function validatePayoutAccount(
  fields: PayoutAccountFields,
): { ok: true; value: ValidPayoutAccount } | { ok: false; problems: PayoutAccountProblems } {
  const problems: PayoutAccountProblems = {};
  const operator = fields.operator.trim().toLowerCase();
  if (!isOperator(operator)) problems.operator = { code: "operator" };
  const phone = beninTenDigitNumber(fields.phone);
  if (!phone) problems.phone = { code: "phone" };
  const holderName = fields.holderName.trim().replace(/\s+/g, " ");
  // Two characters at least (as the payout_accounts table checks): a name, not an initial.
  if (visiblePart(holderName).length < 2) problems.holderName = { code: "holderName" };
  else if (hasForbiddenCharacters(holderName)) problems.holderName = { code: "forbiddenCharacters" };
  else if (holderName.length > HOLDER_NAME_MAX) problems.holderName = { code: "holderNameTooLong" };
  if (!isOperator(operator) || !phone || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { operator, phone, holderName } };
}

/** '+2290197000000' → '+229 01 97 00 00 00' (as people read it); anything else unchanged. */
export function formatBeninNumber(phone: string): string {
  const match = /^\+229(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+229 ${match.slice(1).join(" ")}` : phone;
}
