// The /account page's sections. Real forms: they post without JavaScript; the server checks
// the same rules (common/rules/account-profile.ts, the password rules) and the password.
import { useNavigation } from "react-router";
import { Form } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { formatBeninNumber } from "#common/rules/payout-account";
import { accountPageTexts } from "#common/texts/account-page";

const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
const buttonClass =
  "max-w-full rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white [overflow-wrap:anywhere] hover:bg-brand-800 disabled:opacity-60";
const sectionClass = "mt-8 rounded-xl border border-slate-200 bg-white p-5";

export type AccountFormState = { intent?: string; error?: string; fieldErrors?: Record<string, string | undefined> };

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="mt-1 block text-sm text-flame-600">
      {message}
    </span>
  ) : null;
}

function Field({
  name,
  label,
  state,
  ...input
}: { name: string; label: string; state: AccountFormState } & React.InputHTMLAttributes<HTMLInputElement>) {
  const error = state.fieldErrors?.[name];
  return (
    <label className="block">
      <span className="font-medium text-slate-800">{label}</span>
      <input
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : input["aria-describedby"]}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${name}-error`} message={error} />
    </label>
  );
}

function Alert({ state, intent }: { state: AccountFormState; intent: string }) {
  if (state.intent !== intent || !state.error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-flame-600">
      {state.error}
    </p>
  );
}

export function ProfileForm({
  account,
  state,
}: {
  account: { email: string; fullName: string; phone: string };
  state: AccountFormState;
}) {
  const copy = useTexts(accountPageTexts).profile;
  const own = state.intent === "profile" ? state : {};
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="profile-title" className={sectionClass}>
      <h2 id="profile-title" className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {copy.email} :{" "}
        <span data-account-email className="break-all">
          {account.email}
        </span>
      </p>
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <Field
          name="fullName"
          label={copy.fullName}
          state={own}
          autoComplete="name"
          maxLength={100}
          defaultValue={account.fullName}
        />
        <Field
          name="phone"
          label={copy.phone}
          state={own}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-describedby="phone-hint"
          defaultValue={account.phone ? formatBeninNumber(account.phone) : ""}
        />
        <span id="phone-hint" className="-mt-3 block text-xs text-slate-500">
          {copy.phoneHint}
        </span>
        <Alert state={state} intent="profile" />
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {copy.save}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function PasswordForm({ state }: { state: AccountFormState }) {
  const copy = useTexts(accountPageTexts).password;
  const own = state.intent === "password" ? state : {};
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="password-title" className={sectionClass}>
      <h2 id="password-title" className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="password" />
        <Field
          name="currentPassword"
          label={copy.current}
          state={own}
          type="password"
          autoComplete="current-password"
          required
        />
        <Field name="newPassword" label={copy.next} state={own} type="password" autoComplete="new-password" required />
        <Field
          name="confirmPassword"
          label={copy.confirm}
          state={own}
          type="password"
          autoComplete="new-password"
          required
        />
        <Alert state={state} intent="password" />
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {copy.save}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function SessionsAndData() {
  const copy = useTexts(accountPageTexts);
  return (
    <>
      <section aria-labelledby="sessions-title" className={sectionClass}>
        <h2 id="sessions-title" className="text-xl font-semibold text-slate-900">
          {copy.sessions.title}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{copy.sessions.intro}</p>
        <Form method="post" action="/auth" className="mt-4">
          <button
            type="submit"
            name="intent"
            value="signout-everywhere"
            className="max-w-full rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 [overflow-wrap:anywhere] hover:bg-slate-50"
          >
            {copy.sessions.signOutEverywhere}
          </button>
        </Form>
      </section>
      <section aria-labelledby="data-title" className={sectionClass}>
        <h2 id="data-title" className="text-xl font-semibold text-slate-900">
          {copy.data.title}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{copy.data.intro}</p>
        <a
          href="/account/data.json"
          download
          className="mt-4 inline-block max-w-full rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 [overflow-wrap:anywhere] hover:bg-slate-50"
        >
          {copy.data.download}
        </a>
      </section>
    </>
  );
}

export function DeletionForm({ state }: { state: AccountFormState }) {
  const copy = useTexts(accountPageTexts).deletion;
  const own = state.intent === "delete" ? state : {};
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="deletion-title" className={`${sectionClass} border-flame-700`}>
      <h2 id="deletion-title" className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{copy.intro}</p>
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <Field name="password" label={copy.password} state={own} type="password" autoComplete="current-password" />
        <Field name="confirmation" label={copy.confirmation} state={own} autoComplete="off" spellCheck={false} />
        <Alert state={state} intent="delete" />
        <div>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-flame-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {copy.submit}
          </button>
        </div>
      </Form>
    </section>
  );
}
