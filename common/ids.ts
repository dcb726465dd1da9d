// The one id parser. Every row id is a uuid; any text PostgreSQL would read as one
// (8-4-4-4-12 hex digits, any version, either case) is an id, anything else is refused
// before a query (a 404 or a refusal, never a database error).
/** An id's spelling, for patterns that find ids inside a longer text (case-insensitive). */
export const ID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ID = new RegExp(`^${ID_PATTERN}$`, "i");

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID.test(value);
}

/** The id in the database's own spelling (lower case), or null when `value` is not one. */
export function parseId(value: unknown): string | null {
  return isId(value) ? value.toLowerCase() : null;
}
