// The administrators' money tab: the figures from the ledger and the payouts, the failed
// payouts, and the two actions on one (retry; mark paid by hand with a note). Only
// administrators; a refused or malformed request changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { payoutFailed, payoutStarted } from "#common/ledger";
import { platformRevenue, travelerTotal } from "#common/line-items";
import { getDb } from "#server/db/client.server";
import { payouts } from "#server/db/schema";
import type { MoneyTab } from "#server/money/admin-money.server";
import { postJournal } from "#server/money/post-journal.server";
import { createBooking, createListing } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { action, loader } from "./admin-dashboard";

const handle = await useTestDatabase();

let admin: { userId: string; cookie: string };
let host: { userId: string; cookie: string };

beforeAll(async () => {
  admin = await signedInUser("admin.argent@exemple.bj", { roles: ["admin"] });
  host = await signedInUser("hote.argent@exemple.bj", { roles: ["host"] });
});

type Money = MoneyTab;
async function moneyTab(cookie = admin.cookie) {
  const result = (await loader(routeArgs(pageRequest("/admin-dashboard?tab=money", { cookie })))) as unknown as {
    dashboard: { money: Money };
  };
  return result.dashboard.money;
}
async function post(fields: Record<string, string>, cookie = admin.cookie) {
  const answer = (await action(routeArgs(formRequest("/admin-dashboard", fields, { cookie }))).catch(
    (thrown: unknown) => thrown,
  )) as { data: { ok: boolean; toast: { title: string } }; init: { status: number } };
  return { status: answer.init.status, ok: answer.data?.ok, title: answer.data?.toast?.title };
}

/** A refund payout FedaPay failed, with its journals (started when created, failed when told). */
async function failedRefund(bookingId: string, amount: number, reference: string) {
  const [payout] = await getDb()
    .insert(payouts)
    .values({
      reference,
      purpose: "refund",
      bookingId,
      amount,
      operator: "mtn",
      phone: "+2290197000000",
      holderName: "Afi Houngbo",
      status: "failed",
      failedAt: new Date("2031-01-05T10:00:00Z"),
      lastErrorMessage: "Numéro inconnu de l'opérateur",
    })
    .returning();
  await postJournal(payoutStarted("refund", amount), { bookingId, payoutId: payout!.id });
  await postJournal(payoutFailed("refund", amount), { bookingId, payoutId: payout!.id });
  return payout!;
}

const ledgerSum = async () =>
  (await handle.query<{ sum: number }>("SELECT coalesce(sum(amount), 0)::int AS sum FROM ledger_entries"))[0]!.sum;

describe(`/admin-dashboard?tab=money (${databaseKind})`, () => {
  it("shows the money in, fees, what is due and owed from the ledger, and each failed payout; to administrators only", async () => {
    const listing = await createListing({ userId: host.userId, price: 40_000, status: "approved" });
    const paid = { paymentStatus: "completed" as const, paidAt: new Date("2031-01-01T10:00:00Z") };
    const stay = await createBooking({
      listingId: listing.id,
      startDate: "2031-02-01",
      endDate: "2031-02-03",
      status: "approved",
      ...paid,
    });
    const cancelled = await createBooking({
      listingId: listing.id,
      startDate: "2031-03-01",
      endDate: "2031-03-03",
      status: "cancelled",
      ...paid,
      refundAmount: 88_000,
      refundStatus: "owed",
    });
    const failed = await failedRefund(cancelled.id, 88_000, "PO-ADM-1");

    const money = await moneyTab();
    expect(money.figures.moneyIn).toBe(travelerTotal(stay.lineItems) + travelerTotal(cancelled.lineItems));
    expect(money.figures.platformFees).toBe(platformRevenue(stay.lineItems));
    expect(money.figures.dueToHosts).toBe(76_000);
    expect(money.figures.refundsOwed).toBe(88_000);
    expect(money.figures.inFlight).toBe(0);
    expect(money.figures.failed).toEqual({ count: 1, amount: 88_000 });
    expect(money.failed).toEqual([
      expect.objectContaining({ id: failed.id, reference: "PO-ADM-1", bookingReference: cancelled.bookingReference }),
    ]);

    await expect(
      loader(routeArgs(pageRequest("/admin-dashboard?tab=money", { cookie: host.cookie }))),
    ).rejects.toMatchObject({
      status: 302,
    });
    expect(await post({ intent: "retry-payout", payoutId: failed.id }, host.cookie)).toMatchObject({ status: 403 });
    expect((await moneyTab()).failed).toHaveLength(1);
  });

  it("marks a failed refund paid by hand only with a note, then it is paid and no longer to act on", async () => {
    const [row] = await handle.query<{ id: string; booking_id: string }>(
      "SELECT id, booking_id FROM payouts WHERE reference = 'PO-ADM-1'",
    );
    const before = await ledgerSum();
    expect(await post({ intent: "settle-payout", payoutId: row!.id, note: "  " })).toEqual({
      status: 400,
      ok: false,
      title: "Veuillez écrire une note d'au moins 3 caractères (comment il a été payé).",
    });
    expect(await post({ intent: "settle-payout", payoutId: "pas-un-id", note: "Payé en espèces" })).toMatchObject({
      status: 404,
      title: "Versement introuvable.",
    });
    expect((await moneyTab()).failed).toHaveLength(1);

    expect(
      await post({ intent: "settle-payout", payoutId: row!.id, note: "Payé par Wave le 6 janvier" }),
    ).toMatchObject({
      status: 200,
      ok: true,
    });
    const money = await moneyTab();
    expect(money.failed).toEqual([]);
    expect(money.figures.paidByHand).toBe(88_000);
    expect(money.figures.refundsOwed).toBe(0);
    expect(await ledgerSum()).toBe(before);
    const [booking] = await handle.query<{ refund_status: string }>(
      "SELECT refund_status FROM bookings WHERE id = $1",
      [row!.booking_id],
    );
    expect(booking!.refund_status).toBe("paid");
    // The bookings tab says it too, as the traveler reads it.
    const tab = (await loader(
      routeArgs(pageRequest("/admin-dashboard?tab=bookings", { cookie: admin.cookie })),
    )) as unknown as {
      dashboard: { bookings: { items: { id: string; refund: unknown }[] } };
    };
    expect(tab.dashboard.bookings.items.find((item) => item.id === row!.booking_id)!.refund).toMatchObject({
      state: "paid",
      amount: 88_000,
      byHand: true,
    });
    // Settled once: neither a second settlement nor a retry.
    expect(await post({ intent: "retry-payout", payoutId: row!.id })).toMatchObject({
      status: 409,
      title: "Ce versement a déjà été réglé à la main.",
    });
  });

  it("retries a failed payout once, as a new payout in flight", async () => {
    const listing = await createListing({ userId: host.userId, price: 10_000, status: "approved" });
    const cancelled = await createBooking({
      listingId: listing.id,
      startDate: "2031-04-01",
      endDate: "2031-04-02",
      status: "cancelled",
      paymentStatus: "completed",
      paidAt: new Date("2031-01-01T10:00:00Z"),
      refundAmount: 11_000,
      refundStatus: "owed",
    });
    const failed = await failedRefund(cancelled.id, 11_000, "PO-ADM-2");
    expect(await post({ intent: "retry-payout", payoutId: failed.id })).toMatchObject({ status: 200, ok: true });
    const money = await moneyTab();
    expect(money.failed).toEqual([]);
    expect(money.figures.inFlight).toBe(11_000);
    const retries = await handle.query<{ status: string; amount: number }>(
      "SELECT status, amount FROM payouts WHERE booking_id = $1 AND id <> $2",
      [cancelled.id, failed.id],
    );
    expect(retries).toEqual([{ status: "pending", amount: 11_000 }]);
    expect(await post({ intent: "retry-payout", payoutId: failed.id })).toMatchObject({
      status: 409,
      title: "Ce versement a déjà été relancé.",
    });
    expect(await ledgerSum()).toBe(0);
  });
});
