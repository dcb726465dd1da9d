import { useEffect, useRef } from "react";
import { data, useLocation, useNavigation } from "react-router";
import { StaticPage, staticPageMeta } from "#app/components/static-page";
import { TextAreaField, TextField } from "#app/components/ui/field";
import { withToast } from "#app/components/ui/toast";
import { Form } from "#app/lib/local-links";
import { originOf } from "#app/lib/seo";
import { useTexts } from "#app/lib/texts";
import { langOfPath, requestLang } from "#common/i18n";
import { describeAll } from "#common/problems";
import { contactLimits } from "#common/rules/contact";
import { contactPageTexts } from "#common/texts/contact-page";
import { supportInfoTexts } from "#common/texts/support-info";
import { getSessionUser } from "#server/accounts/session-user.server";
import { parseContactForm, type ContactField, type ContactMessageInput } from "#server/contact/contact-schema";
import { findResent, submitContactMessage } from "#server/contact/submit-contact-message.server";
import { getEnv } from "#server/env.server";
import { localRedirect } from "#server/http/local-redirect.server";
import { log } from "#server/observability/log.server";
import { clientAddress } from "#server/security/client-ip.server";
import { takeAllowance } from "#server/security/limits.server";
import type { Route } from "./+types/contact";

export function meta({ location, matches }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const contactPage = contactPageTexts[lang];
  return staticPageMeta(contactPage.metaTitle, contactPage.metaDescription, lang, originOf(matches));
}

export function loader() {
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

type ContactActionData = {
  errors: Partial<Record<ContactField, string>>;
  values: ContactMessageInput;
  formError?: string;
};

// A genuine message is at most ~30 KB once form-encoded: anything far bigger is refused
// before it is read into memory.
const MAX_BODY_BYTES = 100_000;
const emptyValues: ContactMessageInput = { name: "", email: "", subject: "", message: "" };

/**
 * Stores the message, queues the e-mail to support and notifies administrators (one
 * transaction), then redirects back with the 'Message envoyé' toast (Post/Redirect/Get:
 * a reload never sends twice, and it works without JavaScript). Errors keep the values.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const contactPage = contactPageTexts[requestLang(url)];
  const { errors } = contactPage;
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) {
    return data<ContactActionData>(
      { errors: { message: errors.messageTooLong }, values: emptyValues },
      { status: 413 },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ContactActionData>({ errors: {}, values: emptyValues, formError: errors.invalid }, { status: 400 });
  }
  const parsed = parseContactForm(form);
  if (!parsed.success) {
    return data<ContactActionData>(
      { errors: describeAll(contactPage.errors, parsed.problems), values: parsed.values },
      { status: 400 },
    );
  }
  try {
    // Each message is e-mailed to support and notified to every administrator: a few per
    // sender address, then per account when signed in (never per address then: issue 17),
    // else a generous number per client address (server/security/limits.server.ts).
    // The same message sent again stores nothing (submitContactMessage): it is not counted.
    const sender = await getSessionUser(request);
    const allowance = (await findResent(parsed.data))
      ? ({ allowed: true } as const)
      : await takeAllowance("contact", {
          target: parsed.data.email.toLowerCase(),
          ...(sender ? { account: sender.id } : { address: clientAddress(request.headers) }),
        });
    if (!allowance.allowed) {
      return data<ContactActionData>(
        { errors: {}, values: parsed.data, formError: errors.tooManyMessages },
        { status: 429, headers: { "Retry-After": String(allowance.retryAfter) } },
      );
    }
    await submitContactMessage(parsed.data);
  } catch (error) {
    log("contact").error({ err: error }, "message non enregistré");
    return data<ContactActionData>({ errors: {}, values: parsed.data, formError: errors.unexpected }, { status: 503 });
  }
  return localRedirect(url, withToast("/contact", "contactSent"));
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const contactPage = useTexts(contactPageTexts);
  const supportInfo = useTexts(supportInfoTexts);
  const { supportEmail } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const result = actionData as ContactActionData | undefined;
  const values = result?.values ?? emptyValues;
  const fieldErrors = result?.errors ?? {};
  const hasErrors = Object.keys(fieldErrors).length > 0;

  // After a refused submission, put the cursor on the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result]);

  return (
    <StaticPage title={contactPage.title} intro={contactPage.intro}>
      <div className="grid gap-8 lg:grid-cols-3">
        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
          <h2 className="text-xl font-semibold text-slate-900">{contactPage.formTitle}</h2>
          {(hasErrors || result?.formError) && (
            <p role="alert" className="mt-4 rounded-lg bg-flame-600/10 px-4 py-3 text-sm font-medium text-flame-700">
              {result?.formError ?? contactPage.errors.summary}
            </p>
          )}
          {/* A new location (the redirect after sending) remounts the form: it comes back empty. */}
          <Form method="post" noValidate ref={formRef} key={location.key} className="mt-6 grid gap-5 sm:grid-cols-2">
            <TextField
              label={contactPage.name}
              name="name"
              autoComplete="name"
              required
              maxLength={contactLimits.name}
              placeholder={contactPage.namePlaceholder}
              defaultValue={values.name}
              error={fieldErrors.name}
            />
            <TextField
              label={contactPage.email}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={contactLimits.email}
              placeholder={contactPage.emailPlaceholder}
              defaultValue={values.email}
              error={fieldErrors.email}
            />
            <div className="sm:col-span-2">
              <TextField
                label={contactPage.subject}
                name="subject"
                required
                maxLength={contactLimits.subject}
                placeholder={contactPage.subjectPlaceholder}
                defaultValue={values.subject}
                error={fieldErrors.subject}
              />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                label={contactPage.message}
                name="message"
                rows={6}
                required
                maxLength={contactLimits.message}
                placeholder={contactPage.messagePlaceholder}
                defaultValue={values.message}
                error={fieldErrors.message}
              />
            </div>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={sending}
                aria-disabled={sending}
                className="inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
              >
                {sending ? contactPage.sending : contactPage.submit}
              </button>
            </div>
          </Form>
        </section>
        <aside className="space-y-6">
          <section className="rounded-xl bg-brand-50 p-6">
            <h2 className="text-lg font-semibold text-slate-900">{contactPage.coordinatesTitle}</h2>
            <dl className="mt-3 space-y-3 text-slate-700">
              <div>
                <dt className="text-sm text-slate-500">{contactPage.phoneLabel}</dt>
                <dd>
                  <a href={supportInfo.phoneHref} className="font-medium text-brand-700">
                    {supportInfo.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-500">{contactPage.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${supportEmail}`} className="font-medium break-all text-brand-700">
                    {supportEmail}
                  </a>
                  <span className="block text-sm">{supportInfo.emailDelay}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-500">{contactPage.addressLabel}</dt>
                <dd className="font-medium">{supportInfo.address}</dd>
              </div>
            </dl>
          </section>
          <section className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold text-slate-900">{contactPage.hoursTitle}</h2>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 text-slate-700">
              {supportInfo.hours.map((line) => (
                <div key={line.days} className="contents">
                  <dt>{line.days}</dt>
                  <dd className="font-medium text-slate-900">{line.time}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </StaticPage>
  );
}
