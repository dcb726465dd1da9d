// Labelled form fields whose error message is tied to the input (aria-invalid,
// aria-describedby), so the French message is read out with the field.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
    invalid ? "border-flame-600 focus:ring-flame-600/30" : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/30"
  }`;

type Common = { label: string; name: string; error?: string };

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-flame-600">
      {error}
    </p>
  );
}

export function TextField({ label, name, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(Boolean(error))}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function TextAreaField({ label, name, error, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = textarea.id ?? `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(Boolean(error))}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
