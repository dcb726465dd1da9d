// Browser-side comfort: the same rules as the server, checked before the form is sent so
// a typo is pointed out at once. Without JavaScript the server's answer shows the same
// messages. The rules answer with problem codes; their words come from `texts` (the form's
// validation texts in the page's language).
import { useState, type FormEvent } from "react";
import { describeAll, type FieldProblems } from "#common/problems";

type Errors<T> = Partial<Record<keyof T, string | undefined>>;

export function useFormErrors<T extends Record<string, string>>(
  validate: (fields: T) => FieldProblems<keyof T & string>,
  serverErrors: Errors<T> | undefined,
  texts: unknown,
) {
  const [clientErrors, setClientErrors] = useState<Errors<T> | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, typeof value === "string" ? value : ""]),
    ) as T;
    const errors = describeAll(texts, validate(fields)) as Errors<T>;
    setClientErrors(errors);
    if (Object.keys(errors).length) event.preventDefault();
  };
  // Once the server answers again, its errors are the current ones.
  const errors: Errors<T> = clientErrors && Object.keys(clientErrors).length ? clientErrors : (serverErrors ?? {});
  return { errors, onSubmit, reset: () => setClientErrors(null) };
}
