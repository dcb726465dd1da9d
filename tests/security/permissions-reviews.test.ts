// Permission matrix, part: reviews and access instructions (issue 15, docs/decisions/023).
// The guards throw in these actions: anonymous gets a bare 401 and a traveler a 403, for a
// document post as for a `.data` one. Answering a review: only the host of the reviewed listing, once (an administrator passes
// the host checks but answers nobody's review); saving a listing's access instructions:
// only its host, and the listing stays as moderated. Every refusal leaves the database as
// it was (the matrix compares every table). Then the instructions' privacy: hidden from
// the listing page, its calendar API and every other person until a booking is paid.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import { bookings, listingAccessInstructions, listings, reviewAnswers, reviews } from "#server/db/schema";
import { saveAccessInstructions } from "#server/hosting/access-instructions.server";
import { answerReview } from "#server/reviews/answer-review.server";
import { createBooking, createListing } from "#server/seed/factories.server";
import type { World } from "#tests/security/support/actors";
import { hostPost, notFound } from "#tests/security/support/hosting-matrix";
import { send } from "#tests/security/support/http";
import { declareMatrix, refused, type Row } from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("reviews");

let cell = 0;
/** A review of the host owner's approved listing by the traveler, on a fresh finished stay. */
async function freshReview(world: World, answered = false) {
  cell += 1;
  const listing = await createListing({ userId: world.actors.hostOwner.userId!, title: `Séjour noté ${cell}` });
  const endDate = addDays(todayInBenin(), -2);
  const booking = await createBooking({
    listingId: listing.id,
    userId: world.actors.traveler.userId,
    startDate: addDays(endDate, -2),
    endDate,
    status: "approved",
    paymentStatus: "completed",
    paidAt: new Date(),
  });
  const [review] = await getDb()
    .insert(reviews)
    .values({
      bookingId: booking.id,
      listingId: listing.id,
      userId: world.actors.traveler.userId,
      authorName: "Koffi J.",
      rating: 4,
      comment: "Bon séjour",
    })
    .returning({ id: reviews.id });
  if (answered) {
    const first = await answerReview({ reviewId: review!.id, hostId: world.actors.hostOwner.userId!, body: "Merci" });
    expect(first.ok).toBe(true);
  }
  return { target: review!.id };
}

/** An approved listing of the host owner, for one cell (an allowed save changes its instructions). */
async function freshApprovedListing(world: World) {
  cell += 1;
  const row = await createListing({
    userId: world.actors.hostOwner.userId!,
    title: `Annonce approuvée ${cell}`,
    status: "approved",
  });
  return { target: row.id };
}

const answers = async (reviewId: string) =>
  getDb().select().from(reviewAnswers).where(eq(reviewAnswers.reviewId, reviewId));

const rows: Row[] = [
  {
    path: "/reservations",
    label: "(answer a review of the host's listing)",
    form: { intent: "answer-review", reviewId: "{target}", answer: "Merci pour votre avis !", hostId: "{otherHostId}" },
    prepare: (world) => freshReview(world),
    expect: hostPost({ otherHost: refused(404), admin: refused(404) }),
    verify: async ({ world, actor, values }) => {
      expect(actor).toBe("hostOwner");
      expect(await answers(values.target!)).toMatchObject([
        { hostId: world.actors.hostOwner.userId, body: "Merci pour votre avis !" },
      ]);
    },
  },
  {
    // Once: an answered review refuses a second answer, to its own host too.
    path: "/reservations",
    label: "(answer a review again)",
    form: { intent: "answer-review", reviewId: "{target}", answer: "Je change d'avis" },
    prepare: (world) => freshReview(world, true),
    expect: hostPost({ hostOwner: refused(409), otherHost: refused(404), admin: refused(404) }),
  },
  {
    path: "/reservations",
    label: "(answer a review that does not exist)",
    form: { intent: "answer-review", reviewId: "00000000-0000-4000-8000-000000000000", answer: "Merci" },
    expect: hostPost({ hostOwner: refused(404), otherHost: refused(404), admin: refused(404) }),
  },
  {
    path: "/edit-listing/{target}",
    label: "(save the access instructions)",
    form: { intent: "access-instructions", accessInstructions: "Boîte à clés, code 4242." },
    prepare: freshApprovedListing,
    expect: hostPost({ otherHost: notFound, admin: notFound }),
    verify: async ({ values }) => {
      const [listing] = await getDb().select().from(listings).where(eq(listings.id, values.target!));
      // Private words, not a reviewed change: still approved, same version.
      expect(listing).toMatchObject({ status: "approved", version: 1 });
      const [saved] = await getDb()
        .select()
        .from(listingAccessInstructions)
        .where(eq(listingAccessInstructions.listingId, values.target!));
      expect(saved?.body).toBe("Boîte à clés, code 4242.");
    },
  },
];

describe("reviews and access instructions × actors", () => {
  declareMatrix(rows, context);
});

describe("the access instructions stay hidden until a booking is paid", () => {
  const SECRET = "Code du portail 97-31-58, clé sous le pot de fleurs";

  it("hides them from the listing page, its calendar and other people; shows them to the paid traveler", async () => {
    const { app, world } = context();
    const host = world.actors.hostOwner.userId!;
    const listingId = world.listings.approved.id;
    expect(await saveAccessInstructions({ hostId: host, listingId, body: SECRET })).toEqual({ ok: true });
    const read = async (actor: keyof World["actors"], path: string) =>
      (await send(app, world.actors[actor], path)).body;

    // The listing page (as each person, and as WhatsApp's crawler) and its calendar API.
    for (const actor of ["anonymous", "traveler", "otherHost", "admin", "hostOwner"] as const) {
      expect(await read(actor, `/property/${listingId}`), actor).not.toContain(SECRET);
      expect(await read(actor, `/property/${listingId}.data`), actor).not.toContain(SECRET);
      expect(await read(actor, `/api/listings/${listingId}/calendar`), actor).not.toContain(SECRET);
    }
    const crawler = await app.request(`/property/${listingId}`, { headers: { "user-agent": "WhatsApp/2.23.20.0 A" } });
    expect(await crawler.text()).not.toContain(SECRET);
    // otherHost's booking of the same listing is unpaid: nothing in their bookings.
    expect(await read("otherHost", "/my-bookings")).not.toContain(SECRET);
    expect(await read("otherHost", "/my-bookings.data")).not.toContain(SECRET);
    // The traveler's past stay there is paid and confirmed: shown.
    expect(await read("traveler", "/my-bookings")).toContain(SECRET);
  });

  it("shows nothing for an unpaid booking, then the instructions once it is paid", async () => {
    const { app, world } = context();
    const host = world.actors.otherHost.userId!;
    const listing = await createListing({ userId: host, title: "Studio des Cocotiers", status: "approved" });
    const words = "Appeler Rachidi au portail en arrivant";
    await saveAccessInstructions({ hostId: host, listingId: listing.id, body: words });
    const startDate = addDays(todayInBenin(), 60);
    const booking = await createBooking({
      listingId: listing.id,
      userId: world.actors.traveler.userId,
      startDate,
      endDate: addDays(startDate, 2),
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const page = async () => (await send(app, world.actors.traveler, "/my-bookings")).body;
    expect(await page()).not.toContain(words);
    await getDb()
      .update(bookings)
      .set({ status: "approved", paymentStatus: "completed", paidAt: new Date(), holdExpiresAt: null })
      .where(eq(bookings.id, booking.id));
    expect(await page()).toContain(words);
  });
});
