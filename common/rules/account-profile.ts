// The /account form's rules (name and phone), run by the page for comfort and by the server
// as the rule. The name follows the sign-up's rule; the phone, optional, follows Benin's
// numbering since 2024 (the payout account's rule: 10 digits starting with 01). A problem
// is a code: a key of the account page texts' `validation` (docs/decisions/011, 013).
import type { FieldProblems } from "#common/problems";
import { hasForbiddenCharacters, visibleLength } from "#common/text-input";
import { LIMITS } from "./account";
import { beninTenDigitNumber } from "./payout-account";

export type ProfileFields = { fullName: string; phone: string };
export type ProfileProblemCode = "fullName" | "fullNameTooLong" | "forbiddenCharacters" | "phone";
export type ProfileProblems = FieldProblems<keyof ProfileFields, ProfileProblemCode>;
export type ValidProfile = { fullName: string; phone: string | null };

export function validateProfile(
  fields: ProfileFields,
): { ok: true; value: ValidProfile } | { ok: false; problems: ProfileProblems } {
  const problems: ProfileProblems = {};
  const fullName = fields.fullName.trim().replace(/\s+/g, " ");
  if (hasForbiddenCharacters(fullName)) problems.fullName = { code: "forbiddenCharacters" };
  else if (visibleLength(fullName) < LIMITS.nameMin) problems.fullName = { code: "fullName" };
  else if (visibleLength(fullName) > LIMITS.nameMax) problems.fullName = { code: "fullNameTooLong" };
  const typed = fields.phone.trim();
  const phone = typed ? beninTenDigitNumber(typed) : null;
  if (typed && !phone) problems.phone = { code: "phone" };
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, value: { fullName, phone } };
}
