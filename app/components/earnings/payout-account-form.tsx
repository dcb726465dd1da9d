// The payout account on /earnings: the number in use (and the 48 h hold after a change),
// and the form that sets or changes it. A real form: it posts without JavaScript; the
// server checks the same rules (common/rules/payout-account.ts) and the password.
import { useNavigation } from "react-router";
import { Form } from "#app/lib/local-links";
import { useFormat, useTexts } from "#app/lib/texts";
import { formatBeninNumber } from "#common/rules/payout-account";
import { moneyTexts } from "#common/texts/money";
import type { PayoutAccountView } from "#server/money/payout-account.server";

const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

export function PayoutAccountForm({
  account,
  error,
  fieldErrors = {},
}: {
  account: PayoutAccountView | null;
  error?: string;
  fieldErrors?: Record<string, string | undefined>;
}) {
  const copy = useTexts(moneyTexts).account;
  const format = useFormat();
  const busy = useNavigation().state === "submitting";
  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-sm text-flame-600">
        {fieldErrors[name]}
      </span>
    ) : null;
  const form = (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
      <fieldset className="sm:col-span-2">
        <legend className="font-medium text-slate-800">{copy.operator}</legend>
        <div className="mt-1 flex gap-6">
          {(["mtn", "moov"] as const).map((operator) => (
            <label key={operator} className="flex items-center gap-2">
              <input
                type="radio"
                name="operator"
                value={operator}
                defaultChecked={account?.operator === operator}
                className="accent-brand-700"
              />
              {copy.operators[operator]}
            </label>
          ))}
        </div>
        {fieldError("operator")}
      </fieldset>
      <label className="block">
        <span className="font-medium text-slate-800">{copy.phone}</span>
        <input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={copy.phonePlaceholder}
          defaultValue={account ? account.phone.replace(/^\+229/, "") : ""}
          aria-invalid={fieldErrors.phone ? true : undefined}
          aria-describedby={fieldErrors.phone ? "phone-error" : "phone-hint"}
          className={inputClass}
        />
        <span id="phone-hint" className="mt-1 block text-xs text-slate-500">
          {copy.phoneHint}
        </span>
        {fieldError("phone")}
      </label>
      <label className="block">
        <span className="font-medium text-slate-800">{copy.holderName}</span>
        <input
          name="holderName"
          autoComplete="name"
          maxLength={100}
          defaultValue={account?.holderName ?? ""}
          aria-invalid={fieldErrors.holderName ? true : undefined}
          className={inputClass}
        />
        {fieldError("holderName")}
      </label>
      <label className="block sm:col-span-2">
        <span className="font-medium text-slate-800">{copy.password}</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={fieldErrors.password ? true : undefined}
          className={inputClass}
        />
        <span className="mt-1 block text-xs text-slate-500">{copy.passwordHint}</span>
        {fieldError("password")}
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-flame-600 sm:col-span-2">
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {account ? copy.submitChange : copy.submitNew}
        </button>
      </div>
    </Form>
  );
  return (
    <section aria-labelledby="payout-account-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="payout-account-title" className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      {account ? (
        <div data-payout-account className="mt-3 text-slate-800">
          <p>
            <strong>{copy.operators[account.operator]}</strong> · {formatBeninNumber(account.phone)} ·{" "}
            {account.holderName}
          </p>
          {account.payoutsHeldUntil && (
            <p role="status" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {copy.heldUntil(format.dateTime(account.payoutsHeldUntil))}
            </p>
          )}
          <details className="mt-3" open={!!error}>
            <summary className="cursor-pointer font-semibold text-brand-700">{copy.change}</summary>
            {form}
          </details>
        </div>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{copy.none}</p>
          {form}
        </>
      )}
    </section>
  );
}
