// Deleting an account: what is erased, what is kept (without the name), the bookings
// cancelled by the rules, the listings withdrawn, the sessions ended; and every refusal
// changing nothing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { addDays, todayInBenin } from "#common/dates";
import { getDb } from "#server/db/client.server";
import {
  accounts,
  bookings,
  listings,
  notifications,
  paymentTransactions,
  payoutAccounts,
  payouts,
  profiles,
  reviews,
  sessions,
  userRoles,
  users,
} from "#server/db/schema";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { paidWith } from "#tests/support/money-out";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { siteHeaders } from "#tests/support/site-requests";
import { useTestDatabase } from "#tests/support/test-database";
import { signIn } from "./credentials.server";
import { deleteAccount } from "./delete-account.server";
import { exportPersonalData } from "./export-personal-data.server";

await useTestDatabase();
const now = new Date("2026-06-10T09:00:00Z");
setClock(now);
const today = todayInBenin(now);

const sessionOf = async (userId: string, cookie: string) => {
  const [session] = await getDb().select().from(sessions).where(eq(sessions.userId, userId));
  return { id: userId, email: "", sessionId: session!.id, headers: siteHeaders({ cookie }) };
};

describe("a traveler deletes their account", () => {
  let traveler: { userId: string; cookie: string };
  let email: string;
  let pastId: string;
  let futureId: string;
  let listingId: string;
  let hostId: string;

  beforeAll(async () => {
    email = "afi.deletes@exemple.bj";
    traveler = await signedInUser(email, { name: "Afi Houngbo" });
    await getDb().update(profiles).set({ phone: "+2290197000000" }).where(eq(profiles.id, traveler.userId));
    const host = await createUser({ fullName: "Koffi Mensah", roles: ["user", "host"] });
    hostId = host.id;
    listingId = (await createListing({ userId: host.id, cancellationPolicy: "flexible" })).id;
    const info = { firstName: "Afi", lastName: "Houngbo", email, phone: "+2290197000000" };
    const paid = { status: "approved" as const, paymentStatus: "completed" as const, travelerInfo: info };
    const past = await createBooking({
      listingId,
      userId: traveler.userId,
      startDate: addDays(today, -20),
      endDate: addDays(today, -17),
      paidAt: new Date(now.getTime() - 30 * 86_400_000),
      ...paid,
    });
    pastId = past.id;
    await paidWith(past.id, past.totalPrice, "+2290197000000");
    await getDb().insert(reviews).values({
      bookingId: past.id,
      listingId,
      userId: traveler.userId,
      authorName: "Afi",
      rating: 5,
      comment: "Très bien",
    });
    const future = await createBooking({
      listingId,
      userId: traveler.userId,
      startDate: addDays(today, 30),
      endDate: addDays(today, 33),
      paidAt: new Date(now.getTime() - 86_400_000),
      ...paid,
    });
    futureId = future.id;
    await paidWith(future.id, future.totalPrice, "+2290197000000");
    await getDb()
      .insert(notifications)
      .values({ userId: traveler.userId, kind: "test", title: "Bonjour", message: "Un message pour Afi" });
  });

  it("exports the person's data, and nobody else's", async () => {
    const other = await createUser({ fullName: "Autre Personne", email: "autre@exemple.bj" });
    await getDb()
      .insert(notifications)
      .values({ userId: other.id, kind: "test", title: "Secret", message: "À l'autre" });
    const file = await exportPersonalData(traveler.userId);
    expect(Object.keys(file).slice(0, 3)).toEqual(["exportedAt", "userId", "account"]);
    expect(file.account).toMatchObject({ email, fullName: "Afi Houngbo", phone: "+2290197000000", roles: ["user"] });
    expect((file.bookings as unknown[]).length).toBe(2);
    expect((file.payments as unknown[]).length).toBe(2);
    expect(file.reviews).toMatchObject({ reviewsWritten: [{ rating: 5, comment: "Très bien" }] });
    expect(file.notifications).toMatchObject([{ title: "Bonjour" }]);
    expect((file.sessions as unknown[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(file.sessions)).not.toContain("token");
    const text = JSON.stringify(file);
    expect(text).not.toContain("autre@exemple.bj");
    expect(text).not.toContain("Secret");
    expect(text).not.toContain("Koffi");
  });

  it("refuses a wrong confirmation word or a wrong password, changing nothing", async () => {
    const user = await sessionOf(traveler.userId, traveler.cookie);
    const before = JSON.stringify(await exportPersonalData(traveler.userId));
    const who = { ...user, email };
    expect(await deleteAccount(who, { password: TEST_PASSWORD, confirmation: "supprimer" }, user.headers)).toEqual({
      ok: false,
      reason: "wrong_confirmation",
    });
    expect(await deleteAccount(who, { password: "pas-le-bon-1", confirmation: "SUPPRIMER" }, user.headers)).toEqual({
      ok: false,
      reason: "wrong_password",
    });
    // The English page's word confirms too (issue 17), in capitals as the page says; the password is still asked.
    expect(await deleteAccount(who, { password: TEST_PASSWORD, confirmation: "delete" }, user.headers)).toEqual({
      ok: false,
      reason: "wrong_confirmation",
    });
    expect(await deleteAccount(who, { password: "pas-le-bon-2", confirmation: " DELETE " }, user.headers)).toEqual({
      ok: false,
      reason: "wrong_password",
    });
    const after = JSON.stringify(await exportPersonalData(traveler.userId));
    expect(after.replace(/"exportedAt":"[^"]+"/, "")).toBe(before.replace(/"exportedAt":"[^"]+"/, ""));
  });

  it("erases the personal data, keeps the bookings and payments without the name, cancels the future booking", async () => {
    const user = await sessionOf(traveler.userId, traveler.cookie);
    const result = await deleteAccount(
      { ...user, email },
      { password: TEST_PASSWORD, confirmation: " SUPPRIMER " },
      user.headers,
    );
    expect(result).toEqual({ ok: true, cancelledAsTraveler: 1, cancelledAsHost: 0 });
    const [row] = await getDb().select().from(users).where(eq(users.id, traveler.userId));
    expect(row!.email).toBe(`supprime-${traveler.userId}@compte-supprime.invalid`);
    expect(row!.name).toBe("Compte supprimé");
    expect(row!.deletedAt).not.toBeNull();
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, traveler.userId));
    expect(profile).toMatchObject({ fullName: "Compte supprimé", phone: null });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, traveler.userId))).toEqual([]);
    expect(await getDb().select().from(accounts).where(eq(accounts.userId, traveler.userId))).toEqual([]);
    expect(await getDb().select().from(notifications).where(eq(notifications.userId, traveler.userId))).toEqual([]);
    // The past booking stays, for the host, without the name.
    const [past] = await getDb().select().from(bookings).where(eq(bookings.id, pastId));
    expect(past).toMatchObject({ status: "approved", paymentStatus: "completed", userId: traveler.userId });
    expect(JSON.stringify(past!.travelerInfo)).not.toMatch(/Afi|Houngbo|afi\.deletes|0197000000/);
    expect(past!.travelerInfo.firstName).toBe("Compte supprimé");
    const payments = await getDb().select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, pastId));
    expect(payments).toHaveLength(1);
    // The future paid booking: cancelled by the traveler's rules (flexible, a month ahead: all back).
    const [future] = await getDb().select().from(bookings).where(eq(bookings.id, futureId));
    expect(future).toMatchObject({ status: "cancelled", paymentStatus: "completed", refundStatus: "owed" });
    expect(future!.refundAmount).toBeGreaterThan(0);
    const refunds = await getDb().select().from(payouts).where(eq(payouts.bookingId, futureId));
    expect(refunds.map((payout) => payout.purpose)).toContain("refund");
    // The review stays (it makes the rating) with no author: the page says 'Ancien voyageur'.
    const [review] = await getDb().select().from(reviews).where(eq(reviews.bookingId, pastId));
    expect(review).toMatchObject({ userId: null, authorName: "", rating: 5 });
    expect(hostId).toBeTruthy();
  });

  it("leaves an account nobody can sign in to", async () => {
    const attempt = await signIn({ email, password: TEST_PASSWORD }, siteHeaders());
    expect(attempt).toMatchObject({ ok: false, reason: "invalid_credentials" });
  });
});

describe("a host deletes their account", () => {
  it("cancels the confirmed future bookings (full refund), withdraws the listings, erases the payout account", async () => {
    const host = await signedInUser("hote.deletes@exemple.bj", { name: "Hote Partant", roles: ["host"] });
    const listing = await createListing({ userId: host.userId });
    const waiting = await createListing({ userId: host.userId, status: "pending", title: "En attente" });
    await getDb()
      .insert(payoutAccounts)
      .values({ userId: host.userId, operator: "mtn", phone: "+2290196000001", holderName: "Hote Partant" });
    const guest = await createUser({ fullName: "Voyageuse" });
    const booked = await createBooking({
      listingId: listing.id,
      userId: guest.id,
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
      status: "approved",
      paymentStatus: "completed",
      paidAt: now,
    });
    await paidWith(booked.id, booked.totalPrice, "+2290197111111");
    const user = await sessionOf(host.userId, host.cookie);
    const result = await deleteAccount(
      { ...user, email: "hote.deletes@exemple.bj" },
      { password: TEST_PASSWORD, confirmation: "SUPPRIMER" },
      user.headers,
    );
    expect(result).toEqual({ ok: true, cancelledAsTraveler: 0, cancelledAsHost: 1 });
    const [after] = await getDb().select().from(bookings).where(eq(bookings.id, booked.id));
    expect(after).toMatchObject({ status: "cancelled", refundStatus: "owed", refundAmount: booked.totalPrice });
    const statuses = await getDb()
      .select({ id: listings.id, status: listings.status })
      .from(listings)
      .where(eq(listings.userId, host.userId));
    expect(statuses.map((row) => row.status)).toEqual(["rejected", "rejected"]);
    expect(waiting.id).toBeTruthy();
    expect(await getDb().select().from(payoutAccounts).where(eq(payoutAccounts.userId, host.userId))).toEqual([]);
    const roles = await getDb().select().from(userRoles).where(eq(userRoles.userId, host.userId));
    expect(roles.map((row) => row.role)).toEqual(["user"]);
  });

  it("is refused while a payout of the host's earnings is in progress, changing nothing", async () => {
    const host = await signedInUser("hote.versement@exemple.bj", { roles: ["host"] });
    await getDb().insert(payouts).values({
      reference: "PO-TEST-INFLIGHT",
      purpose: "host_earnings",
      userId: host.userId,
      amount: 10000,
      operator: "mtn",
      phone: "+2290196000002",
      holderName: "Hote",
      status: "started",
    });
    const user = await sessionOf(host.userId, host.cookie);
    const result = await deleteAccount(
      { ...user, email: "hote.versement@exemple.bj" },
      { password: TEST_PASSWORD, confirmation: "SUPPRIMER" },
      user.headers,
    );
    expect(result).toEqual({ ok: false, reason: "payout_in_flight" });
    const [row] = await getDb().select().from(users).where(eq(users.id, host.userId));
    expect(row).toMatchObject({ email: "hote.versement@exemple.bj", deletedAt: null });
  });
});

describe("the last administrator", () => {
  it("cannot delete their account; with a second administrator, they can", async () => {
    const admin = await signedInUser("seul.admin@exemple.bj", { roles: ["admin"], secondFactor: false });
    const user = await sessionOf(admin.userId, admin.cookie);
    const who = { ...user, email: "seul.admin@exemple.bj" };
    const fields = { password: TEST_PASSWORD, confirmation: "SUPPRIMER" };
    expect(await deleteAccount(who, fields, user.headers)).toEqual({ ok: false, reason: "last_admin" });
    expect((await getDb().select().from(users).where(eq(users.id, admin.userId)))[0]!.deletedAt).toBeNull();
    await createUser({ fullName: "Deuxième Admin", roles: ["user", "admin"] });
    expect(await deleteAccount(who, fields, user.headers)).toMatchObject({ ok: true });
  });
});
