import { describe, expect, it } from "vitest";
import { hasCycle, reachableFrom, type Edge } from "#tests/support/state-graph";
import {
  canFireModeration,
  decisionEvent,
  editResubmits,
  firesOnSeenVersion,
  isAwaitingReview,
  isBookable,
  isEditableByHost,
  isPubliclyVisible,
  LISTING_ACTORS,
  LISTING_INITIAL_STATE,
  LISTING_STATUSES,
  mayFireModeration,
  MODERATION_EVENTS,
  moderationRule,
  reviewedChangeNeedsConfirmation,
  showsRejectionReason,
} from "./listing-moderation";

const edges: Edge[] = MODERATION_EVENTS.flatMap((event) =>
  moderationRule(event).from.map((from) => ({ event, from, to: moderationRule(event).to })),
);

describe("a listing's moderation graph", () => {
  it("reaches every state from the initial one (pending)", () => {
    expect(LISTING_INITIAL_STATE).toBe("pending");
    expect([...reachableFrom(LISTING_INITIAL_STATE, edges)].sort()).toEqual([...LISTING_STATUSES].sort());
  });

  it("fires each transition from its declared sources only", () => {
    const sources = Object.fromEntries(
      MODERATION_EVENTS.map((event) => [event, LISTING_STATUSES.filter((status) => canFireModeration(event, status))]),
    );
    expect(sources).toEqual({
      approve: ["pending"],
      reject: ["pending"],
      resubmit: ["approved", "rejected"],
      withdraw: ["pending", "approved"],
      unpublish: ["approved"],
      republish: ["unpublished"],
    });
  });

  it("checks every transition's actors: administrators decide and unpublish, hosts resubmit, nobody else", () => {
    const allowed = Object.fromEntries(
      MODERATION_EVENTS.map((event) => [event, LISTING_ACTORS.filter((actor) => mayFireModeration(event, actor))]),
    );
    expect(allowed).toEqual({
      approve: ["admin"],
      reject: ["admin"],
      resubmit: ["host"],
      withdraw: ["host"],
      unpublish: ["admin"],
      republish: ["admin"],
    });
  });

  it("binds every administrator's decision to the version the administrator saw, and only those", () => {
    const bound = MODERATION_EVENTS.filter(firesOnSeenVersion);
    expect(bound).toEqual(["approve", "reject"]);
    // Unpublishing judges the listing's conduct, not a version of its text: it is not bound.
    for (const event of MODERATION_EVENTS) {
      expect(firesOnSeenVersion(event), event).toBe(
        mayFireModeration(event, "admin") && event !== "unpublish" && event !== "republish",
      );
    }
  });

  it("has no terminal state: a decided listing goes back to review through its host, an unpublished one through an administrator", () => {
    for (const status of LISTING_STATUSES) {
      expect(
        MODERATION_EVENTS.some((event) => canFireModeration(event, status)),
        status,
      ).toBe(true);
    }
    // The circles are the resubmission and the unpublishing; decisions alone never come back.
    expect(hasCycle(edges)).toBe(true);
    expect(hasCycle(edges.filter((edge) => edge.event !== "resubmit" && edge.event !== "republish"))).toBe(false);
  });

  it("turns an administrator's decision into its event", () => {
    expect(decisionEvent("approved")).toBe("approve");
    expect(decisionEvent("rejected")).toBe("reject");
  });
});

describe("the named questions about a listing's moderation", () => {
  // publiclyVisible, bookable, awaitingReview, editableByHost, showsRejectionReason, needsConfirmation
  const table = {
    pending: [false, false, true, true, false, false],
    approved: [true, true, false, true, false, true],
    rejected: [false, false, false, true, true, false],
    unpublished: [false, false, false, true, false, false],
  };
  it.each(LISTING_STATUSES)("answers for %s", (status) => {
    expect([
      isPubliclyVisible(status),
      isBookable(status),
      isAwaitingReview(status),
      isEditableByHost(status),
      showsRejectionReason(status),
      reviewedChangeNeedsConfirmation(status),
    ]).toEqual(table[status]);
  });

  it("a host's edit resubmits an approved or a rejected listing when a reviewed field changed, never a pending one", () => {
    expect(editResubmits("approved", true)).toBe(true);
    expect(editResubmits("rejected", true)).toBe(true);
    expect(editResubmits("pending", true)).toBe(false);
    for (const status of LISTING_STATUSES) expect(editResubmits(status, false)).toBe(false);
  });
});
