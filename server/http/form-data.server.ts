// Reading a posted form in an action: never a 500 on a body that is not a form, and every
// text field bounded before anything looks at it.

/** The posted form, or an empty one when the body is not a form. */
export async function readForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/** Reads a text field from a form post; a missing field or a file becomes ''. */
export function textField(form: FormData, name: string, max = 4000) {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}
