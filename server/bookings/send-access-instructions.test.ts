// The access-instructions e-mail: 48 h before arrival (14:00 Benin time on the first day,
// the clock set), with the host's instructions as they are then, once per booking even
// when two processes run the job at once, nothing for a cancelled booking; vehicles read
// pick-up words; the e-mail leads to the booking and its conversation.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "#common/clock";
import { saveAccessInstructions } from "#server/hosting/access-instructions.server";
import { createBooking, createListing, createUser } from "#server/seed/factories.server";
import { databaseKind, useTestDatabase } from "#tests/support/test-database";
import { sendDueAccessInstructions } from "./send-access-instructions.server";

const handle = await useTestDatabase();
let travelerId: string;
let hostId: string;

beforeAll(async () => {
  hostId = (await createUser({ roles: ["host"] })).id;
  travelerId = (await createUser({ fullName: "Aïcha Bello" })).id;
});
afterEach(() => setClock(null));

async function paidStay(startDate: string, options: { isVehicle?: boolean; instructions?: string } = {}) {
  const listing = await createListing({
    userId: hostId,
    isVehicle: options.isVehicle ?? false,
    title: options.isVehicle ? "Toyota RAV4" : "Villa Océane",
    address: "Rue 912, Fidjrossè",
  });
  if (options.instructions !== undefined)
    expect(await saveAccessInstructions({ hostId, listingId: listing.id, body: options.instructions })).toEqual({
      ok: true,
    });
  const endDate = new Date(Date.parse(`${startDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const booking = await createBooking({
    listingId: listing.id,
    userId: travelerId,
    startDate,
    endDate,
    status: "approved",
    paymentStatus: "completed",
    paidAt: new Date("2027-01-01T08:00:00Z"),
    travelerInfo: { firstName: "Aïcha", lastName: "Bello", email: "aicha@exemple.bj" },
  });
  return { listing, booking };
}

const mails = (bookingId: string) =>
  handle.query<{ to_address: string; subject: string; text_body: string; html_body: string }>(
    "SELECT to_address, subject, text_body, html_body FROM email_outbox WHERE dedupe_key = $1",
    [`booking-access:${bookingId}`],
  );

describe(`the access-instructions e-mail (${databaseKind})`, () => {
  it("goes 48 h before arrival with the host's instructions of that moment, the address and the links", async () => {
    const { listing, booking } = await paidStay("2027-03-10", { instructions: "Clé dans la boîte, code 1234." });
    // Arrival: 10 March 14:00 Cotonou = 13:00 UTC; 48 h before: 8 March 13:00 UTC.
    setClock("2027-03-08T12:59:00Z");
    expect(await sendDueAccessInstructions()).not.toContain(booking.id);
    // The host changes them before the e-mail goes: the new words are sent.
    await saveAccessInstructions({ hostId, listingId: listing.id, body: "Gardien au portail, code 4321." });
    setClock("2027-03-08T13:00:00Z");
    expect(await sendDueAccessInstructions()).toContain(booking.id);
    const [mail] = await mails(booking.id);
    expect(mail!.to_address).toBe("aicha@exemple.bj");
    expect(mail!.subject).toBe("Instructions d'accès : Villa Océane");
    expect(mail!.text_body).toContain("Votre séjour à « Villa Océane » commence dans 48 heures");
    expect(mail!.text_body).toContain("Rue 912, Fidjrossè");
    expect(mail!.text_body).toContain("Instructions de votre hôte :\nGardien au portail, code 4321.");
    expect(mail!.text_body).not.toContain("1234");
    expect(mail!.text_body).toContain(`/my-bookings#booking-${booking.id}`);
    expect(mail!.text_body).toContain(`/messages/booking/${booking.id}`);
    expect(mail!.html_body).toContain(`/messages/booking/${booking.id}"`);
  });

  it("is sent once, even by two runs at once, and not again once the outbox forgot it", async () => {
    const { booking } = await paidStay("2027-04-10", { instructions: "Code 1" });
    setClock("2027-04-09T09:00:00Z");
    const [first, second] = await Promise.all([sendDueAccessInstructions(), sendDueAccessInstructions()]);
    expect([...first, ...second].filter((id) => id === booking.id)).toHaveLength(1);
    expect(await mails(booking.id)).toHaveLength(1);
    await handle.query("DELETE FROM email_outbox WHERE dedupe_key = $1", [`booking-access:${booking.id}`]);
    expect(await sendDueAccessInstructions()).not.toContain(booking.id);
    expect(await mails(booking.id)).toEqual([]);
  });

  it("uses vehicle words for a vehicle: pick-up, passengers, never the stay's arrival", async () => {
    const { booking } = await paidStay("2027-05-10", { isVehicle: true, instructions: "Parking de l'aéroport." });
    setClock("2027-05-08T13:00:00Z");
    await sendDueAccessInstructions();
    const [mail] = await mails(booking.id);
    expect(mail!.subject).toBe("Récupération du véhicule : Toyota RAV4");
    expect(mail!.text_body).toContain("Votre location de « Toyota RAV4 » commence dans 48 heures");
    expect(mail!.text_body).toContain("Prise en charge");
    expect(mail!.text_body).toContain("Instructions de prise en charge :\nParking de l'aéroport.");
    expect(mail!.text_body).toContain("Passagers : 2");
    expect(mail!.text_body).not.toMatch(/séjour|Arrivée à partir/);
  });

  it("says so when the host wrote none; nothing for a cancelled booking or a stay already begun", async () => {
    const { booking } = await paidStay("2027-06-10");
    const { booking: cancelled } = await paidStay("2027-06-11");
    await handle.query("UPDATE bookings SET status = 'cancelled' WHERE id = $1", [cancelled.id]);
    const { booking: begun } = await paidStay("2027-06-09");
    setClock("2027-06-10T09:00:00Z");
    const sent = await sendDueAccessInstructions();
    expect(sent).toContain(booking.id);
    expect(sent).not.toContain(cancelled.id);
    expect(sent).not.toContain(begun.id);
    const [mail] = await mails(booking.id);
    expect(mail!.text_body).toContain("Votre hôte n'a pas écrit d'instructions");
  });
});
