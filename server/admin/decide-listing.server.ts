// An administrator approves or rejects a pending listing.
//
// One transaction does everything the decision implies: the status change, the audit row
// (who, what, when, why), the host's in-app notification, the acting administrator's own
// notification and the host's e-mail in the outbox. The status change is the moderation
// lifecycle's guarded UPDATE (server/listings/listing-moderation.server.ts): when two
// administrators decide at once, the second finds the listing no longer pending and
// updates nothing, so exactly one decision is recorded and the other is told.
// A decision is bound to the version of the listing the administrator judged (the
// dashboard sends it with the buttons): when the host changed the listing since, even
// while it was pending, nothing is decided and the administrator is asked to read it again.
// The e-mail is only queued here: a mail server that is down delays it, never undoes this.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { now } from "#common/clock";
import { parseId } from "#common/ids";
import { canFireModeration, decisionEvent } from "#common/lifecycles/listing-moderation";
import { recipientLang } from "#server/accounts/recipient-lang.server";
import { getDb, type Database } from "#server/db/client.server";
import { listingDecisions, listings, notifications, users } from "#server/db/schema";
import { queueEmail } from "#server/emails/queue-email.server";
import { moderate } from "#server/listings/listing-moderation.server";
import { notifyUser } from "#server/notifications/notifications.server";
import { rejectionReasonSchema } from "./decision-reason";
import { HOST_NOTIFICATION_TEMPLATE } from "./host-notification-email.server";

export type ListingDecision = "approved" | "rejected";

export type DecisionInput = {
  listingId: string;
  adminId: string;
  decision: ListingDecision;
  /** The listing's version the administrator saw (listings.version); anything else decides nothing. */
  version: unknown;
  /** For a rejection; empty means the default reason. Ignored for an approval. */
  reason?: unknown;
};

export type DecisionResult =
  | {
      ok: true;
      decisionId: string;
      listing: { id: string; title: string; status: ListingDecision; rejectionReason: string | null };
    }
  | { ok: false; error: "not_found" | "already_decided" | "changed_since_seen" | "invalid_reason" };

/** A version as the form posts it ('3') or as a caller passes it (3). */
const versionSchema = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);

export async function decideListing(input: DecisionInput, db: Database = getDb()): Promise<DecisionResult> {
  const listingId = parseId(input.listingId);
  if (!listingId) return { ok: false, error: "not_found" };

  let reason: string | null = null;
  if (input.decision === "rejected") {
    const parsed = rejectionReasonSchema.safeParse(input.reason);
    if (!parsed.success) return { ok: false, error: "invalid_reason" };
    reason = parsed.data;
  }

  // A missing or malformed version matches no listing: the listing is read again below,
  // and the administrator is told why nothing was decided.
  const version = versionSchema.safeParse(input.version);
  const seenVersion = version.success ? version.data : 0;

  return db.transaction(async (tx) => {
    const event = decisionEvent(input.decision);
    const updated = await moderate(tx, listingId, event, "admin", { rejectionReason: reason, seenVersion });
    if (!updated) {
      const [existing] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
      if (!existing) return { ok: false as const, error: "not_found" as const };
      return canFireModeration(event, existing.status)
        ? { ok: false as const, error: "changed_since_seen" as const }
        : { ok: false as const, error: "already_decided" as const };
    }

    const [decision] = await tx
      .insert(listingDecisions)
      .values({ listingId, adminId: input.adminId, decision: input.decision, reason })
      .returning({ id: listingDecisions.id });
    const [host] = await tx.select({ email: users.email }).from(users).where(eq(users.id, updated.userId));

    const approved = input.decision === "approved";
    await notifyUser(tx, {
      userId: updated.userId,
      kind: approved ? "listing_approved" : "listing_rejected",
      ...(approved
        ? { template: "listingApprovedForHost", args: [updated.title] }
        : { template: "listingRejectedForHost", args: [updated.title, reason!] }),
      link: "/my-listings",
      listingId,
    });
    // The administrators' "please review" notifications for this listing are answered now.
    await tx
      .update(notifications)
      .set({ readAt: now() })
      .where(
        and(
          eq(notifications.listingId, listingId),
          inArray(notifications.kind, ["listing_submitted", "listing_resubmitted"]),
          isNull(notifications.readAt),
        ),
      );
    // The spec's "adds a local notification" for the administrator who acted, now kept.
    await notifyUser(tx, {
      userId: input.adminId,
      kind: approved ? "listing_approved" : "listing_rejected",
      template: approved ? "listingApprovedByAdmin" : "listingRejectedByAdmin",
      args: [updated.title],
      link: "/admin-dashboard?tab=listings",
      listingId,
    });
    if (host) {
      // One e-mail per decision, in the host's language, rendered when sent.
      await queueEmail(tx, {
        to: host.email,
        template: HOST_NOTIFICATION_TEMPLATE,
        params: {
          hostEmail: host.email,
          notificationType: approved ? "listing_approved" : "listing_rejected",
          listingTitle: updated.title,
          rejectionReason: reason,
        },
        lang: await recipientLang(updated.userId, tx),
        dedupeKey: `${HOST_NOTIFICATION_TEMPLATE}:${decision!.id}`,
      });
    }
    return {
      ok: true as const,
      decisionId: decision!.id,
      listing: { id: updated.id, title: updated.title, status: input.decision, rejectionReason: reason },
    };
  });
}
