// The auth forms' rules (spec point 5), in plain TypeScript so that the same code checks
// the form in the browser (comfort, no library shipped) and in the action (the rule).
import { EMAIL_PATTERN, hasForbiddenCharacters, visibleLength } from "#common/text-input";
import { authTexts } from "#common/texts/auth";
import { commonTexts } from "#common/texts/common";
import { auth as messages } from "#common/texts/fr/auth";
import { common } from "#common/texts/fr/common";

export const LIMITS = { nameMin: 3, nameMax: 100, passwordMin: 6, passwordMax: 128, emailMax: 254 } as const;

export type LoginFields = { email: string; password: string };
export type SignupFields = LoginFields & { username: string; confirmPassword: string };
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function normalizeEmail(value: string) {
  return value.trim().toLowerCase();
}

export function emailError(value: string) {
  const email = normalizeEmail(value);
  return EMAIL_PATTERN.test(email) && email.length <= LIMITS.emailMax ? undefined : messages.validation.email;
}

export function passwordError(value: string) {
  if (value.length < LIMITS.passwordMin) return messages.validation.password;
  if (value.length > LIMITS.passwordMax) return messages.validation.passwordTooLong;
  return undefined;
}

export function usernameError(value: string) {
  if (hasForbiddenCharacters(value)) return common.forbiddenCharacters;
  // Counted as read: a name of zero-width characters is no name.
  const length = visibleLength(value);
  if (length < LIMITS.nameMin) return messages.validation.username;
  if (length > LIMITS.nameMax) return messages.validation.usernameTooLong;
  return undefined;
}

export function validateLogin(fields: LoginFields): FieldErrors<LoginFields> {
  return compact({ email: emailError(fields.email), password: passwordError(fields.password) });
}

export function validateSignup(fields: SignupFields): FieldErrors<SignupFields> {
  return compact({
    username: usernameError(fields.username),
    email: emailError(fields.email),
    ...validateNewPassword(fields),
  });
}

/** A password and its confirmation (sign-up, reset). */
export function validateNewPassword(fields: { password: string; confirmPassword: string }) {
  return compact({
    password: passwordError(fields.password),
    confirmPassword: confirmationError(fields.password, fields.confirmPassword),
  });
}

export function confirmationError(password: string, confirmation: string) {
  return passwordError(confirmation) ?? (confirmation !== password ? messages.validation.confirmPassword : undefined);
}

/** Reads a text field from a form post; a missing field or a file becomes ''. */
export function textField(form: FormData, name: string, max = 4000) {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

function compact<T extends Record<string, string | undefined>>(errors: T) {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value)) as Partial<T>;
}

/** The posted form, or an empty one when the body is not a form (never a 500). */
export async function readForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
