// /reservations and money out: a cancelled paid booking shows what the host keeps (not the
// full share), the refund's state; the host may cancel a confirmed booking of theirs
// (full refund), and nobody else's, nor one that is not confirmed.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { keptAfterRefund } from "#common/ledger";
import { travelerTotal } from "#common/line-items";
import { getDb } from "#server/db/client.server";
import { payouts } from "#server/db/schema";
import { createBooking, createListing } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser } from "#tests/support/sessions";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as reservations from "./reservations";

const handle = await useTestDatabase();
afterEach(() => setClock(null));

let host: { userId: string; cookie: string };
let otherHost: { userId: string; cookie: string };
const NOW = new Date("2031-01-10T08:00:00Z");
const paid = {
  status: "approved" as const,
  paymentStatus: "completed" as const,
  paidAt: new Date("2031-01-02T10:00:00Z"),
};

beforeAll(async () => {
  host = await signedInUser("hote.annule@exemple.bj", { roles: ["host"] });
  otherHost = await signedInUser("autre.hote.annule@exemple.bj", { roles: ["host"] });
});

type Item = { reference: string; payout: number; refund: { state: string }; cancellable: boolean };
async function shown(cookie = host.cookie) {
  const loaded = (await reservations.loader(routeArgs(pageRequest("/reservations", { cookie })))) as unknown as {
    reservations: Item[];
  };
  return new Map(loaded.reservations.map((item) => [item.reference, item]));
}

async function cancel(bookingId: string, cookie = host.cookie) {
  const answer = (await reservations.action(
    routeArgs(formRequest("/reservations", { intent: "cancel", bookingId }, { cookie })),
  )) as unknown as { data: { error?: string }; init: { status?: number } | null };
  return { error: answer.data.error, status: answer.init?.status ?? 200 };
}

const stored = async (id: string) =>
  (
    await handle.query<{ status: string; refund_amount: number | null; refund_status: string | null; dates: number }>(
      `SELECT status, refund_amount, refund_status,
        (SELECT count(*)::int FROM listing_calendar WHERE booking_id = b.id) AS dates
       FROM bookings b WHERE id = $1`,
      [id],
    )
  )[0]!;

describe(`/reservations: what the host keeps and the refund (${databaseKind})`, () => {
  it("a cancelled paid booking shows the host's part of what is not refunded, 0 FCFA for a full refund", async () => {
    const villa = await createListing({ userId: host.userId, price: 45_000 });
    const partial = await createBooking({
      listingId: villa.id,
      startDate: "2031-03-01",
      endDate: "2031-03-04",
      ...paid,
      status: "cancelled",
      refundAmount: 74_250,
      refundStatus: "owed",
    });
    const full = await createBooking({
      listingId: villa.id,
      startDate: "2031-04-01",
      endDate: "2031-04-04",
      ...paid,
      status: "cancelled",
      refundAmount: 148_500,
      refundStatus: "owed",
    });
    const page = await shown();
    expect(page.get(partial.bookingReference)!.payout).toBe(keptAfterRefund(partial.lineItems, 74_250).host);
    expect(page.get(partial.bookingReference)!.payout).toBeLessThan(128_250);
    expect(page.get(full.bookingReference)!.payout).toBe(0);
    expect(page.get(full.bookingReference)!.refund).toEqual({ state: "inProgress", amount: 148_500 });

    // The refund's payouts decide what the host and the traveler read: failed, then sent.
    const base = { purpose: "refund" as const, bookingId: full.id, amount: 148_500, operator: "mtn" as const };
    const number = { phone: "+2290197000000", holderName: "Afi Houngbo" };
    await getDb()
      .insert(payouts)
      .values({
        ...base,
        ...number,
        reference: "PO-R-1",
        status: "failed",
        failedAt: new Date("2031-01-05T11:00:00Z"),
        createdAt: new Date("2031-01-05T10:00:00Z"),
      });
    expect((await shown()).get(full.bookingReference)!.refund).toEqual({ state: "failed", amount: 148_500 });
    await getDb()
      .insert(payouts)
      .values({
        ...base,
        ...number,
        reference: "PO-R-2",
        status: "sent",
        createdAt: new Date("2031-01-06T10:00:00Z"),
        sentAt: new Date("2031-01-06T10:05:00Z"),
      });
    // Until the booking's refund is marked paid (with the payout, by the engine), it is not "Remboursé".
    await handle.query("UPDATE bookings SET refund_status = 'paid' WHERE id = $1", [full.id]);
    expect((await shown()).get(full.bookingReference)!.refund).toEqual({
      state: "paid",
      amount: 148_500,
      at: "2031-01-06T10:05:00.000Z",
      byHand: false,
    });
  });
});

describe(`/reservations: the host cancels a confirmed booking (${databaseKind})`, () => {
  it("refunds the traveler in full, frees the dates, keeps the ledger balanced and e-mails both sides", async () => {
    setClock(NOW);
    const studio = await createListing({ userId: host.userId, price: 20_000 });
    const booking = await createBooking({
      listingId: studio.id,
      startDate: "2031-02-01",
      endDate: "2031-02-03",
      ...paid,
    });
    expect((await shown()).get(booking.bookingReference)!.cancellable).toBe(true);

    expect(await cancel(booking.id)).toEqual({ error: undefined, status: 200 });
    const total = travelerTotal(booking.lineItems);
    expect(await stored(booking.id)).toEqual({
      status: "cancelled",
      refund_amount: total,
      refund_status: "owed",
      dates: 0,
    });
    const page = (await shown()).get(booking.bookingReference)!;
    expect(page).toMatchObject({ payout: 0, cancellable: false, refund: { state: "inProgress", amount: total } });

    const [ledger] = await handle.query<{ sum: number; refund: number; host: number }>(
      `SELECT sum(amount)::int AS sum,
        sum(amount) FILTER (WHERE account = 'refund_payable')::int AS refund,
        sum(amount) FILTER (WHERE account = 'host_payable')::int AS host
       FROM ledger_entries WHERE booking_id = $1`,
      [booking.id],
    );
    expect(ledger).toEqual({ sum: 0, refund: -total, host: 0 });
    const mails = await handle.query<{ template: string; to_address: string; text_body: string }>(
      "SELECT template, to_address, text_body FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY template",
      [`booking-cancelled-%:${booking.id}`],
    );
    expect(mails.map((mail) => [mail.template, mail.to_address])).toEqual([
      ["booking-cancelled-host", "hote.annule@exemple.bj"],
      ["booking-cancelled-traveler", "afi@exemple.bj"],
    ]);
    expect(mails[1]!.text_body).toContain("Votre hôte a dû annuler");
    // A second click changes nothing more.
    expect((await cancel(booking.id)).status).toBe(409);
  });

  it("refuses another host's booking (as not found), an unpaid one and a stay already begun, changing nothing", async () => {
    setClock(NOW);
    const house = await createListing({ userId: host.userId, price: 30_000 });
    const confirmed = await createBooking({
      listingId: house.id,
      startDate: "2031-02-10",
      endDate: "2031-02-12",
      ...paid,
    });
    const unpaid = await createBooking({ listingId: house.id, startDate: "2031-02-20", endDate: "2031-02-22" });
    const begun = await createBooking({ listingId: house.id, startDate: "2031-01-09", endDate: "2031-01-12", ...paid });
    const before = await Promise.all([confirmed, unpaid, begun].map((booking) => stored(booking.id)));

    expect(await cancel(confirmed.id, otherHost.cookie)).toEqual({ error: "Réservation introuvable.", status: 404 });
    const notConfirmed = await cancel(unpaid.id);
    expect(notConfirmed.status).toBe(409);
    expect(notConfirmed.error).toMatch(/Seule une réservation confirmée/);
    expect((await cancel(begun.id)).status).toBe(409);
    expect((await cancel("pas-un-id")).status).toBe(404);
    expect(await Promise.all([confirmed, unpaid, begun].map((booking) => stored(booking.id)))).toEqual(before);

    const traveler = await signedInUser("voyageur.annule@exemple.bj");
    await expect(
      reservations.action(
        routeArgs(
          formRequest("/reservations", { intent: "cancel", bookingId: confirmed.id }, { cookie: traveler.cookie }),
        ),
      ),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(await stored(confirmed.id)).toEqual(before[0]);
  });
});
