// A labelled <select> with its error tied to it, matching components/ui/field.tsx.
import type { SelectHTMLAttributes } from "react";

type Props = {
  label: string;
  name: string;
  error?: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, name, error, placeholder, options, ...select }: Props) {
  const id = select.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        {...select}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:outline-none focus:ring-2 ${
          error ? "border-flame-600 focus:ring-flame-600/30" : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/30"
        }`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-flame-600">
          {error}
        </p>
      )}
    </div>
  );
}

export const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
