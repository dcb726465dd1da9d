// Two steps on one address: without a token, ask for the e-mail (the answer is the same
// whether an account exists or not); with ?token= from the e-mail, choose the new password.
import { data, useNavigation } from "react-router";
import { FormAlert, SubmitButton } from "#app/components/auth-forms/form-parts";
import { useFormErrors } from "#app/components/auth-forms/use-form-errors";
import { TextField } from "#app/components/ui/field";
import { Form, Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { emailProblem, validateNewPassword } from "#common/rules/account";
import { authTexts } from "#common/texts/auth";
import { brandTexts } from "#common/texts/brand";
import { requestPasswordReset, resetPassword } from "#server/accounts/password-reset.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { accountFailureInWords } from "#server/http/refusals.server";
import type { Route } from "./+types/reset-password";

export function meta({ location }: Route.MetaArgs) {
  const messages = authTexts[langOfPath(location.pathname)];
  const brand = brandTexts[langOfPath(location.pathname)];
  return [
    { title: `${messages.reset.requestTitle} | ${brand.name}` },
    { name: "robots", content: "noindex" },
    // The address carries the reset token: never pass it on to another site.
    { name: "referrer", content: "no-referrer" },
  ];
}

export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.slice(0, 200) ?? "";
  const done = url.searchParams.get("done") === "1";
  return { token, done };
}

export async function action({ request, url }: Route.ActionArgs) {
  const lang = requestLang(url);
  const form = await readForm(request);
  const token = textField(form, "token", 200);
  if (!token) {
    const result = await requestPasswordReset(textField(form, "email", 400), request.headers);
    if (result.ok) return data({ step: "request" as const, ok: true, message: authTexts[lang].reset.requestSent });
    const { message, fieldErrors } = accountFailureInWords(result, lang);
    return data({ step: "request" as const, ok: false, message, fieldErrors }, { status: 400 });
  }
  const fields = { password: textField(form, "password"), confirmPassword: textField(form, "confirmPassword") };
  const result = await resetPassword(token, fields, request.headers);
  if (result.ok) throw localRedirect(url, "/reset-password?done=1", { headers: result.headers });
  const { message, fieldErrors } = accountFailureInWords(result, lang);
  return data({ step: "choose" as const, ok: false, message, fieldErrors }, { status: 400 });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(authTexts);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {loaderData.done ? (
          <>
            <p role="status" className="text-slate-800">
              {messages.reset.done}
            </p>
            <BackToLogin />
          </>
        ) : loaderData.token ? (
          <ChoosePassword token={loaderData.token} failure={actionData?.step === "choose" ? actionData : undefined} />
        ) : (
          <RequestLink answer={actionData?.step === "request" ? actionData : undefined} />
        )}
      </div>
    </section>
  );
}

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string | undefined> };

function RequestLink({ answer }: { answer?: Answer }) {
  const messages = useTexts(authTexts);
  const pending = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormErrors<{ email: string }>(
    (fields) => {
      const email = emailProblem(fields.email);
      return email ? { email } : {};
    },
    answer?.fieldErrors,
    messages.validation,
  );
  return (
    <>
      <h1 className="text-xl font-bold text-slate-900">{messages.reset.requestTitle}</h1>
      {answer?.ok ? (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {answer.message}
        </p>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <p className="text-sm text-slate-600">{messages.reset.requestIntro}</p>
          <TextField
            name="email"
            type="email"
            label={messages.fields.email}
            placeholder={messages.fields.emailPlaceholder}
            autoComplete="email"
            error={errors.email}
            required
          />
          <SubmitButton
            pending={pending}
            label={messages.actions.sendResetLink}
            pendingLabel={messages.actions.sendResetLink}
          />
        </Form>
      )}
      <BackToLogin />
    </>
  );
}

function ChoosePassword({ token, failure }: { token: string; failure?: Answer }) {
  const messages = useTexts(authTexts);
  const pending = useNavigation().state === "submitting";
  const { errors, onSubmit } = useFormErrors(validateNewPassword, failure?.fieldErrors, messages.validation);
  const linkProblem = failure && !failure.fieldErrors?.password && !failure.fieldErrors?.confirmPassword;
  return (
    <>
      <h1 className="text-xl font-bold text-slate-900">{messages.reset.chooseTitle}</h1>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <input type="hidden" name="token" value={token} />
        <FormAlert message={linkProblem ? failure.message : undefined} />
        <TextField
          name="password"
          type="password"
          label={messages.fields.newPassword}
          autoComplete="new-password"
          error={errors.password}
          required
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={messages.fields.confirmPassword}
          autoComplete="new-password"
          error={errors.confirmPassword}
          required
        />
        <SubmitButton
          pending={pending}
          label={messages.actions.resetPassword}
          pendingLabel={messages.actions.resetPassword}
        />
      </Form>
      {linkProblem && (
        <Link to="/reset-password" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          {messages.reset.requestTitle}
        </Link>
      )}
      <BackToLogin />
    </>
  );
}

function BackToLogin() {
  const messages = useTexts(authTexts);
  return (
    <Link to="/auth" className="mt-6 block text-center text-sm font-medium text-brand-700 hover:underline">
      {messages.actions.backToLogin}
    </Link>
  );
}
