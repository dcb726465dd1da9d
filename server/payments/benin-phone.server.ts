// Benin mobile numbers, checked against the numbering plan (libphonenumber-js metadata).
// Since 2024 numbers have 10 digits starting with 01; the older 8-digit numbers are still
// typed by many payers: they became '01' + the 8 digits, so they are accepted and
// converted.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** '+229 01 97 00 00 00', '0197000000', '97000000', '00229…' → '+2290197000000'; else null. */
export function normalizeBeninMobile(value: string): string | null {
  let digits = value.replace(/[\s.\-()]/g, "");
  if (digits.length > 20) return null;
  if (digits.startsWith("+229")) digits = digits.slice(4);
  else if (digits.startsWith("00229")) digits = digits.slice(5);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 8) digits = `01${digits}`;
  if (digits.length !== 10) return null;
  const phone = parsePhoneNumberFromString(digits, "BJ");
  if (!phone || !phone.isValid()) return null;
  const type = phone.getType();
  // Mobile money needs a mobile line (the metadata may not type every range: accept unknown).
  if (type && type !== "MOBILE" && type !== "FIXED_LINE_OR_MOBILE") return null;
  return phone.number;
}
