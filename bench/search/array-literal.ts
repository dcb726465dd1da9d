// PostgreSQL array literals ({"a","b",NULL}) sent as one text parameter: PGlite and
// node-postgres both pass a string through unchanged, whereas they serialise JS arrays
// differently.
export type Scalar = string | number | boolean | Date | null;

function element(value: Scalar): string {
  if (value === null) return "NULL";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(/["\\]/g, "\\$&")}"`;
}

export function arrayLiteral(values: readonly Scalar[]): string {
  return `{${values.map(element).join(",")}}`;
}
