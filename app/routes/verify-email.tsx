// The link mailed at sign-up (?token=) confirms the address; without a token, a signed-in
// person whose address is not confirmed yet can ask for a new link.
import { data, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "#app/components/auth-forms/form-parts";
import { Form, Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import { brandTexts } from "#common/texts/brand";
import { requireUser } from "#server/accounts/guards.server";
import { getSessionUser } from "#server/accounts/session-user.server";
import { confirmEmail, resendVerification } from "#server/accounts/verify-email.server";
import type { Route } from "./+types/verify-email";

type State = "verified" | "invalid" | "already" | "pending" | "signIn";

export function meta({ location }: Route.MetaArgs) {
  const messages = authTexts[langOfPath(location.pathname)].verifyEmail;
  const brand = brandTexts[langOfPath(location.pathname)];
  return [
    { title: `${messages.title} | ${brand.name}` },
    { name: "robots", content: "noindex" },
    // The address carries the token: never pass it on to another site.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  if (token) {
    const result = await confirmEmail(token);
    return data({ state: (result.ok ? "verified" : "invalid") as State }, { status: result.ok ? 200 : 400 });
  }
  const user = await getSessionUser(request);
  const state: State = !user ? "signIn" : user.emailVerified ? "already" : "pending";
  return data({ state });
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  await resendVerification(user, request.headers);
  return { resent: authTexts[requestLang(url)].verifyEmail.resent };
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const texts = useTexts(authTexts);
  const messages = texts.verifyEmail;
  const pending = useNavigation().state === "submitting";
  const { state } = loaderData;
  const sentences: Record<State, string> = {
    verified: messages.verified,
    invalid: messages.invalidLink,
    already: messages.alreadyVerified,
    pending: messages.pending,
    signIn: messages.signInFirst,
  };
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{messages.title}</h1>
        <div className="mt-4">
          {state === "invalid" ? (
            <FormAlert message={sentences[state]} />
          ) : (
            <p role="status" className="text-slate-800">
              {actionData?.resent ?? sentences[state]}
            </p>
          )}
        </div>
        {(state === "pending" || state === "invalid") && !actionData?.resent && (
          <Form method="post" action="/verify-email" className="mt-4">
            <SubmitButton pending={pending} label={messages.resend} pendingLabel={messages.resend} />
          </Form>
        )}
        {state === "signIn" && (
          <Link to="/auth?redirectTo=%2Fverify-email" className="mt-4 block text-sm font-medium text-brand-700">
            {texts.tabs.login}
          </Link>
        )}
      </div>
    </section>
  );
}
