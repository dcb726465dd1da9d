// The listings tab: every pending listing first (oldest first: first submitted, first
// judged), with all it holds so it can be judged, then the decided ones, page by page,
// each with its decision history.
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { driverOptionOf } from "#common/rental-terms";
import { getDb } from "#server/db/client.server";
import { listingDecisions, listings, profiles, users } from "#server/db/schema";
import { awaitingReview, decided } from "#server/listings/listing-moderation.server";
import { getImageRefs } from "#server/media/media-files.server";
import { adminActionsFor } from "./admin-action-log.server";
import { pageWindow, toPage, type Page } from "./dashboard-query";
import { maskEmail } from "./mask-email";
import type { DecisionRecord, AdminListing } from "./types";

/** More than this many pending listings are shown in later batches, once these are decided. */
export const PENDING_BATCH = 25;
export const DECIDED_PAGE_SIZE = 10;

const columns = {
  listing: listings,
  ownerName: profiles.fullName,
  ownerUserName: users.name,
  ownerEmail: users.email,
};

type Row = {
  listing: typeof listings.$inferSelect;
  ownerName: string | null;
  ownerUserName: string;
  ownerEmail: string;
};

export async function listPendingListings(): Promise<{ items: AdminListing[]; total: number }> {
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .leftJoin(profiles, eq(profiles.id, listings.userId))
      .where(awaitingReview)
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .limit(PENDING_BATCH),
    db.select({ value: count() }).from(listings).where(awaitingReview),
  ]);
  return { items: await toAdminListings(rows), total: Number(total?.value ?? 0) };
}

/** Approved and rejected listings, most recently changed first. */
export async function listDecidedListings(page: number): Promise<Page<AdminListing>> {
  const db = getDb();
  const { limit, offset } = pageWindow(page, DECIDED_PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .leftJoin(profiles, eq(profiles.id, listings.userId))
      .where(decided)
      .orderBy(desc(listings.updatedAt), desc(listings.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(listings).where(decided),
  ]);
  return toPage(await toAdminListings(rows), Number(total?.value ?? 0), page, DECIDED_PAGE_SIZE);
}

/** Decisions on these listings, newest first, with the deciding administrator's name. */
export async function loadDecisionHistory(listingIds: string[]): Promise<Map<string, DecisionRecord[]>> {
  const history = new Map<string, DecisionRecord[]>();
  if (!listingIds.length) return history;
  const rows = await getDb()
    .select({
      id: listingDecisions.id,
      listingId: listingDecisions.listingId,
      decision: listingDecisions.decision,
      reason: listingDecisions.reason,
      adminName: profiles.fullName,
      createdAt: listingDecisions.createdAt,
    })
    .from(listingDecisions)
    .leftJoin(profiles, eq(profiles.id, listingDecisions.adminId))
    .where(inArray(listingDecisions.listingId, listingIds))
    .orderBy(desc(listingDecisions.createdAt), desc(listingDecisions.id));
  for (const { listingId, createdAt, ...row } of rows) {
    const list = history.get(listingId) ?? [];
    list.push({ ...row, createdAt: createdAt.toISOString() });
    history.set(listingId, list);
  }
  return history;
}

async function toAdminListings(rows: Row[]): Promise<AdminListing[]> {
  if (!rows.length) return [];
  // One query for every picture and one for every history, whatever the page size.
  const [images, history] = await Promise.all([
    getImageRefs([...new Set(rows.flatMap((row) => row.listing.images))]),
    loadDecisionHistory(rows.map((row) => row.listing.id)),
  ]);
  const operatorHistory = await adminActionsFor(
    "listing",
    rows.map((row) => row.listing.id),
  );
  const imageByKey = new Map(images.map((image) => [image.key, image]));
  return rows.map(({ listing, ownerName, ownerUserName, ownerEmail }) => ({
    id: listing.id,
    title: listing.title,
    description: listing.description,
    category: listing.category,
    price: listing.price,
    address: listing.address,
    city: listing.city,
    country: listing.country,
    isVehicle: listing.isVehicle,
    amenities: listing.amenities,
    houseRules: listing.houseRules,
    images: listing.images.flatMap((key) => imageByKey.get(key) ?? []),
    maxGuests: listing.maxGuests,
    cancellationPolicy: listing.cancellationPolicy,
    status: listing.status,
    rejectionReason: listing.rejectionReason,
    version: listing.version,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    vehicleType: listing.vehicleType,
    transmission: listing.transmission,
    fuelType: listing.fuelType,
    seats: listing.seats,
    rentalTerms: listing.isVehicle
      ? {
          driverOption: driverOptionOf(listing.driverOption),
          driverPricePerDay: listing.driverPricePerDay,
          depositAmount: listing.depositAmount,
          dailyDistanceKm: listing.dailyDistanceKm,
          minDriverAge: listing.minDriverAge,
          minLicenceYears: listing.minLicenceYears,
        }
      : null,
    owner: { name: ownerName?.trim() || ownerUserName, maskedEmail: maskEmail(ownerEmail) },
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
    history: history.get(listing.id) ?? [],
    unpublishReason: listing.unpublishReason,
    adminActions: operatorHistory.get(listing.id) ?? [],
  }));
}
