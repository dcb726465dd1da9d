// An administrator takes an approved listing off the public site, or puts an unpublished one
// back (issue 16), always with a reason. One transaction: the moderation lifecycle's
// guarded UPDATE (unpublish / republish), the admin_actions row, the host's notification
// and e-mail. Two administrators at once: the second finds the listing moved and is told.
import { eq } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { parseId } from "#common/ids";
import { canFireModeration } from "#common/lifecycles/listing-moderation";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { getDb, type Database } from "#server/db/client.server";
import { listings, users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { moderate } from "#server/listings/listing-moderation.server";
import { notifyUser } from "#server/notifications/notifications.server";
import { recordAdminAction } from "./admin-action-log.server";
import { readOperatorReason, type ReasonProblem } from "./operator-reason";

export type PublicationChange = "unpublish" | "republish";

export type PublicationResult =
  | { ok: true; listing: { id: string; title: string } }
  | { ok: false; reason: ReasonProblem | "not_found" | "not_unpublishable" | "not_unpublished" };

export async function changeListingPublication(
  input: { listingId: unknown; adminId: string; change: PublicationChange; reason: unknown },
  { now = clockNow(), db = getDb() }: { now?: Date; db?: Database } = {},
): Promise<PublicationResult> {
  const listingId = parseId(input.listingId);
  if (!listingId) return { ok: false, reason: "not_found" };
  const reason = readOperatorReason(input.reason);
  if (!reason.ok) return { ok: false, reason: reason.problem };
  const unpublish = input.change === "unpublish";

  return db.transaction(async (tx) => {
    const moved = await moderate(tx, listingId, input.change, "admin", {
      rejectionReason: null,
      unpublishReason: unpublish ? reason.reason : null,
    });
    if (!moved) {
      const [existing] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
      if (!existing) return { ok: false as const, reason: "not_found" as const };
      if (canFireModeration(input.change, existing.status)) throw new Error("listing moved while locked");
      return { ok: false as const, reason: unpublish ? ("not_unpublishable" as const) : ("not_unpublished" as const) };
    }
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: unpublish ? "unpublish_listing" : "republish_listing",
      targetKind: "listing",
      targetId: listingId,
      reason: reason.reason,
      now,
    });
    await notifyUser(tx, {
      userId: moved.userId,
      kind: unpublish ? "listing_unpublished" : "listing_republished",
      ...(unpublish
        ? { template: "listingUnpublishedForHost", args: [moved.title, reason.reason] }
        : { template: "listingRepublishedForHost", args: [moved.title] }),
      link: "/my-listings",
      listingId,
    });
    const [host] = await tx.select({ email: users.email }).from(users).where(eq(users.id, moved.userId));
    if (host) {
      await queueEmail(tx, {
        to: host.email,
        template: "operator-decision",
        params: unpublish
          ? { kind: "listing-unpublished", listingTitle: moved.title, reason: reason.reason }
          : { kind: "listing-republished", listingTitle: moved.title },
        lang: await recipientLang(moved.userId, tx),
        dedupeKey: `operator-decision:${input.change}:${listingId}:${now.toISOString()}`,
      });
    }
    return { ok: true as const, listing: { id: moved.id, title: moved.title } };
  });
}
