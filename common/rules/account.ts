// The account forms' rules (sign-up, sign-in, new password), in plain TypeScript so that the
// same code checks the form in the browser (comfort, no library shipped) and in the action
// (the rule). A problem is a code: a key of the account texts' `validation`.
import type { FieldProblems, Problem } from "#common/problems";
import { EMAIL_PATTERN, hasForbiddenCharacters, visibleLength } from "#common/text-input";
import type { AuthTexts } from "#common/texts/auth";

export const LIMITS = {
  nameMin: 3,
  nameMax: 100,
  /** A new password (sign-up, reset). */
  passwordMin: 8,
  passwordMax: 128,
  /** Signing in: passwords chosen before the 8-character rule had at least 6 and still work. */
  signInPasswordMin: 6,
  emailMax: 254,
} as const;

export type LoginFields = { email: string; password: string };
export type SignupFields = LoginFields & { username: string; confirmPassword: string };
export type AccountProblemCode = keyof AuthTexts["validation"];
export type AccountProblem = Problem<AccountProblemCode>;
export type AccountProblems<T> = FieldProblems<keyof T & string, AccountProblemCode>;

const problem = (code: AccountProblemCode): AccountProblem => ({ code });

export function normalizeEmail(value: string) {
  return value.trim().toLowerCase();
}

export function emailProblem(value: string): AccountProblem | undefined {
  const email = normalizeEmail(value);
  return email.length <= LIMITS.emailMax && EMAIL_PATTERN.test(email) ? undefined : problem("email");
}

export function passwordProblem(value: string): AccountProblem | undefined {
  if (value.length < LIMITS.passwordMin) return problem("password");
  if (value.length > LIMITS.passwordMax) return problem("passwordTooLong");
  return undefined;
}

export function usernameProblem(value: string): AccountProblem | undefined {
  if (hasForbiddenCharacters(value)) return problem("forbiddenCharacters");
  // Counted as read: a name of zero-width characters is no name.
  const length = visibleLength(value);
  if (length < LIMITS.nameMin) return problem("username");
  if (length > LIMITS.nameMax) return problem("usernameTooLong");
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): AccountProblem | undefined {
  return passwordProblem(confirmation) ?? (confirmation !== password ? problem("confirmPassword") : undefined);
}

export function validateLogin(fields: LoginFields): AccountProblems<LoginFields> {
  return compact({ email: emailProblem(fields.email), password: signInPasswordProblem(fields.password) });
}

/** Signing in checks only what no stored password can be: shorter than the old minimum, or too long. */
function signInPasswordProblem(value: string): AccountProblem | undefined {
  if (value.length < LIMITS.signInPasswordMin) return problem("password");
  if (value.length > LIMITS.passwordMax) return problem("passwordTooLong");
  return undefined;
}

export function validateSignup(fields: SignupFields): AccountProblems<SignupFields> {
  return compact({
    username: usernameProblem(fields.username),
    email: emailProblem(fields.email),
    ...validateNewPassword(fields),
  });
}

/** A password and its confirmation (sign-up, reset). */
export function validateNewPassword(fields: { password: string; confirmPassword: string }) {
  return compact({
    password: passwordProblem(fields.password),
    confirmPassword: confirmationProblem(fields.password, fields.confirmPassword),
  });
}

function compact<T extends Record<string, AccountProblem | undefined>>(problems: T) {
  return Object.fromEntries(Object.entries(problems).filter(([, value]) => value)) as {
    [K in keyof T]?: AccountProblem;
  };
}
