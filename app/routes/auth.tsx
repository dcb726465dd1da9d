import { data } from "react-router";
import { LoginForm } from "#app/components/auth-forms/login-form";
import { SignupForm } from "#app/components/auth-forms/signup-form";
import type { AuthFormFailure } from "#app/components/auth-forms/types";
import { useDataToast, withToast } from "#app/components/ui/toast";
import { Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang, type Lang } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import { brandTexts } from "#common/texts/brand";
import { signIn, signOut, signOutEverywhere, signUp } from "#server/accounts/credentials.server";
import type { FormFailure } from "#server/accounts/credentials.server";
import { rememberReadingLangOf, signingUpIn } from "#server/accounts/reading-lang.server";
import { getSessionUser } from "#server/accounts/session-user.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { accountFailureInWords } from "#server/http/refusals.server";
import { safeRedirectPath } from "#server/security/safe-redirect.server";
import type { Route } from "./+types/auth";

export function meta({ loaderData, location }: Route.MetaArgs) {
  const messages = authTexts[langOfPath(location.pathname)];
  const brand = brandTexts[langOfPath(location.pathname)];
  const tab = loaderData?.tab === "signup" ? messages.tabs.signup : messages.tabs.login;
  return [{ title: `${tab} | ${brand.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  if (await getSessionUser(request)) throw localRedirect(url, redirectTo || "/");
  return { tab: url.searchParams.get("tab") === "signup" ? ("signup" as const) : ("login" as const), redirectTo };
}

export async function action({ request, url }: Route.ActionArgs) {
  const lang = requestLang(url);
  const form = await readForm(request);
  const intent = textField(form, "intent", 40);
  const redirectTo = safeRedirectPath(textField(form, "redirectTo", 2000), "");

  if (intent === "signout" || intent === "signout-everywhere") {
    const headers = intent === "signout" ? await signOut(request.headers) : await signOutEverywhere(request.headers);
    // Point 2 of the spec: the header's 'Se déconnecter' returns to the home page.
    throw localRedirect(url, withToast("/", "signedOut"), { headers });
  }

  if (intent === "signup") {
    const fields = {
      username: textField(form, "username"),
      email: textField(form, "email"),
      password: textField(form, "password"),
      confirmPassword: textField(form, "confirmPassword"),
    };
    const result = await signingUpIn(lang, () => signUp(fields, request.headers));
    if (result.ok) {
      // The language of their e-mails: the one they signed up in (docs/decisions/030).
      await rememberReadingLangOf(fields.email, lang);
      // Spec: after signing up, the person signs in (login tab), then goes where they were headed.
      const next = redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth";
      throw localRedirect(url, withToast(next, "signedUp"));
    }
    return failure("signup", result, lang, {
      username: fields.username.slice(0, 200),
      email: fields.email.slice(0, 320),
    });
  }

  const fields = { email: textField(form, "email"), password: textField(form, "password") };
  const result = await signIn(fields, request.headers);
  // Signing in on an English page switches their e-mails to English, on a French one back.
  if (result.ok) await rememberReadingLangOf(fields.email, lang);
  if (result.ok && result.secondStep) {
    // An account with a second factor: no session yet, the code comes first.
    const next = redirectTo ? `/two-factor?redirectTo=${encodeURIComponent(redirectTo)}` : "/two-factor";
    throw localRedirect(url, next, { headers: result.headers });
  }
  if (result.ok) throw localRedirect(url, withToast(redirectTo || "/", "signedIn"), { headers: result.headers });
  return failure("login", result, lang, { email: fields.email.slice(0, 320) });
}

function failure(
  intent: AuthFormFailure["intent"],
  result: FormFailure<Record<string, string>>,
  lang: Lang,
  values: Record<string, string>,
) {
  const texts = authTexts[lang];
  const { status, message, fieldErrors } = accountFailureInWords(result, lang);
  const title = intent === "signup" ? texts.errors.signUpTitle : texts.errors.signInTitle;
  const body: AuthFormFailure = {
    intent,
    message,
    fieldErrors,
    values,
    toast: { title, description: message, variant: "destructive" },
  };
  return data(body, { status });
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useTexts(authTexts);
  useDataToast(actionData?.toast);
  // After a refused form, stay on that form's tab whatever the address says.
  const tab = actionData?.intent ?? loaderData.tab;
  const query = (next: "login" | "signup") => {
    const params = new URLSearchParams();
    if (next === "signup") params.set("tab", "signup");
    if (loaderData.redirectTo) params.set("redirectTo", loaderData.redirectTo);
    return params.size ? `?${params}` : "";
  };
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${
      active ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
    }`;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-center text-2xl font-bold text-slate-900">{messages.title}</h1>
      <p className="mt-2 text-center text-sm text-slate-600">{messages.subtitle}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <nav aria-label={messages.title} className="mb-6 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <Link
            to={query("login")}
            replace
            className={tabClass(tab === "login")}
            aria-current={tab === "login" ? "page" : undefined}
          >
            {messages.tabs.login}
          </Link>
          <Link
            to={query("signup")}
            replace
            className={tabClass(tab === "signup")}
            aria-current={tab === "signup" ? "page" : undefined}
          >
            {messages.tabs.signup}
          </Link>
        </nav>
        {tab === "signup" ? (
          <SignupForm
            key="signup"
            failure={actionData?.intent === "signup" ? actionData : undefined}
            redirectTo={loaderData.redirectTo}
          />
        ) : (
          <LoginForm
            key="login"
            failure={actionData?.intent === "login" ? actionData : undefined}
            redirectTo={loaderData.redirectTo}
          />
        )}
      </div>
    </section>
  );
}
