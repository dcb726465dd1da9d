// Labelled form fields whose error message is tied to the control (aria-invalid,
// aria-describedby), so the French message is read out with the field. Every form of the
// site (auth, contact, listing, booking) uses these.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/**
 * The focus style every field shows, valid or not: a solid 2 px ring in the brand's dark
 * green (7:1 on white), offset so it never merges with a red "invalid" border.
 */
export const fieldFocusClass = "focus:outline-2 focus:outline-offset-2 focus:outline-brand-700";

const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 ${fieldFocusClass} ${
    invalid ? "border-flame-600" : "border-slate-300 focus:border-brand-600"
  }`;

type Common = { label: string; name: string; error?: string };

/** The label, the control (built from the ids and aria props given to it) and the error. */
function FieldShell({
  id,
  name,
  label,
  error,
  control,
}: Common & { id?: string; control: (props: ControlProps) => ReactNode }) {
  const controlId = id ?? `field-${name}`;
  const errorId = `${controlId}-error`;
  return (
    <div>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({
        id: controlId,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: controlClass(Boolean(error)),
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-flame-600">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

export function TextField({ label, name, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell
      id={input.id}
      name={name}
      label={label}
      error={error}
      control={(props) => <input {...input} {...props} />}
    />
  );
}

export function TextAreaField({
  label,
  name,
  error,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell
      id={textarea.id}
      name={name}
      label={label}
      error={error}
      control={(props) => <textarea {...textarea} {...props} />}
    />
  );
}

export function SelectField({
  label,
  name,
  error,
  placeholder,
  options,
  ...select
}: Common & {
  placeholder?: string;
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell
      id={select.id}
      name={name}
      label={label}
      error={error}
      control={(props) => (
        <select {...select} {...props} className={`${props.className} h-11`}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** Options whose value is sent as it is; `label` gives the words shown (the value itself by default). */
export const asOptions = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));
