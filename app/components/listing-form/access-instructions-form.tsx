// The listing's access instructions on its edit page: their own small form (intent
// 'access-instructions'), saved apart from the listing's reviewed fields, so an approved
// listing stays approved (docs/decisions/023). Vehicles read pick-up words.
import { useNavigation } from "react-router";
import { useDataToast, type ToastInput } from "#app/components/ui/toast";
import { Form } from "#app/lib/local-links";
import { useTexts } from "#app/lib/texts";
import { ACCESS_INSTRUCTIONS_MAX } from "#common/rules/access-instructions";
import { reviewsTexts } from "#common/texts/reviews";

export type AccessInstructionsActionData = { instructions: { error?: string; toast: ToastInput } };

export function AccessInstructionsForm({
  instructions,
  isVehicle,
  result,
}: {
  instructions: string;
  isVehicle: boolean;
  result?: AccessInstructionsActionData["instructions"];
}) {
  const copy = useTexts(reviewsTexts).instructions;
  const busy = useNavigation().state === "submitting";
  useDataToast(result?.toast);
  return (
    <Form
      method="post"
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-testid="access-instructions-form"
    >
      <input type="hidden" name="intent" value="access-instructions" />
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{copy.legend}</legend>
        <p id="access-instructions-help" className="mt-1 text-sm text-slate-600">
          {isVehicle ? copy.helpVehicle : copy.help}
        </p>
        <label htmlFor="accessInstructions" className="mt-3 block font-medium text-slate-800">
          {isVehicle ? copy.labelVehicle : copy.label}
        </label>
        <textarea
          id="accessInstructions"
          name="accessInstructions"
          defaultValue={instructions}
          maxLength={ACCESS_INSTRUCTIONS_MAX}
          rows={5}
          aria-describedby={result?.error ? "access-instructions-error" : "access-instructions-help"}
          aria-invalid={result?.error ? true : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        />
        {result?.error && (
          <p id="access-instructions-error" role="alert" className="mt-2 text-sm font-medium text-flame-600">
            {result.error}
          </p>
        )}
      </fieldset>
      <button
        type="submit"
        disabled={busy}
        className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {copy.save}
      </button>
    </Form>
  );
}
