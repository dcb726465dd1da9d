// The rows of a raw query, whichever driver (pg answers { rows }, PGlite the same or an array).
import type { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";

export async function sqlRows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
