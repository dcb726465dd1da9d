// An administrator's action that needs a reason (issue 16): a disclosure opening a small
// form (the reason, required and bounded, then the button). Posted to the dashboard's
// action through the shared fetcher, so its toast shows like every other action's; without
// JavaScript it is a plain form post. The server checks everything again.
import { useId } from "react";
import { useFetcher } from "react-router";
import { useTexts } from "#app/lib/texts";
import { operatorsTexts } from "#common/texts/operators";
import { ADMIN_ACTION_FETCHER } from "./contact-messages-list";

export const OPERATOR_REASON_MAX_LENGTH = 500;

export function OperatorActionForm({
  intent,
  label,
  fields,
  danger = false,
}: {
  intent: string;
  label: string;
  /** The hidden fields naming the target (listingId, userId, bookingId, role). */
  fields: Record<string, string>;
  danger?: boolean;
}) {
  const texts = useTexts(operatorsTexts);
  const fetcher = useFetcher({ key: ADMIN_ACTION_FETCHER });
  const reasonId = useId();
  const hintId = useId();
  const busy = fetcher.state !== "idle";
  return (
    <details className="rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-800">{label}</summary>
      <fetcher.Form method="post" className="space-y-2 px-3 pb-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
          {texts.reason.label}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          required
          maxLength={OPERATOR_REASON_MAX_LENGTH}
          rows={2}
          aria-describedby={hintId}
          className="block w-full rounded-lg border border-slate-400 p-2 text-sm"
        />
        <p id={hintId} className="text-xs text-slate-600">
          {texts.reason.hint(OPERATOR_REASON_MAX_LENGTH)}
        </p>
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={busy}
          className={`h-9 rounded-lg px-3 text-sm font-semibold text-white disabled:opacity-60 ${
            danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"
          }`}
        >
          {label}
        </button>
      </fetcher.Form>
    </details>
  );
}
