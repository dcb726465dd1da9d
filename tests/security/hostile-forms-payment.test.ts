// Hostile input on the payment form (/payment?booking_id=…: method and mobile-money
// number), through the production bundle over HTTP, FedaPay being the app's stand-in.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBenin } from "#common/dates";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { expectMessage, HOSTILE, withoutChanges } from "#tests/security/hostile-support/expectations";
import { startHostileApp, type FormFields } from "#tests/security/hostile-support/hostile-app";
import { rowCount, type TableName } from "#tests/security/hostile-support/tables";
import { signedInUser } from "#tests/support/sessions";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";

await useTestDatabase();
const app = await startHostileApp();

const today = todayInBenin();
const TABLES: TableName[] = ["payment_transactions", "fedapay_standin_transactions", "bookings", "listing_calendar"];
const M = {
  method: "Veuillez sélectionner un moyen de paiement",
  phone: "Veuillez saisir un numéro de téléphone béninois valide (ex. 01 97 00 00 00)",
  notPayable: "Cette réservation ne peut plus être payée.",
  providerDown:
    "Erreur lors de la création du paiement. Le service de paiement est momentanément indisponible. Veuillez réessayer dans quelques minutes.",
};

let traveler: { userId: string; cookie: string };
let bookingId: string;
let strangersBookingId: string;

beforeAll(async () => {
  traveler = await signedInUser("voyageur.paiement@exemple.bj");
  const host = await createUser({ roles: ["host"] });
  const stranger = await createUser({});
  const listingId = (await createListing({ userId: host.id })).id;
  const hold = { holdExpiresAt: new Date(Date.now() + 30 * 60_000) };
  bookingId = (
    await createBooking({
      listingId,
      userId: traveler.userId,
      startDate: addDays(today, 20),
      endDate: addDays(today, 22),
      ...hold,
    })
  ).id;
  strangersBookingId = (
    await createBooking({
      listingId,
      userId: stranger.id,
      startDate: addDays(today, 30),
      endDate: addDays(today, 32),
      ...hold,
    })
  ).id;
});

const pay = (fields: FormFields) => ({ method: "mtn", phone: "01 97 00 00 00", ...fields });

describe(`the payment form refuses hostile input (${databaseKind})`, () => {
  it.each([
    ["no method", { method: "" }, M.method],
    ["PayPal", { method: "paypal" }, M.method],
    ["'mtn' with a NUL byte", { method: "mtn\u0000" }, M.method],
    ["a SQL method", { method: "mtn' --" }, M.method],
    ["no number", { phone: "" }, M.phone],
    ["letters", { phone: "appelez-moi" }, M.phone],
    ["a NUL byte in the number", { phone: "0197\u0000000000" }, M.phone],
    ["a 100 KB number", { phone: HOSTILE.huge }, M.phone],
    ["a number followed by SQL", { phone: "0197000000'; --" }, M.phone],
    ["a foreign number", { phone: "+33 6 12 34 56 78" }, M.phone],
    ["a number of 2^53 + 1", { phone: "9007199254740993" }, M.phone],
  ])("%s", async (_label, fields: FormFields, message) => {
    const answer = await withoutChanges(TABLES, () =>
      app.post(`/payment?booking_id=${bookingId}`, pay(fields), { cookie: traveler.cookie }),
    );
    expect(answer.status).toBe(400);
    expectMessage(answer, message);
  });

  it.each([
    ["someone else's booking", () => strangersBookingId],
    ["a SQL booking id", () => encodeURIComponent(HOSTILE.sql)],
  ])("%s cannot be paid, and no transaction is created", async (_label, id) => {
    const answer = await withoutChanges(TABLES, () =>
      app.post(`/payment?booking_id=${id()}`, pay({}), { cookie: traveler.cookie }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(500);
    expect(await rowCount("payment_transactions")).toBe(0);
  });

  it("FedaPay unreachable: a French 503 that invites to retry, and no transaction recorded", async () => {
    app.provider.down = "refused";
    // The server logs the failure for its operators (logs are silent in tests; that an
    // error line reaches the log and the tracker is tests/security/logs-errors-metrics.test.ts's).
    try {
      const answer = await withoutChanges(["payment_transactions", "fedapay_standin_transactions"], () =>
        app.post(`/payment?booking_id=${bookingId}`, pay({}), { cookie: traveler.cookie }),
      );
      expect(answer.status).toBe(503);
      expectMessage(answer, M.providerDown);
    } finally {
      app.provider.down = false;
    }
  });
});
