import { useState, useSyncExternalStore } from "react";
import { data, useNavigation } from "react-router";
import { useDataToast, withToast } from "#app/components/ui/toast";
import { Form, Link } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import { brandTexts } from "#common/texts/brand";
import { requireUser } from "#server/accounts/guards.server";
import { grantRole } from "#server/accounts/roles.server";
import { readForm, textField } from "#server/http/form-data.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { log } from "#server/observability/log.server";
import type { Route } from "./+types/become-host";

export function meta({ location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const copy = authTexts[lang].becomeHost;
  const brand = brandTexts[lang];
  return [{ title: `${copy.title} | ${brand.name}` }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url }, { toast: "hostLoginRequired" });
  return { isHost: user.roles.includes("host") };
}

export async function action({ request, url }: Route.ActionArgs) {
  const copy = authTexts[requestLang(url)].becomeHost;
  const user = await requireUser({ request, url }, { toast: "hostLoginRequired" });
  const form = await readForm(request);
  if (textField(form, "acceptTerms", 10) !== "on") {
    return data(
      {
        error: copy.termsRequired,
        toast: { title: copy.termsRequiredTitle, description: copy.termsRequired, variant: "destructive" as const },
      },
      { status: 400 },
    );
  }
  const unverified = () => {
    const { requiredTitle, requiredToHost } = authTexts[requestLang(url)].verifyEmail;
    return data(
      {
        error: requiredToHost,
        toast: { title: requiredTitle, description: requiredToHost, variant: "destructive" as const },
      },
      { status: 403 },
    );
  };
  if (!user.emailVerified) return unverified();
  try {
    const granted = await grantRole(user.id, "host");
    if (!granted.ok) return unverified();
  } catch (error) {
    log("accounts").error({ err: error }, "devenir hôte");
    return data(
      {
        error: copy.failure,
        toast: { title: copy.failureTitle, description: copy.failure, variant: "destructive" as const },
      },
      { status: 500 },
    );
  }
  // The root loader runs again after this action, so the header shows the host menu
  // on the next page without a reload.
  throw localRedirect(url, withToast("/host-dashboard", "becameHost"));
}

const subscribeNever = () => () => {};

export default function BecomeHostPage({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useTexts(authTexts).becomeHost;
  useDataToast(actionData?.toast);
  const [accepted, setAccepted] = useState(false);
  // Before the page is interactive (or without JavaScript) the button stays usable: the
  // server checks the box anyway.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const pending = useNavigation().state === "submitting";
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-3 text-slate-600">{copy.intro}</p>
      <ul className="mt-6 space-y-2">
        {copy.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-slate-700">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      {loaderData.isHost ? (
        <div className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <p className="text-brand-800">{copy.alreadyHost}</p>
          <Link to="/host-dashboard" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            {copy.goToDashboard}
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-5">
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              aria-describedby={actionData?.error ? "terms-error" : undefined}
            />
            <span>
              {copy.acceptBefore}
              <Link to="/terms-of-service" className="text-brand-700 underline">
                {copy.terms}
              </Link>
              {copy.acceptAnd}
              <Link to="/privacy-policy" className="text-brand-700 underline">
                {copy.privacy}
              </Link>
            </span>
          </label>
          {actionData?.error && (
            <p id="terms-error" role="alert" className="text-sm text-red-600">
              {actionData.error}
            </p>
          )}
          <button
            type="submit"
            disabled={pending || (hydrated && !accepted)}
            className="h-11 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {pending ? copy.submitting : copy.submit}
          </button>
        </Form>
      )}
    </section>
  );
}
