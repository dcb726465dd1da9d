// The reviews the person wrote. Kept after deletion (they make the listings' ratings) under
// "Compte supprimé" instead of the author's name.
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { listings, reviews } from "#server/db/schema";
import { DELETED_NAME, type PersonalDataPart } from "./part.server";

export const reviewsPart: PersonalDataPart = {
  name: "reviews",
  async export(userId: string, db: Database) {
    return db
      .select({
        listing: listings.title,
        authorName: reviews.authorName,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt));
  },
  async erase(userId: string, db: Database) {
    await db.update(reviews).set({ authorName: DELETED_NAME }).where(eq(reviews.userId, userId));
  },
};
