// A rule or an operation says what is wrong with a code, never with a sentence: the code is
// the path of its text in the area's texts (common/texts/fr/<area>.ts), with parameters when
// the text takes some. The words are chosen where they are shown, in the reader's language.

/** The dotted paths of an area's texts that lead to a text (a string, or a function making one). */
export type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string)
    ? K
    : T[K] extends object
      ? `${K}.${TextPath<T[K]>}`
      : never;
}[keyof T & string];

/** A text function's arguments, in its order (`capacity: (max: number) => …` takes `[4]`). */
export type TextParams = readonly (string | number)[];

/** What is wrong, as a code: `{ code: "validation.checkIn" }`, `{ code: "validation.capacity", params: [4] }`. */
export type Problem<Code extends string = string> = { code: Code; params?: TextParams };

/** A form's problems, one per field at most. */
export type FieldProblems<Field extends string, Code extends string = string> = Partial<Record<Field, Problem<Code>>>;

/** The text at `path` in `texts`; a function text is called with `params`. */
export function textAt<T>(texts: T, path: TextPath<T> | string, params: TextParams = []): string {
  let node: unknown = texts;
  for (const key of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node === "string") return node;
  if (typeof node === "function") return (node as (...args: unknown[]) => string)(...params);
  throw new Error(`Texte introuvable : ${path}`);
}

export function describe<T>(texts: T, problem: Problem): string {
  return textAt(texts, problem.code, problem.params);
}

/** Each field's problem in words (what a form shows under each field). */
export function describeAll<T, Field extends string>(
  texts: T,
  problems: FieldProblems<Field>,
): Partial<Record<Field, string>> {
  const described: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [Field, Problem | undefined][]) {
    if (problem) described[field] = describe(texts, problem);
  }
  return described;
}
