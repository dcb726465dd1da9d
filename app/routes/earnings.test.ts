// /earnings: the host's payout account (password, e-mail, 48 h hold on a change), their
// earnings per booking and payouts, the CSV; nobody else's, and nothing written on bad input.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { keptAfterRefund } from "#common/ledger";
import { hostShare } from "#common/line-items";
import { getDb } from "#server/db/client.server";
import { payoutItems, payouts } from "#server/db/schema";
import { createBooking, createListing } from "#server/seed/factories.server";
import { routeArgs } from "#tests/support/route-args";
import { signedInUser, TEST_PASSWORD } from "#tests/support/sessions";
import { formRequest, pageRequest } from "#tests/support/site-requests";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import * as earnings from "./earnings";
import * as csvRoute from "./earnings[.]csv";
import * as hostDashboard from "./host-dashboard";

const handle = await useTestDatabase();
afterEach(() => setClock(null));

let host: { userId: string; cookie: string };
let other: { userId: string; cookie: string };
const NOW = new Date("2031-05-10T08:00:00Z");

beforeAll(async () => {
  host = await signedInUser("hote.gains@exemple.bj", { roles: ["host"] });
  other = await signedInUser("autre.hote@exemple.bj", { roles: ["host"] });
});

type Loaded = Awaited<ReturnType<typeof earnings.loader>>;
const load = async (cookie: string) =>
  (await earnings.loader(routeArgs(pageRequest("/earnings", { cookie })))) as unknown as Loaded;

async function post(fields: Record<string, string>, cookie = host.cookie) {
  const result = (await earnings.action(routeArgs(formRequest("/earnings", fields, { cookie })))) as unknown as {
    data: { error?: string; fieldErrors?: Record<string, string> };
    init: { status?: number } | null;
  };
  return { ...result.data, status: result.init?.status ?? 200 };
}

const account = async (userId: string) =>
  (
    await handle.query<{ phone: string; operator: string; holder_name: string; payouts_held_until: Date | null }>(
      "SELECT phone, operator, holder_name, payouts_held_until FROM payout_accounts WHERE user_id = $1",
      [userId],
    )
  )[0];
const mails = async (template: string) =>
  await handle.query<{ to_address: string; text_body: string }>(
    "SELECT to_address, text_body FROM email_outbox WHERE template = $1 ORDER BY created_at",
    [template],
  );

describe(`/earnings: the payout account (${databaseKind})`, () => {
  const fields = { operator: "mtn", phone: "01 97 00 00 00", holderName: "Koffi Agossou", password: TEST_PASSWORD };

  it("is refused field by field in French, with nothing written, and the password never tried on a bad field", async () => {
    const bad = await post({ ...fields, phone: "97 00 00 00", operator: "orange" });
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({
      phone: "Veuillez saisir un numéro béninois à 10 chiffres commençant par 01 (ex. 01 97 00 00 00).",
      operator: "Veuillez choisir MTN ou Moov.",
    });
    const wrongPassword = await post({ ...fields, password: "pas-le-bon" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.error).toMatch(/mot de passe/i);
    expect(await account(host.userId)).toBeUndefined();
    expect(await mails("payout-account-changed")).toEqual([]);
  });

  it("is set with the password, e-mailed to the host, and without a hold the first time", async () => {
    setClock(NOW);
    const dashboard = async () =>
      (
        (await hostDashboard.loader(routeArgs(pageRequest("/host-dashboard", { cookie: host.cookie })))) as {
          needsPayoutAccount: boolean;
        }
      ).needsPayoutAccount;
    // Until then the host dashboard says that earnings wait for an account.
    expect(await dashboard()).toBe(true);
    expect((await post(fields)).status).toBe(200);
    expect(await account(host.userId)).toEqual({
      phone: "+2290197000000",
      operator: "mtn",
      holder_name: "Koffi Agossou",
      payouts_held_until: null,
    });
    const [mail] = await mails("payout-account-changed");
    expect(mail!.to_address).toBe("hote.gains@exemple.bj");
    expect(mail!.text_body).toContain("+229 01 97 00 00 00");
    expect((await load(host.cookie)).account).toMatchObject({ phone: "+2290197000000", payoutsHeldUntil: null });
    expect(await dashboard()).toBe(false);
  });

  it("a change holds the payouts 48 h, shown on the page, and is e-mailed again", async () => {
    setClock(NOW);
    expect((await post({ ...fields, operator: "moov", phone: "0195123456" })).status).toBe(200);
    const held = new Date(NOW.getTime() + 48 * 3_600_000);
    expect((await account(host.userId))!.payouts_held_until!.toISOString()).toBe(held.toISOString());
    expect((await load(host.cookie)).account!.payoutsHeldUntil).toBe(held.toISOString());
    expect(await mails("payout-account-changed")).toHaveLength(2);
    // Once the hold has run, the page no longer shows it.
    setClock(new Date(held.getTime() + 1000));
    expect((await load(host.cookie)).account!.payoutsHeldUntil).toBeNull();
  });

  it("is not for a traveler: the page and the form send them away", async () => {
    const traveler = await signedInUser("voyageur.gains@exemple.bj");
    await expect(
      earnings.loader(routeArgs(pageRequest("/earnings", { cookie: traveler.cookie }))),
    ).rejects.toMatchObject({
      status: 302,
    });
    await expect(
      earnings.action(routeArgs(formRequest("/earnings", fields, { cookie: traveler.cookie }))),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(await account(traveler.userId)).toBeUndefined();
  });
});

describe(`/earnings: amounts due, payouts, CSV (${databaseKind})`, () => {
  it("shows each paid booking's share, when it is payable, the payouts and the bookings they cover; not another host's", async () => {
    setClock(NOW);
    const villa = await createListing({ userId: host.userId, price: 45_000, title: "Villa « Ganvié »; vue" });
    const paidAt = new Date("2031-04-01T10:00:00Z");
    const paid = { status: "approved" as const, paymentStatus: "completed" as const, paidAt };
    const past = await createBooking({ listingId: villa.id, startDate: "2031-04-05", endDate: "2031-04-08", ...paid });
    const future = await createBooking({
      listingId: villa.id,
      startDate: "2031-06-01",
      endDate: "2031-06-03",
      ...paid,
    });
    const cancelled = await createBooking({
      listingId: villa.id,
      startDate: "2031-07-01",
      endDate: "2031-07-03",
      ...paid,
      status: "cancelled",
      cancelledAt: paidAt,
      refundAmount: 49_500,
      refundStatus: "owed",
    });
    const [payout] = await getDb()
      .insert(payouts)
      .values({
        reference: "PO-TEST-1",
        purpose: "host_earnings",
        userId: host.userId,
        amount: hostShare(past.lineItems),
        operator: "mtn",
        phone: "+2290197000000",
        holderName: "Koffi Agossou",
        status: "sent",
        sentAt: new Date("2031-04-07T09:30:00Z"),
      })
      .returning();
    await getDb()
      .insert(payoutItems)
      .values({ payoutId: payout!.id, bookingId: past.id, amount: hostShare(past.lineItems) });

    const view = (await load(host.cookie)).earnings;
    const byRef = new Map(view.items.map((item) => [item.reference, item]));
    expect(byRef.get(past.bookingReference)).toMatchObject({ amount: 128_250, state: "paid" });
    expect(byRef.get(future.bookingReference)).toMatchObject({
      amount: 85_500,
      state: "waiting",
      // 24 h after the arrival at 14:00 in Benin (13:00 UTC).
      payableAt: "2031-06-02T13:00:00.000Z",
    });
    expect(byRef.get(cancelled.bookingReference)).toMatchObject({
      cancelled: true,
      amount: keptAfterRefund(cancelled.lineItems, 49_500).host,
    });
    expect(view.payouts).toEqual([
      expect.objectContaining({
        reference: "PO-TEST-1",
        state: "sent",
        bookings: [{ reference: past.bookingReference, amount: 128_250 }],
      }),
    ]);
    expect(view.totals.paid).toBe(128_250);
    expect((await load(other.cookie)).earnings).toEqual({
      items: [],
      payouts: [],
      totals: { waiting: 0, payable: 0, inPayout: 0, paid: 0 },
    });

    const response = (await csvRoute.loader(
      routeArgs(pageRequest("/earnings.csv", { cookie: host.cookie })),
    )) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte-order mark French Excel needs to read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]!.split(";")).toContain("Montant (FCFA)");
    const pastLine = lines.find((line) => line.startsWith(past.bookingReference))!;
    // A title with a semicolon is quoted; the amount whole; the instants in Benin time (UTC+1).
    expect(pastLine).toBe(
      `${past.bookingReference};"Villa « Ganvié »; vue";2031-04-05;2031-04-08;Versé;128250;2031-04-06 14:00;PO-TEST-1;Envoyé;2031-04-07 10:30`,
    );
    const otherCsv = (await csvRoute.loader(
      routeArgs(pageRequest("/earnings.csv", { cookie: other.cookie })),
    )) as Response;
    expect((await otherCsv.text()).split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});
