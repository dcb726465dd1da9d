// The person's listings as a host. Deleting the account withdraws each one still public or
// awaiting review (the moderation lifecycle's `withdraw`): kept for the bookings they
// carry, shown to nobody.
import { desc, eq } from "drizzle-orm";
import { canFireModeration } from "#common/lifecycles/listing-moderation";
import type { Database } from "#server/db/client.server";
import { listings } from "#server/db/schema";
import { moderate } from "#server/listings/listing-moderation.server";
import { DELETED_NAME, type PersonalDataPart } from "./part.server";

export const listingsPart: PersonalDataPart = {
  name: "listings",
  async export(userId: string, db: Database) {
    return db
      .select({
        id: listings.id,
        title: listings.title,
        description: listings.description,
        category: listings.category,
        price: listings.price,
        address: listings.address,
        city: listings.city,
        country: listings.country,
        isVehicle: listings.isVehicle,
        status: listings.status,
        images: listings.images,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .where(eq(listings.userId, userId))
      .orderBy(desc(listings.createdAt));
  },
  async erase(userId: string, db: Database) {
    const withdrawable = await db
      .select({ id: listings.id, status: listings.status })
      .from(listings)
      .where(eq(listings.userId, userId));
    for (const listing of withdrawable.filter((row) => canFireModeration("withdraw", row.status))) {
      await moderate(db, listing.id, "withdraw", "host", { rejectionReason: DELETED_NAME, ownerId: userId });
    }
  },
};
