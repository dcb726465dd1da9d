// A listing's moderation (common/lifecycles/listing-moderation.ts) as the database applies
// it: every transition tried from every state and by every actor through moderate(), and
// the public reads asking the lifecycle's question.
import { beforeAll, describe, expect, it } from "vitest";
import {
  canFireModeration,
  firesOnSeenVersion,
  LISTING_ACTORS,
  LISTING_STATUSES,
  mayFireModeration,
  MODERATION_EVENTS,
  moderationRule,
} from "#common/lifecycles/listing-moderation";
import { getDb } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import {
  awaitingReview,
  decided,
  ForbiddenModerationError,
  moderate,
  publiclyVisible,
} from "./listing-moderation.server";

const handle = await useTestDatabase();
let hostId: string;
let otherHostId: string;

beforeAll(async () => {
  hostId = (await createUser({ roles: ["user", "host"] })).id;
  otherHostId = (await createUser({ roles: ["user", "host"] })).id;
});

const statusOf = async (id: string) =>
  (await handle.query<{ status: string }>("SELECT status FROM listings WHERE id = $1", [id]))[0]!.status;

describe(`a listing's moderation through the database (${databaseKind})`, () => {
  it("refuses every actor a transition does not name, and a host's move without the owner", async () => {
    for (const event of MODERATION_EVENTS) {
      const listing = await createListing({ userId: hostId, status: moderationRule(event).from[0]! });
      for (const actor of LISTING_ACTORS.filter((candidate) => !mayFireModeration(event, candidate))) {
        await expect(
          moderate(getDb(), listing.id, event, actor, { rejectionReason: null, ownerId: hostId }),
        ).rejects.toThrow(ForbiddenModerationError);
      }
      expect(await statusOf(listing.id)).toBe(listing.status);
    }
    const approved = await createListing({ userId: hostId, status: "approved" });
    await expect(moderate(getDb(), approved.id, "resubmit", "host", { rejectionReason: null })).rejects.toThrow(
      ForbiddenModerationError,
    );
    expect(await statusOf(approved.id)).toBe("approved");
  });

  it.each(MODERATION_EVENTS)("%s moves a listing from each declared source only", async (event) => {
    const rule = moderationRule(event);
    const actor = rule.by[0]!;
    for (const status of LISTING_STATUSES) {
      const listing = await createListing({ userId: hostId, status, rejectionReason: "Photos floues" });
      const moved = await moderate(getDb(), listing.id, event, actor, {
        rejectionReason: null,
        ownerId: hostId,
        seenVersion: firesOnSeenVersion(event) ? listing.version : undefined,
      });
      if (canFireModeration(event, status)) {
        expect(moved, `${event} from ${status}`).toMatchObject({ id: listing.id, status: rule.to, userId: hostId });
        expect(await statusOf(listing.id)).toBe(rule.to);
      } else {
        expect(moved, `${event} from ${status}`).toBeNull();
        expect(await statusOf(listing.id)).toBe(status);
      }
    }
  });

  it("an administrator's decision moves only the version it names, and needs one", async () => {
    const listing = await createListing({ userId: hostId, status: "pending" });
    await handle.query("UPDATE listings SET version = 3 WHERE id = $1", [listing.id]);
    for (const event of ["approve", "reject"] as const) {
      expect(await moderate(getDb(), listing.id, event, "admin", { rejectionReason: null, seenVersion: 2 })).toBeNull();
      await expect(moderate(getDb(), listing.id, event, "admin", { rejectionReason: null })).rejects.toThrow(
        ForbiddenModerationError,
      );
    }
    expect(await statusOf(listing.id)).toBe("pending");
    expect(
      await moderate(getDb(), listing.id, "approve", "admin", { rejectionReason: null, seenVersion: 3 }),
    ).toMatchObject({ status: "approved" });
  });

  it("a host's event never moves another host's listing", async () => {
    const listing = await createListing({ userId: otherHostId, status: "rejected" });
    expect(
      await moderate(getDb(), listing.id, "resubmit", "host", { rejectionReason: null, ownerId: hostId }),
    ).toBeNull();
    expect(await statusOf(listing.id)).toBe("rejected");
  });

  it("asks the lifecycle's questions in SQL: public, awaiting review, decided", async () => {
    await handle.query("DELETE FROM listings");
    for (const status of LISTING_STATUSES) await createListing({ userId: hostId, status });
    const statuses = async (condition: typeof publiclyVisible) =>
      (await getDb().select({ status: listings.status }).from(listings).where(condition))
        .map((row) => row.status)
        .sort();
    expect(await statuses(publiclyVisible)).toEqual(["approved"]);
    expect(await statuses(awaitingReview)).toEqual(["pending"]);
    expect(await statuses(decided)).toEqual(["approved", "rejected", "unpublished"]);
  });
});
