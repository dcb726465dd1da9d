// A domain result as the person reads it: the refusal's words and status-independent
// message (server/http/refusals.server.ts) and each field problem in words, in French —
// what the route shows. Domain modules return codes; tests keep asserting the sentences.
import { describeAll, type FieldProblems } from "#common/problems";
import { authTexts } from "#common/texts/auth";
import { accountFailureInWords, refusal, REFUSALS, type RefusalGroup } from "#server/http/refusals.server";

type Refused = { ok: false; reason: string; problems?: FieldProblems<string>; params?: readonly (string | number)[] };

export function inWords<R>(
  group: RefusalGroup,
  result: R,
  validationTexts?: unknown,
): R & { message?: string; errors?: Record<string, string> } {
  const value = result as unknown as Refused;
  if (!value || value.ok !== false) return result as R & { message?: string };
  const { problems, params, ...rest } = value;
  const said: Record<string, unknown> = { ...rest };
  if (problems && validationTexts) said.errors = describeAll(validationTexts, problems);
  const reasons = REFUSALS[group].reasons as Record<string, unknown>;
  if (Object.hasOwn(reasons, value.reason)) {
    said.message = refusal(group, value.reason as never, "fr", params ?? []).message;
  }
  return said as R & { message?: string };
}

const accountTitles = {
  signIn: "Erreur de connexion",
  signUp: "Erreur d'inscription",
  reset: undefined,
  resetRequest: undefined,
} as const;

/**
 * An account operation's result as /auth and /reset-password show it: the form's title,
 * the message and each field's problem, in French.
 */
export async function saidAccount<R>(pending: Promise<R>, form: keyof typeof accountTitles) {
  const result = (await pending) as R & { ok: boolean };
  type Said = R & { message?: string; fieldErrors?: Record<string, string | undefined>; title?: string };
  // The reset request's page answers the same sentence whether or not the account exists.
  if (result.ok && form === "resetRequest") return { ...result, message: authTexts.fr.reset.requestSent } as Said;
  if (result.ok) return result as Said;
  const words = accountFailureInWords(result as never, "fr");
  const title = accountTitles[form];
  return { ...result, ...(title ? { title } : {}), message: words.message, fieldErrors: words.fieldErrors } as R & {
    message: string;
    fieldErrors: Record<string, string | undefined>;
    title?: string;
  };
}
