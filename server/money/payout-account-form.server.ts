// The /earnings form that sets or changes the payout account, in words: the fields read
// (bounded), the password verified (always asked on this form: money goes to this number),
// the account saved, and each refusal as the reader's language says it. Nothing is written
// unless every field is right and the password too.
import type { Lang } from "#common/i18n";
import { describeAll } from "#common/problems";
import { validatePayoutAccount } from "#common/rules/payout-account";
import { moneyTexts } from "#common/texts/money";
import { confirmPassword } from "#server/accounts/recent-password.server";
import type { SessionUser } from "#server/accounts/session-user.server";
import { textField } from "#server/http/form-data.server";
import { refusal } from "#server/http/refusals.server";
import { savePayoutAccount } from "./payout-account.server";

export type PayoutAccountFormAnswer =
  | { ok: true; change: "created" | "changed" | "unchanged"; heldUntil: string | null }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string | undefined> };

export async function submitPayoutAccountForm(
  user: SessionUser,
  form: FormData,
  requestHeaders: Headers,
  lang: Lang,
  now: Date,
): Promise<PayoutAccountFormAnswer> {
  const texts = moneyTexts[lang].account;
  const fields = {
    operator: textField(form, "operator", 10),
    phone: textField(form, "phone", 40),
    holderName: textField(form, "holderName", 300),
  };
  const invalid = (problems: Parameters<typeof describeAll>[1]) => {
    const fieldErrors = describeAll(texts.validation, problems);
    return { ok: false as const, status: 400, message: Object.values(fieldErrors)[0] ?? "", fieldErrors };
  };
  // The fields first: a typing mistake costs no password attempt.
  const checked = validatePayoutAccount(fields);
  if (!checked.ok) return invalid(checked.problems);

  const password = textField(form, "password", 1000);
  const confirmed = await confirmPassword(user, password, requestHeaders);
  if (!confirmed.ok) {
    const { status, message } = refusal("account", confirmed.reason, lang);
    return { ok: false, status, message, fieldErrors: { password: message } };
  }
  const saved = await savePayoutAccount({ ...user, passwordConfirmedAt: now }, fields, { now });
  if (!saved.ok) {
    if (saved.reason === "invalid_fields") return invalid(saved.problems);
    const { status, message } = refusal("account", saved.reason, lang);
    return { ok: false, status, message, fieldErrors: {} };
  }
  return { ok: true, change: saved.change, heldUntil: saved.heldUntil ? saved.heldUntil.toISOString() : null };
}
