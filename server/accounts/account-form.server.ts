// The /account forms in words: each intent's fields read (bounded), the operation run, and
// each refusal as the reader's language says it. Nothing is written unless every field is
// right (and the password, where one is asked).
import type { Lang } from "#common/i18n";
import { describeAll, type Problem } from "#common/problems";
import { validateNewPassword } from "#common/rules/account";
import { accountPageTexts } from "#common/texts/account-page";
import { textField } from "#server/http/form-data.server";
import { refusal } from "#server/http/refusals.server";
import { changePassword } from "./change-password.server";
import { deleteAccount } from "./delete-account.server";
import { confirmPassword } from "./recent-password.server";
import type { SessionUser } from "./session-user.server";
import { updateProfile } from "./update-profile.server";

export type AccountFormAnswer =
  | { ok: true; intent: "profile" | "password" | "delete"; message: string }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string | undefined> };

type Failure = Extract<AccountFormAnswer, { ok: false }>;

export async function submitAccountForm(
  user: SessionUser,
  form: FormData,
  requestHeaders: Headers,
  lang: Lang,
  now: Date,
): Promise<AccountFormAnswer> {
  const texts = accountPageTexts[lang];
  const invalid = (problems: Partial<Record<string, Problem>>): Failure => {
    const fieldErrors = describeAll(texts.validation, problems as Parameters<typeof describeAll>[1]);
    return {
      ok: false,
      status: 400,
      message: Object.values(fieldErrors)[0] ?? texts.errors.invalidRequest,
      fieldErrors,
    };
  };
  const refused = (reason: Parameters<typeof refusal<"accountPage">>[1], field?: string): Failure => {
    const { status, message } = refusal("accountPage", reason, lang);
    return { ok: false, status, message, fieldErrors: field ? { [field]: message } : {} };
  };
  const intent = textField(form, "intent", 20);

  if (intent === "profile") {
    const saved = await updateProfile(
      user.id,
      { fullName: textField(form, "fullName", 1000), phone: textField(form, "phone", 60) },
      { now },
    );
    if (!saved.ok) return invalid(saved.problems);
    return { ok: true, intent, message: texts.profile.saved };
  }

  if (intent === "password") {
    const fields = {
      password: textField(form, "newPassword", 1000),
      confirmPassword: textField(form, "confirmPassword", 1000),
    };
    // The new password's rules first: a typing mistake costs no password attempt.
    const problems = validateNewPassword(fields);
    if (Object.keys(problems).length) {
      return invalid({ newPassword: problems.password, confirmPassword: problems.confirmPassword });
    }
    const confirmed = await confirmPassword(user, textField(form, "currentPassword", 1000), requestHeaders);
    if (!confirmed.ok) return refused(confirmed.reason, "currentPassword");
    // The current password was just typed: it vouches for this change.
    const changed = await changePassword({ ...user, passwordConfirmedAt: now }, fields, now.getTime());
    if (!changed.ok) {
      return changed.reason === "invalid_fields"
        ? invalid({ newPassword: changed.problems.password, confirmPassword: changed.problems.confirmPassword })
        : refused("wrong_password", "currentPassword");
    }
    return { ok: true, intent, message: texts.password.changed };
  }

  if (intent === "delete") {
    const deleted = await deleteAccount(
      user,
      { password: textField(form, "password", 1000), confirmation: textField(form, "confirmation", 60) },
      requestHeaders,
      { now },
    );
    if (!deleted.ok) {
      const field =
        deleted.reason === "wrong_confirmation"
          ? "confirmation"
          : deleted.reason === "wrong_password" || deleted.reason === "too_many_attempts"
            ? "password"
            : undefined;
      return refused(deleted.reason, field);
    }
    return { ok: true, intent, message: texts.deletion.done };
  }
  return { ok: false, status: 400, message: texts.errors.invalidRequest, fieldErrors: {} };
}
