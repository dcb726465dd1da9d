// An administrator approves or rejects a pending listing.
//
// One transaction does everything the decision implies: the status change, the audit row
// (who, what, when, why), the host's in-app notification, the acting administrator's own
// notification and the host's e-mail in the outbox. The status change is the moderation
// lifecycle's guarded UPDATE (server/listings/listing-moderation.server.ts): when two
// administrators decide at once, the second finds the listing no longer pending and
// updates nothing, so exactly one decision is recorded and the other is told.
// The e-mail is only queued here: a mail server that is down delays it, never undoes this.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { now } from "#common/clock";
import { parseId } from "#common/ids";
import { decisionEvent } from "#common/lifecycles/listing-moderation";
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
  /** For a rejection; empty means the default reason. Ignored for an approval. */
  reason?: unknown;
};

export type DecisionResult =
  | {
      ok: true;
      decisionId: string;
      listing: { id: string; title: string; status: ListingDecision; rejectionReason: string | null };
    }
  | { ok: false; error: "not_found" | "already_decided" | "invalid_reason" };

export async function decideListing(input: DecisionInput, db: Database = getDb()): Promise<DecisionResult> {
  const listingId = parseId(input.listingId);
  if (!listingId) return { ok: false, error: "not_found" };

  let reason: string | null = null;
  if (input.decision === "rejected") {
    const parsed = rejectionReasonSchema.safeParse(input.reason);
    if (!parsed.success) return { ok: false, error: "invalid_reason" };
    reason = parsed.data;
  }

  return db.transaction(async (tx) => {
    const updated = await moderate(tx, listingId, decisionEvent(input.decision), "admin", { rejectionReason: reason });
    if (!updated) {
      const [existing] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId));
      return existing
        ? { ok: false as const, error: "already_decided" as const }
        : { ok: false as const, error: "not_found" as const };
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
