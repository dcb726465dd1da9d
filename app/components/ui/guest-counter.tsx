// A number of people with minus and plus buttons, never below `min`. The value travels
// in a hidden input so the form submits it even before hydration.
import { useId } from "react";
import { useTexts } from "#app/lib/texts";
import { searchUiTexts } from "#common/texts/search-ui";

type Props = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  name?: string;
  min?: number;
  max?: number;
  /** How the count reads ('2 personnes'). */
  format?: (count: number) => string;
  className?: string;
};

export function GuestCounter({ label, value, onChange, name, min = 1, max = 50, format, className = "" }: Props) {
  const searchUi = useTexts(searchUiTexts);
  format ??= searchUi.people;
  const id = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  return (
    <div className={className}>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className="flex h-11 items-center justify-between rounded-lg border border-slate-300 bg-white px-1"
      >
        <StepButton
          label={searchUi.fewerGuests}
          disabled={value <= min}
          onClick={() => set(value - 1)}
          path="M6 12h12"
        />
        <output aria-live="polite" className="px-2 text-center text-slate-900">
          {format(value)}
        </output>
        <StepButton
          label={searchUi.moreGuests}
          disabled={value >= max}
          onClick={() => set(value + 1)}
          path="M6 12h12M12 6v12"
        />
      </div>
      {name && <input type="hidden" name={name} value={value} />}
    </div>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  path,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  path: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="flex h-9 w-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d={path} />
      </svg>
    </button>
  );
}
