// The administrators' second factor (server/accounts/two-factor.server.ts), three cases on
// one address: the sign-in's code step (no session yet, the challenge cookie), the
// enrolment (a signed-in administrator without an authenticator: password, secret, first
// code), and the code asked in a session opened before the enrolment.
import { data, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "#app/components/auth-forms/form-parts";
import { TextField } from "#app/components/ui/field";
import { withToast } from "#app/components/ui/toast";
import { Form, Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import { brandTexts } from "#common/texts/brand";
import { passwordConfirmedRecently } from "#server/accounts/recent-password.server";
import { getSessionUser } from "#server/accounts/session-user.server";
import {
  hasSignInChallenge,
  pendingTotpEnrolment,
  startTotpEnrolment,
  verifyTotpCode,
} from "#server/accounts/two-factor.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { refusal } from "#server/http/refusals.server";
import { safeRedirectPath } from "#server/security/safe-redirect.server";
import type { Route } from "./+types/two-factor";

export function meta({ location }: Route.MetaArgs) {
  const messages = authTexts[langOfPath(location.pathname)];
  const brand = brandTexts[langOfPath(location.pathname)];
  return [{ title: `${messages.twoFactor.title} | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

/** The page may show a secret: never kept by a cache, never sent on as a referrer. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  const user = await getSessionUser(request);
  if (!user) {
    if (hasSignInChallenge(request)) return { step: "sign-in" as const, enrolment: null, redirectTo };
    throw localRedirect(url, "/auth");
  }
  if (user.adminSecondFactor === "verify") return { step: "verify" as const, enrolment: null, redirectTo };
  if (user.adminSecondFactor === "enrol") {
    // The secret is shown again only while the password typed for it is recent.
    const enrolment = passwordConfirmedRecently(user) ? await pendingTotpEnrolment(user) : null;
    return { step: "enrol" as const, enrolment, redirectTo };
  }
  throw localRedirect(url, redirectTo || "/");
}

export async function action({ request, url }: Route.ActionArgs) {
  const lang = requestLang(url);
  const form = await readForm(request);
  const intent = textField(form, "intent", 20);
  const redirectTo = safeRedirectPath(textField(form, "redirectTo", 2000), "");
  const user = await getSessionUser(request);
  const refused = (reason: Parameters<typeof refusal<"twoFactor">>[1]) => {
    const { status, message } = refusal("twoFactor", reason, lang);
    return data({ intent, message }, { status });
  };
  // A signed-in person with nothing to prove, or no sign-in under way: nothing to do here.
  if (user ? !user.adminSecondFactor : !hasSignInChallenge(request)) {
    return data({ intent, message: authTexts[lang].errors.forbidden }, { status: 403 });
  }

  if (intent === "enable") {
    if (user?.adminSecondFactor !== "enrol") {
      return data({ intent, message: authTexts[lang].errors.forbidden }, { status: 403 });
    }
    const result = await startTotpEnrolment(user, textField(form, "password"), request.headers);
    if (!result.ok) return refused(result.reason);
    // The page's loader now shows the secret and the code field.
    return data({ intent, message: "" });
  }

  const result = await verifyTotpCode(textField(form, "code", 20), user, request.headers);
  if (!result.ok) return refused(result.reason);
  const toast = user?.adminSecondFactor === "enrol" ? "twoFactorEnabled" : "signedIn";
  const next = redirectTo || (user ? "/admin-dashboard" : "/");
  throw localRedirect(url, withToast(next, toast), { headers: result.headers });
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(authTexts).twoFactor;
  const { step, enrolment, redirectTo } = loaderData;
  const failure = actionData?.message || undefined;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{messages.title}</h1>
        {step === "enrol" && !enrolment ? (
          <PasswordStep failure={failure} redirectTo={redirectTo} />
        ) : (
          <>
            <p className="mt-3 text-sm text-slate-600">
              {step === "sign-in"
                ? messages.signInIntro
                : step === "verify"
                  ? messages.verifyIntro
                  : messages.enrolIntro}
            </p>
            {enrolment && <Secret uri={enrolment.uri} secret={enrolment.secret} />}
            <CodeStep failure={failure} redirectTo={redirectTo} />
            {step === "sign-in" && (
              <p className="mt-4 text-center text-sm">
                <Link to="/auth" className="text-brand-700 underline">
                  {messages.restart}
                </Link>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function PasswordStep({ failure, redirectTo }: { failure?: string; redirectTo: string }) {
  const texts = useTexts(authTexts);
  const pending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-4 space-y-4">
      <p className="text-sm text-slate-600">{texts.twoFactor.enrolIntro}</p>
      <p className="text-sm text-slate-600">{texts.twoFactor.passwordStep}</p>
      <input type="hidden" name="intent" value="enable" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormAlert message={failure} />
      <TextField
        name="password"
        type="password"
        label={texts.fields.password}
        autoComplete="current-password"
        required
      />
      <SubmitButton pending={pending} label={texts.twoFactor.start} pendingLabel={texts.twoFactor.start} />
    </Form>
  );
}

function Secret({ uri, secret }: { uri: string; secret: string }) {
  const messages = useTexts(authTexts).twoFactor;
  return (
    <div className="mt-4 space-y-3 text-sm text-slate-700">
      <p>{messages.scanStep}</p>
      <p>
        <a href={uri} className="font-semibold text-brand-700 underline">
          {messages.openInApp}
        </a>
      </p>
      <p>
        {messages.secretLabel} :{" "}
        <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono tracking-wider">
          {secret}
        </code>
      </p>
      <p>
        {messages.uriLabel} :{" "}
        <code className="block break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs">{uri}</code>
      </p>
      <p>{messages.codeStep}</p>
    </div>
  );
}

function CodeStep({ failure, redirectTo }: { failure?: string; redirectTo: string }) {
  const messages = useTexts(authTexts).twoFactor;
  const pending = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="verify" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormAlert message={failure} />
      <TextField
        name="code"
        label={messages.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
      />
      <SubmitButton pending={pending} label={messages.verify} pendingLabel={messages.verifying} />
    </Form>
  );
}
