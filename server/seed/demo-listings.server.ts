// Creates the demo listings (approved, pending, rejected) with their pictures.
import { nowMs } from "#common/clock";
import { isBookable, isPubliclyVisible, type ListingStatus } from "#common/lifecycles/listing-moderation";
import type { HistoryListing } from "./demo-history.server";
import { storePlannedImages, planStayImages, planVehicleImages, type ImagePlan } from "./demo-images.server";
import { PENDING_STAYS, PENDING_VEHICLES, REJECTED_STAYS } from "./demo-moderation.server";
import { INLAND_AND_COAST_STAYS } from "./demo-stays-north.server";
import { SOUTH_STAYS } from "./demo-stays-south.server";
import { VEHICLES } from "./demo-vehicles.server";
import {
  AMENITIES,
  HOUSE_RULES,
  demoRentalTerms,
  VEHICLE_SHAPES,
  type DemoHost,
  type DemoStay,
  type DemoVehicle,
} from "./demo-vocabulary.server";
import { createListing } from "./factories.server";
import type { Random } from "./random.server";

type Entry = { kind: "stay"; data: DemoStay } | { kind: "vehicle"; data: DemoVehicle };
type Prepared = { entry: Entry; status: ListingStatus; rejectionReason?: string; createdAt: Date; plan: ImagePlan };

const POLICIES = ["flexible", "moderate", "strict"] as const;
const DAY = 86_400_000;

export async function createDemoListings(random: Random, hosts: Record<DemoHost, string>) {
  const entries: Array<{ entry: Entry; status: ListingStatus; rejectionReason?: string }> = [
    ...[...SOUTH_STAYS, ...INLAND_AND_COAST_STAYS].map((data) => ({
      entry: { kind: "stay", data } as Entry,
      status: "approved" as const,
    })),
    ...VEHICLES.map((data) => ({ entry: { kind: "vehicle", data } as Entry, status: "approved" as const })),
    ...PENDING_STAYS.map((data) => ({ entry: { kind: "stay", data } as Entry, status: "pending" as const })),
    ...PENDING_VEHICLES.map((data) => ({ entry: { kind: "vehicle", data } as Entry, status: "pending" as const })),
    ...REJECTED_STAYS.map(({ rejectionReason, ...data }) => ({
      entry: { kind: "stay", data } as Entry,
      status: "rejected" as const,
      rejectionReason,
    })),
  ];
  const now = nowMs();
  const prepared: Prepared[] = entries.map(({ entry, status, rejectionReason }) => {
    const ownerId = hosts[entry.data.host];
    // Approved listings appeared over the last eight months; the waiting ones are recent.
    const ageDays = isPubliclyVisible(status) ? random.int(12, 240) : random.int(1, 10);
    return {
      entry,
      status,
      rejectionReason,
      createdAt: new Date(now - ageDays * DAY - random.int(0, 12 * 3600) * 1000),
      plan:
        entry.kind === "stay"
          ? planStayImages(random, ownerId, entry.data.scene)
          : planVehicleImages(random, ownerId, VEHICLE_SHAPES[entry.data.vehicleType]),
    };
  });
  const images = await storePlannedImages(prepared.map((item) => item.plan));

  const approved: HistoryListing[] = [];
  for (const [index, item] of prepared.entries()) {
    const policy = random.pick(POLICIES);
    const common = {
      userId: item.plan.ownerId,
      status: item.status,
      rejectionReason: item.rejectionReason ?? null,
      images: images[index]!.map((image) => image.key),
      cancellationPolicy: policy,
      createdAt: item.createdAt,
      updatedAt: item.createdAt,
    };
    const { entry } = item;
    const listing =
      entry.kind === "stay"
        ? await createListing({
            ...common,
            title: entry.data.title,
            description: entry.data.description,
            category: entry.data.category,
            price: entry.data.price,
            address: entry.data.address,
            city: entry.data.city,
            isVehicle: false,
            maxGuests: entry.data.maxGuests,
            amenities: entry.data.amenities.map((key) => AMENITIES[key]),
            houseRules: entry.data.rules.map((key) => HOUSE_RULES[key]),
          })
        : await createListing({
            ...common,
            title: entry.data.title,
            description: entry.data.description,
            // Spec point 7: a vehicle's category is its vehicle type, and it has no amenities.
            category: entry.data.vehicleType,
            vehicleType: entry.data.vehicleType,
            price: entry.data.price,
            address: entry.data.address,
            city: entry.data.city,
            isVehicle: true,
            maxGuests: entry.data.seats,
            seats: entry.data.seats,
            make: entry.data.make,
            model: entry.data.model,
            year: entry.data.year,
            transmission: entry.data.transmission,
            fuelType: entry.data.fuelType,
            ...demoRentalTerms(entry.data),
            amenities: [],
            houseRules: [],
          });
    if (isBookable(item.status)) {
      approved.push({
        id: listing.id,
        price: listing.price,
        maxGuests: listing.maxGuests,
        isVehicle: listing.isVehicle,
        createdAt: item.createdAt,
      });
    }
  }
  return { approved };
}
