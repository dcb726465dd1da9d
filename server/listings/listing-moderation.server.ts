// A listing's moderation, applied: what it is (states, transitions, who may fire each,
// the questions) is declared in common/lifecycles/listing-moderation.ts. Every change of
// listings.status goes through `moderate()`, a conditional UPDATE inside the caller's
// transaction: when two administrators decide at once, PostgreSQL makes the second wait for
// the first, re-reads the row, finds it no longer in a source state and updates nothing,
// so exactly one decision is recorded. The operation that fires a transition writes what
// it implies (audit row, notifications, e-mail) in the same transaction.
import { and, eq, inArray, not, sql, type SQL } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import {
  firesOnSeenVersion,
  isAwaitingReview,
  isBookable,
  isPubliclyVisible,
  LISTING_STATUSES,
  mayFireModeration,
  moderationRule,
  type ListingActor,
  type ListingStatus,
  type ModerationEvent,
} from "#common/lifecycles/listing-moderation";
import type { Database } from "#server/db/client.server";
import { listings } from "#server/db/schema";

// The column and the declaration name the same states (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const columnMatchesDeclaration: Same<(typeof listings.$inferSelect)["status"], ListingStatus> = true;
void columnMatchesDeclaration;

export class ForbiddenModerationError extends Error {}

/**
 * The states a question holds for, as a condition with literals (never parameters): the
 * partial indexes (WHERE status = 'approved') must match whatever plan the driver gets.
 */
function statusIn(question: (status: ListingStatus) => boolean): SQL {
  const literals = LISTING_STATUSES.filter(question).map((status) => sql.raw(`'${status}'`));
  if (literals.length === 1) return sql`${listings.status} = ${literals[0]}`;
  return sql`${listings.status} IN (${sql.join(literals, sql`, `)})`;
}

/**
 * Its owner's account is not suspended (migration 0021): a suspended account's listings
 * leave every public read at once, and come back as they were when it is reinstated.
 */
const ownerActive: SQL = sql`${listings.ownerSuspended} = false`;
/** isPubliclyVisible, as SQL (and the owner not suspended). */
export const publiclyVisible: SQL = sql`(${statusIn(isPubliclyVisible)} AND ${ownerActive})`;
/** isBookable, as SQL (and the owner not suspended). */
export const bookable: SQL = sql`(${statusIn(isBookable)} AND ${ownerActive})`;
/** isAwaitingReview, as SQL. */
export const awaitingReview: SQL = statusIn(isAwaitingReview);
/** Decided: every listing not awaiting review. */
export const decided: SQL = not(awaitingReview);

type Moved = { id: string; title: string; userId: string; status: ListingStatus };

/**
 * Fires `event` on the listing inside `tx`. Returns the moved listing, or null when it is
 * not (any more) in a source state, not the host's own (`ownerId`, for a host's event), or
 * no longer the `seenVersion` its actor judged (an administrator's decision). The version
 * is matched in the same UPDATE: a host's edit committed first makes it update nothing.
 */
export async function moderate(
  tx: Database,
  listingId: string,
  event: ModerationEvent,
  actor: ListingActor,
  {
    rejectionReason,
    ownerId,
    seenVersion,
    unpublishReason = null,
  }: { rejectionReason: string | null; ownerId?: string; seenVersion?: number; unpublishReason?: string | null },
): Promise<Moved | null> {
  if (!mayFireModeration(event, actor)) throw new ForbiddenModerationError(`${actor} ne peut pas déclencher ${event}`);
  if (actor === "host" && !ownerId) throw new ForbiddenModerationError(`${event} : propriétaire non précisé`);
  if (firesOnSeenVersion(event) && seenVersion === undefined) {
    throw new ForbiddenModerationError(`${event} : version examinée non précisée`);
  }
  const rule = moderationRule(event);
  const [row] = await tx
    .update(listings)
    .set({ status: rule.to, rejectionReason, unpublishReason, updatedAt: clockNow() })
    .where(
      and(
        eq(listings.id, listingId),
        inArray(listings.status, [...rule.from]),
        ownerId ? eq(listings.userId, ownerId) : undefined,
        seenVersion === undefined ? undefined : eq(listings.version, seenVersion),
      ),
    )
    .returning({ id: listings.id, title: listings.title, userId: listings.userId, status: listings.status });
  return row ?? null;
}
