// A listing's access instructions as its host writes and reads them (the edit page). They
// are private (docs/decisions/023): kept in their own table, never read by the public
// listing reads; changing them is not a change administrators review, so the listing's
// version and moderation state stay as they are.
import { and, eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { isId } from "#common/ids";
import { accessInstructionsProblem, type AccessInstructionsProblem } from "#common/rules/access-instructions";
import { getDb, type Database } from "#server/db/client.server";
import { listingAccessInstructions, listings } from "#server/db/schema";

export type SaveInstructionsResult = { ok: true } | { ok: false; reason: AccessInstructionsProblem | "not_found" };

/** The host's instructions for their own listing ('' when none); null if not theirs. */
export async function readOwnAccessInstructions(
  hostId: string,
  listingId: string,
  db: Database = getDb(),
): Promise<string | null> {
  if (!isId(listingId)) return null;
  const [row] = await db
    .select({ body: listingAccessInstructions.body, owned: listings.id })
    .from(listings)
    .leftJoin(listingAccessInstructions, eq(listingAccessInstructions.listingId, listings.id))
    .where(and(eq(listings.id, listingId), eq(listings.userId, hostId)));
  return row ? (row.body ?? "") : null;
}

/** Written by the listing's host only; empty text keeps an empty row (no instructions). */
export async function saveAccessInstructions(
  input: { hostId: string; listingId: string; body: string },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<SaveInstructionsResult> {
  if (!isId(input.listingId)) return { ok: false, reason: "not_found" };
  const problem = accessInstructionsProblem(input.body);
  if (problem) return { ok: false, reason: problem };
  const body = input.body.trim();
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, input.listingId), eq(listings.userId, input.hostId)));
    if (!owned) return { ok: false, reason: "not_found" } as const;
    await tx
      .insert(listingAccessInstructions)
      .values({ listingId: owned.id, body, updatedAt: now })
      .onConflictDoUpdate({ target: listingAccessInstructions.listingId, set: { body, updatedAt: now } });
    return { ok: true } as const;
  });
}
