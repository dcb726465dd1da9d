// Permission matrix, part 3: bookings and payments. The traveler's pages (my bookings, the
// payment pages with someone else's booking_id), the host's reservations, the booking form's
// post, and every my-bookings intent (cancel, review) and the payment post on another
// person's booking. Someone else's booking reads exactly like a missing one.
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { cancelBooking } from "#server/bookings/cancel-booking.server";
import { getDb } from "#server/db/client.server";
import { bookings, paymentTransactions, reviews } from "#server/db/schema";
import { createBooking } from "#server/seed/factories.server";
import { readBooking, type ActorName, type World } from "#tests/security/support/actors";
import {
  allowed,
  declareMatrix,
  doneThenMatching,
  everyone,
  refused,
  sentTo,
  toSignIn,
  type Outcome,
  type Row,
} from "#tests/security/support/matrix";
import { useMatrixWorld } from "#tests/security/support/world-setup";

const context = await useMatrixWorld("bookings");

const signedIn = (path: string, overrides: Partial<Record<ActorName, Outcome>> = {}) =>
  everyone(allowed(), { anonymous: toSignIn(path), ...overrides });
const missing = sentTo("/?toast=bookingInfoMissing");
/** An action behind requireUser: a bare 401 for anonymous, whether document or `.data`. */
const travelerPost = (overrides: Partial<Record<ActorName, Outcome>>) =>
  everyone(allowed(), { anonymous: refused(401), ...overrides });

let offset = 0;
/** Dates nobody else holds, for one cell. */
function freshStay() {
  offset += 1;
  const checkIn = addDays(todayInBenin(), 200 + offset * 4);
  return { checkIn, checkOut: addDays(checkIn, 2) };
}

// A finished stay may be reviewed until 14 days after its end (docs/decisions/023): the
// cells' one-night stays end within that window, on nights the world's past stay
// ([-10, -7)) leaves free.
const REVIEWABLE_ENDS = [0, -1, -2, -3, -4, -5, -6, -10, -11, -12, -13, -14];
let reviewable = 0;

/** A booking of the traveler made for one cell (an allowed cancel or review changes it). */
async function travelerBooking(world: World, paidAndOver: boolean) {
  offset += 1;
  const endDate = paidAndOver
    ? addDays(todayInBenin(), REVIEWABLE_ENDS[reviewable++ % REVIEWABLE_ENDS.length]!)
    : addDays(todayInBenin(), 202 + offset * 4);
  const row = await createBooking({
    listingId: world.listings.approved.id,
    userId: world.actors.traveler.userId,
    startDate: addDays(endDate, paidAndOver ? -1 : -2),
    endDate,
    travelerInfo: {
      firstName: "Koffi",
      lastName: "Jetable",
      email: "koffi.jetable@exemple.bj",
      phone: "+2290197009999",
    },
    holdExpiresAt: paidAndOver ? null : new Date(Date.now() + 30 * 60_000),
    ...(paidAndOver ? { status: "approved" as const, paymentStatus: "completed" as const, paidAt: new Date() } : {}),
  });
  return { target: row.id };
}

async function otherHostBooking(world: World) {
  const { target } = await travelerBooking(world, false);
  await getDb().update(bookings).set({ userId: world.actors.otherHost.userId }).where(eq(bookings.id, target));
  return { target };
}

const bookingForm = {
  checkIn: "{checkIn}",
  checkOut: "{checkOut}",
  guests: "2",
  travelerFirstName: "Afi",
  travelerLastName: "Réservante",
  travelerEmail: "afi.reservante@exemple.bj",
  travelerPhone: "+229 01 97 12 34 56",
  // Only the server sets these: smuggled in, they must be ignored.
  userId: "{hostOwnerId}",
  status: "approved",
  paymentStatus: "completed",
  totalPrice: "100",
};

const onlyTraveler = (path: string) => signedIn(path, { hostOwner: missing, otherHost: missing, admin: missing });
const stayOf = (reference: "travelerReference" | "pastReference" | "otherHostReference") => ({
  hides: { hostOwner: [reference], otherHost: [reference], admin: [reference], traveler: [] },
});

const rows: Row[] = [
  // ---- pages
  {
    path: "/my-bookings",
    expect: signedIn("/my-bookings"),
    shows: { traveler: ["travelerReference", "pastReference"], otherHost: ["otherHostReference"] },
    hides: {
      hostOwner: ["travelerReference", "pastReference", "otherHostReference"],
      admin: ["travelerReference", "pastReference", "otherHostReference"],
    },
  },
  {
    path: "/reservations",
    expect: everyone(allowed(), { anonymous: toSignIn("/reservations"), traveler: sentTo("/become-host") }),
    shows: { hostOwner: ["travelerReference", "pastReference", "pastEmail", "pastPhone", "otherHostReference"] },
    hides: { otherHost: ["otherHostReference"], admin: ["travelerReference", "pastReference", "otherHostReference"] },
  },
  {
    // A host's earnings: their own paid bookings, nobody else's.
    path: "/earnings",
    expect: everyone(allowed(), { anonymous: toSignIn("/earnings"), traveler: sentTo("/become-host") }),
    shows: { hostOwner: ["pastReference"] },
    hides: { otherHost: ["pastReference"], admin: ["pastReference"] },
  },
  {
    path: "/earnings.csv",
    variants: ["document"],
    expect: everyone(allowed(), { anonymous: toSignIn("/earnings.csv"), traveler: sentTo("/become-host") }),
    shows: { hostOwner: ["pastReference"] },
    hides: { otherHost: ["pastReference"], admin: ["pastReference"] },
  },
  {
    path: "/payment?booking_id={travelerPending}",
    expect: onlyTraveler("/payment?booking_id={travelerPending}"),
    shows: { traveler: ["travelerReference", "travelerPhone"] },
  },
  {
    path: "/payment?booking_id={otherHostPending}",
    expect: signedIn("/payment?booking_id={otherHostPending}", {
      traveler: missing,
      hostOwner: missing,
      admin: missing,
    }),
    shows: { otherHost: ["otherHostReference"] },
  },
  { path: "/payment", expect: everyone(missing, { anonymous: toSignIn("/payment") }) },
  {
    // A paid booking's payment page sends its traveler to the result; others learn nothing.
    path: "/payment?booking_id={travelerPastPaid}",
    expect: signedIn("/payment?booking_id={travelerPastPaid}", {
      traveler: { kind: "redirect", to: "/payment-success?booking_id={travelerPastPaid}", allowed: true },
      hostOwner: missing,
      otherHost: missing,
      admin: missing,
    }),
  },
  // The result pages answer 200 to anyone signed in, with the booking only for its traveler.
  {
    path: "/payment-success?booking_id={travelerPending}",
    expect: signedIn("/payment-success?booking_id={travelerPending}"),
    shows: { traveler: ["travelerReference"] },
    ...stayOf("travelerReference"),
  },
  {
    path: "/payment-success?booking_id={travelerPastPaid}",
    expect: signedIn("/payment-success?booking_id={travelerPastPaid}"),
    shows: { traveler: ["pastReference"] },
    ...stayOf("pastReference"),
  },
  {
    path: "/payment-success?booking_id={otherHostPending}",
    expect: signedIn("/payment-success?booking_id={otherHostPending}"),
    shows: { otherHost: ["otherHostReference"] },
    hides: { hostOwner: ["otherHostReference"], admin: ["otherHostReference"] },
  },
  {
    path: "/payment-cancel?booking_id={travelerPending}",
    expect: signedIn("/payment-cancel?booking_id={travelerPending}"),
    shows: { traveler: ["travelerReference"] },
    ...stayOf("travelerReference"),
  },

  // ---- the booking form's post (the detail page's only action)
  {
    path: "/property/{approved}",
    label: "(book)",
    form: bookingForm,
    prepare: async (world, actor) => {
      // The cells before left this actor's unpaid bookings open: at most 2 at once (ADR 024).
      const userId = world.actors[actor].userId;
      const open = userId
        ? await getDb()
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(eq(bookings.userId, userId), eq(bookings.status, "pending"), eq(bookings.paymentStatus, "pending")),
            )
        : [];
      for (const { id } of open) if (id !== world.bookings.travelerPending.id) await cancelBooking(id, userId!);
      return freshStay();
    },
    // Anyone signed in books a published listing, except its own host (no self-booking,
    // hence no self-review).
    expect: travelerPost({ hostOwner: refused(400) }),
    verify: async ({ world, actor, values }) => {
      const [row] = await getDb()
        .select({
          userId: bookings.userId,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          totalPrice: bookings.totalPrice,
        })
        .from(bookings)
        .where(and(eq(bookings.listingId, world.listings.approved.id), eq(bookings.startDate, values.checkIn!)));
      // Two nights at the listing's 25 000 FCFA, plus the 10 % traveler fee.
      expect(row).toEqual({
        userId: world.actors[actor].userId,
        status: "pending",
        paymentStatus: "pending",
        totalPrice: 55000,
      });
    },
  },
  {
    path: "/property/{pending}",
    label: "(book)",
    form: bookingForm,
    prepare: async () => freshStay(),
    expect: travelerPost({
      traveler: refused(400),
      hostOwner: refused(400),
      otherHost: refused(400),
      admin: refused(400),
    }),
  },

  // ---- my-bookings intents on the traveler's booking (made fresh for each cell)
  {
    path: "/my-bookings",
    form: { intent: "cancel", bookingId: "{target}" },
    prepare: (world) => travelerBooking(world, false),
    expect: travelerPost({ hostOwner: refused(409), otherHost: refused(409), admin: refused(409) }),
    verify: async ({ values }) => expect((await readBooking(values.target!))?.status).toBe("cancelled"),
  },
  {
    path: "/my-bookings",
    form: {
      intent: "review",
      bookingId: "{target}",
      rating: "5",
      comment: "Séjour parfait",
      userId: "{otherHostId}",
      listingId: "{otherHosts}",
    },
    prepare: (world) => travelerBooking(world, true),
    expect: travelerPost({ hostOwner: refused(400), otherHost: refused(400), admin: refused(400) }),
    verify: async ({ world, values }) => {
      const [row] = await getDb()
        .select({ userId: reviews.userId, listingId: reviews.listingId })
        .from(reviews)
        .where(eq(reviews.bookingId, values.target!));
      expect(row).toEqual({ userId: world.actors.traveler.userId, listingId: world.listings.approved.id });
    },
  },
  {
    // And the other way round: the traveler (and the others) on another host's own trip.
    path: "/my-bookings",
    form: { intent: "cancel", bookingId: "{target}" },
    label: "(another host's trip)",
    prepare: (world) => otherHostBooking(world),
    expect: travelerPost({ traveler: refused(409), hostOwner: refused(409), admin: refused(409) }),
    verify: async ({ values }) => expect((await readBooking(values.target!))?.status).toBe("cancelled"),
  },
  {
    path: "/my-bookings",
    form: { intent: "supprimer", bookingId: "{travelerPending}" },
    expect: travelerPost({
      traveler: refused(400),
      hostOwner: refused(400),
      otherHost: refused(400),
      admin: refused(400),
    }),
  },

  // ---- paying (the payment page's action) for a booking
  {
    path: "/payment?booking_id={target}",
    label: "(pay)",
    form: { method: "mtn", phone: "01 97 00 00 00" },
    prepare: (world) => travelerBooking(world, false),
    expect: travelerPost({
      traveler: doneThenMatching("la page de paiement FedaPay", /\/fedapay-standin\/checkout\/[A-Za-z0-9_-]+$/),
      // The action refuses (nothing created); a document post then renders the page,
      // whose loader treats someone else's booking as missing.
      hostOwner: missing,
      otherHost: missing,
      admin: missing,
    }),
    expectData: { hostOwner: refused(400), otherHost: refused(400), admin: refused(400) },
    verify: async ({ values }) => {
      const attempts = await getDb()
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.bookingId, values.target!));
      expect(attempts).toHaveLength(1);
    },
  },
];

describe("bookings × actors", () => {
  declareMatrix(rows, context);
});
