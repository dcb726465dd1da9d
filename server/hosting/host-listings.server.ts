// A host's own listings: create, update, delete, read. Every query is filtered by the
// owner in its WHERE clause, so a forged id reaches nothing. Spec points 4 and 7.
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { now } from "#common/clock";
import { isId } from "#common/ids";
import {
  editResubmits,
  LISTING_INITIAL_STATE,
  reviewedChangeNeedsConfirmation,
  type ListingStatus,
} from "#common/lifecycles/listing-moderation";
import { needsRevalidation } from "#common/listing-changes";
import { DEFAULT_BOOKING_RULES, type BookingRules } from "#common/rules/booking-rules";
import type { ListingInput } from "#common/rules/listing-fields";
import { getDb, type Database } from "#server/db/client.server";
import { bookings, listingDecisions, listings, reviews } from "#server/db/schema";
import { moderate } from "#server/listings/listing-moderation.server";
import { notifyAdmins } from "#server/notifications/notifications.server";
import { allImagesOwned, imagesAlreadyUsed } from "./listing-images.server";

export type OwnListing = typeof listings.$inferSelect;

export async function getOwnListing(userId: string, id: string): Promise<OwnListing | null> {
  if (!isId(id)) return null;
  const [row] = await getDb()
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.userId, userId)));
  return row ?? null;
}

function columnsFor(input: ListingInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    price: input.price,
    address: input.address,
    city: input.city,
    amenities: input.amenities,
    houseRules: input.houseRules,
    images: input.images,
    maxGuests: input.maxGuests,
    cancellationPolicy: input.cancellationPolicy,
    make: input.make,
    model: input.model,
    year: input.year,
    vehicleType: input.vehicleType,
    transmission: input.transmission,
    fuelType: input.fuelType,
    seats: input.seats,
    driverOption: input.driverOption,
    driverPricePerDay: input.driverPricePerDay,
    depositAmount: input.depositAmount,
    dailyDistanceKm: input.dailyDistanceKm,
    minDriverAge: input.minDriverAge,
    minLicenceYears: input.minLicenceYears,
  };
}

async function askAdminsToReview(db: Database, listing: { id: string; title: string }, resubmitted: boolean) {
  await notifyAdmins(db, {
    kind: resubmitted ? "listing_resubmitted" : "listing_submitted",
    template: resubmitted ? "listingResubmitted" : "listingSubmitted",
    args: [listing.title],
    link: "/admin-dashboard",
    listingId: listing.id,
  });
}

export type CreateResult = { ok: true; id: string } | { ok: false; reason: "images_not_owned" | "images_in_use" };

/** Always in the initial state (pending) and in Bénin, whatever the request said; the admins are told at once. */
export async function createHostListing(
  userId: string,
  input: ListingInput,
  rules: BookingRules = DEFAULT_BOOKING_RULES,
): Promise<CreateResult> {
  return getDb().transaction(async (tx) => {
    if (!(await allImagesOwned(tx, userId, input.images))) return { ok: false, reason: "images_not_owned" } as const;
    if (await imagesAlreadyUsed(tx, input.images)) return { ok: false, reason: "images_in_use" } as const;
    const [row] = await tx
      .insert(listings)
      .values({
        ...columnsFor(input),
        ...rules,
        userId,
        isVehicle: input.isVehicle,
        country: "Bénin",
        status: LISTING_INITIAL_STATE,
      })
      .returning({ id: listings.id, title: listings.title });
    await askAdminsToReview(tx, row!, false);
    return { ok: true, id: row!.id } as const;
  });
}

export type UpdateResult =
  | { ok: true; status: OwnListing["status"]; resubmitted: boolean }
  | { ok: false; reason: "not_found" | "images_not_owned" | "confirmation_required" };

/**
 * Updates the host's own listing. A change of a reviewed field (common/listing-changes.ts:
 * every field the listing shows) bumps its version and resubmits it
 * (common/lifecycles/listing-moderation.ts: an approved one only after the host confirmed
 * the warning); saving the same content keeps its status. The vehicle flag never changes.
 * The booking rules (how it is booked, stay limits, notice, discounts) are the host's to
 * run the listing and are never reviewed (docs/decisions/026): they apply to the next
 * bookings, never to those already made (which keep their stored price).
 */
export async function updateHostListing(
  userId: string,
  id: string,
  input: ListingInput,
  options: { confirmRevalidation: boolean; rules?: BookingRules },
): Promise<UpdateResult> {
  if (!isId(id)) return { ok: false, reason: "not_found" };
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.userId, userId)))
      .for("update");
    if (!before) return { ok: false, reason: "not_found" } as const;
    if (!(await allImagesOwned(tx, userId, input.images, before.images))) {
      return { ok: false, reason: "images_not_owned" } as const;
    }
    // The vehicle fields stay as they are on an accommodation, and the reverse.
    const columns = columnsFor({ ...input, isVehicle: before.isVehicle });
    const reviewed = needsRevalidation(before, columns);
    if (reviewed && reviewedChangeNeedsConfirmation(before.status) && !options.confirmRevalidation) {
      return { ok: false, reason: "confirmation_required" } as const;
    }
    // A reviewed change makes a new version, even of a pending listing: a decision taken on
    // the version an administrator opened before this edit applies to nothing.
    const updated = await tx
      .update(listings)
      .set({
        ...columns,
        ...(options.rules ?? {}),
        ...(reviewed ? { version: sql`${listings.version} + 1` } : {}),
        updatedAt: now(),
      })
      .where(and(eq(listings.id, id), eq(listings.userId, userId)))
      .returning({ id: listings.id });
    if (!updated.length) return { ok: false, reason: "not_found" } as const;
    if (!editResubmits(before.status, reviewed))
      return { ok: true, status: before.status, resubmitted: false } as const;
    // Back to the administrators: the old rejection reason no longer applies.
    const moved = await moderate(tx, id, "resubmit", "host", { rejectionReason: null, ownerId: userId });
    // The row is locked (FOR UPDATE) in a state resubmit fires from: it cannot fail to move.
    if (!moved) throw new Error(`annonce ${id} : resoumission impossible`);
    await tx.insert(listingDecisions).values({ listingId: id, adminId: null, decision: "resubmitted" });
    await askAdminsToReview(tx, { id, title: input.title }, true);
    return { ok: true, status: moved.status, resubmitted: true } as const;
  });
}

export type DeleteResult = { ok: true } | { ok: false; reason: "not_found" | "has_bookings" };

/** A listing with bookings stays (their history and payments point at it). */
export async function deleteHostListing(userId: string, id: string): Promise<DeleteResult> {
  if (!isId(id)) return { ok: false, reason: "not_found" };
  return getDb().transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, id), eq(listings.userId, userId)))
      .for("update");
    if (!owned) return { ok: false, reason: "not_found" } as const;
    const [booked] = await tx.select({ value: count() }).from(bookings).where(eq(bookings.listingId, id));
    if (Number(booked?.value ?? 0) > 0) return { ok: false, reason: "has_bookings" } as const;
    await tx.delete(listings).where(and(eq(listings.id, id), eq(listings.userId, userId)));
    return { ok: true } as const;
  });
}

export async function listOwnListings(userId: string) {
  return getDb()
    .select({
      id: listings.id,
      title: listings.title,
      category: listings.category,
      isVehicle: listings.isVehicle,
      price: listings.price,
      city: listings.city,
      status: listings.status,
      rejectionReason: listings.rejectionReason,
      unpublishReason: listings.unpublishReason,
      images: listings.images,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(500);
}

export type HostCounts = Record<ListingStatus, number>;

export async function countOwnListings(userId: string): Promise<HostCounts> {
  const rows = await getDb()
    .select({ status: listings.status, value: count() })
    .from(listings)
    .where(eq(listings.userId, userId))
    .groupBy(listings.status);
  const counts: HostCounts = { approved: 0, pending: 0, rejected: 0, unpublished: 0 };
  for (const row of rows) counts[row.status] = Number(row.value);
  return counts;
}

/** The latest reviews left on the host's listings: the dashboard's testimonials are real. */
export async function latestReviewsForHost(userId: string, limit = 3) {
  return getDb()
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      comment: reviews.comment,
      title: listings.title,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(and(eq(listings.userId, userId), ne(reviews.comment, "")))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}
