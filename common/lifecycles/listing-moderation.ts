// A listing's moderation, declared whole: listings.status, the transitions between its
// values (who may fire each) and the questions the pages and the server ask about it.
// Pure: the server applies a transition as one guarded UPDATE
// (server/listings/listing-moderation.server.ts) inside the operation that fires it, which
// writes its audit row and its notifications in the same transaction (decide-listing for an
// administrator, host-listings for a host).
//
//   (create) ──► pending ──approve──► approved
//                  │  ▲                  │
//                  │  └────resubmit──────┤   (a host's change of a reviewed field)
//                  └─reject──► rejected ─┘
//
//   pending | approved ──withdraw──► rejected   (its host deleted the account; docs/decisions/022)
//   approved ──unpublish──► unpublished ──republish──► approved   (administrators, with a reason)
//
// Reviewed fields (common/listing-changes.ts): every field of the listing form (title,
// description, price, category, images, address, city, capacity, cancellation policy,
// amenities, house rules, the vehicle's details). A host may edit a listing in any state;
// a change of a reviewed field bumps the listing's version and sends an approved or a
// rejected listing back to pending (an approved one only once the host has confirmed the
// warning). A pending listing stays pending whatever changes, but its version moves: an
// administrator's decision names the version it judged (`onSeenVersion`) and applies only
// to that one, so text edited after the dashboard showed it is never approved unseen.
// Only an approved listing is public and bookable, and only while its owner's account is not
// suspended (listings.owner_suspended, applied with the public reads' condition in
// server/listings/listing-moderation.server.ts). An unpublished listing stays unpublished
// whatever its host edits: only an administrator puts it back.
export const LISTING_STATUSES = ["pending", "approved", "rejected", "unpublished"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * - host: the listing's owner (ownership is checked in the UPDATE's WHERE).
 * - admin: an administrator, from the dashboard.
 */
export const LISTING_ACTORS = ["host", "admin"] as const;
export type ListingActor = (typeof LISTING_ACTORS)[number];

/** Whatever the form said, a new listing waits for an administrator, created by its host. */
export const LISTING_INITIAL_STATE: ListingStatus = "pending";

type ModerationRule = {
  from: readonly ListingStatus[];
  to: ListingStatus;
  by: readonly ListingActor[];
  /** Fired on the version its actor saw: refused when the listing changed since. */
  onSeenVersion: boolean;
};

export const MODERATION_TRANSITIONS = {
  /** The listing goes public; the host is told (notification and e-mail). */
  approve: { from: ["pending"], to: "approved", by: ["admin"], onSeenVersion: true },
  /** Refused with a reason shown to the host, who may correct it (resubmit). */
  reject: { from: ["pending"], to: "rejected", by: ["admin"], onSeenVersion: true },
  /** The host changed a reviewed field: back to the administrators, who are told. */
  resubmit: { from: ["approved", "rejected"], to: "pending", by: ["host"], onSeenVersion: false },
  /** Its host deleted their account: off the public site and out of the review queue, for good. */
  withdraw: { from: ["pending", "approved"], to: "rejected", by: ["host"], onSeenVersion: false },
  /** An administrator takes an approved listing off the public site, with a reason the host is told. */
  unpublish: { from: ["approved"], to: "unpublished", by: ["admin"], onSeenVersion: false },
  /** An administrator puts an unpublished listing back on the public site; the host is told. */
  republish: { from: ["unpublished"], to: "approved", by: ["admin"], onSeenVersion: false },
} as const satisfies Record<string, ModerationRule>;

export type ModerationEvent = keyof typeof MODERATION_TRANSITIONS;
export const MODERATION_EVENTS = Object.keys(MODERATION_TRANSITIONS) as ModerationEvent[];

export function moderationRule(event: ModerationEvent): ModerationRule {
  return MODERATION_TRANSITIONS[event];
}

export function canFireModeration(event: ModerationEvent, current: ListingStatus): boolean {
  return moderationRule(event).from.includes(current);
}

/** Whether the event must name the listing's version its actor saw (an administrator's decision). */
export function firesOnSeenVersion(event: ModerationEvent): boolean {
  return moderationRule(event).onSeenVersion;
}

export function mayFireModeration(event: ModerationEvent, actor: ListingActor): boolean {
  return moderationRule(event).by.includes(actor);
}

/** An administrator's decision, as the event it fires. */
export function decisionEvent(decision: "approved" | "rejected"): "approve" | "reject" {
  return decision === "approved" ? "approve" : "reject";
}

// ---- The named questions about a listing's moderation state.

/** Shown to the public (lists, search, detail page, sitemap). */
export function isPubliclyVisible(status: ListingStatus): boolean {
  return status === "approved";
}

/** Travelers may book it: the same as being public. */
export function isBookable(status: ListingStatus): boolean {
  return isPubliclyVisible(status);
}

/** Waiting for an administrator's decision (the dashboard's queue, the decision buttons). */
export function isAwaitingReview(status: ListingStatus): boolean {
  return canFireModeration("approve", status);
}

/** Its host may edit it: in every state (a rejected listing is corrected this way). */
export function isEditableByHost(_status: ListingStatus): boolean {
  return true;
}

/** An administrator may take it off the public site (the listing's history says why). */
export function isUnpublishable(status: ListingStatus): boolean {
  return canFireModeration("unpublish", status);
}

/** Taken off the public site by an administrator: the host sees why, an administrator may republish it. */
export function isUnpublished(status: ListingStatus): boolean {
  return canFireModeration("republish", status);
}

/** The rejection's reason is shown (to the host and the administrators) while it stands. */
export function showsRejectionReason(status: ListingStatus): boolean {
  return status === "rejected";
}

/**
 * Changing a reviewed field would take it off the public site: the host is warned and must
 * confirm first.
 */
export function reviewedChangeNeedsConfirmation(status: ListingStatus): boolean {
  return isPubliclyVisible(status) && canFireModeration("resubmit", status);
}

/** Whether a host's edit resubmits the listing (a reviewed field changed and it is not pending already). */
export function editResubmits(status: ListingStatus, reviewedFieldsChanged: boolean): boolean {
  return reviewedFieldsChanged && canFireModeration("resubmit", status);
}
