// Every e-mail of a booking leads to it (/my-bookings#booking-<id> for its traveler,
// /reservations#booking-<id> for its host) and to its conversation; a vehicle's reads
// passengers, not travelers.
import { describe, expect, it } from "vitest";
import { cancellationHostEmail, cancellationTravelerEmail } from "#server/emails/money-email-templates.server";
import { getEnv } from "#server/env.server";
import { bookingConfirmedEmail, bookingHostEmail } from "./booking-email-templates.server";
import { bookingLinks } from "./booking-links.server";

const id = "5f0c3b7e-2a4d-4e8f-9b1a-0c2d3e4f5a6b";
const stay = { reference: "BK12345678", listingTitle: "Toyota RAV4", startDate: "2027-03-10", endDate: "2027-03-12" };

describe("booking e-mails' links", () => {
  const links = bookingLinks(id);
  const origin = getEnv().publicUrl;

  it("are absolute: the booking on each side and its conversation", () => {
    expect(links).toEqual({
      traveler: `${origin}/my-bookings#booking-${id}`,
      host: `${origin}/reservations#booking-${id}`,
      conversation: `${origin}/messages/booking/${id}`,
    });
  });

  it("the confirmation leads the traveler to the booking and the conversation; a vehicle counts passengers", () => {
    const mail = bookingConfirmedEmail(
      { ...stay, guests: 3, bookingId: id, isVehicle: true, firstName: "Aïcha", totalPrice: 66000 },
      "fr",
    );
    expect(mail.text).toContain(`Voir la réservation : ${links.traveler}`);
    expect(mail.text).toContain(`Écrire à l'hôte : ${links.conversation}`);
    expect(mail.text).toContain("Passagers : 3");
    expect(mail.html).toContain(`href="${links.traveler}"`);
  });

  it("the host's notice leads to /reservations and the conversation", () => {
    const mail = bookingHostEmail(
      {
        ...stay,
        guests: 2,
        bookingId: id,
        payout: 57000,
        travelerName: "Aïcha B",
        travelerEmail: "a@b.bj",
        travelerPhone: null,
      },
      "fr",
    );
    expect(mail.text).toContain(`Voir la réservation : ${links.host}`);
    expect(mail.text).toContain(`Écrire au voyageur : ${links.conversation}`);
  });

  it("the cancellation e-mails lead to the booking and its conversation", () => {
    const traveler = cancellationTravelerEmail(
      { ...stay, refundAmount: 0, byHost: true, myBookingsUrl: links.traveler, conversationUrl: links.conversation },
      "fr",
    );
    expect(traveler.text).toContain(links.traveler);
    expect(traveler.text).toContain(`La conversation de la réservation : ${links.conversation}`);
    const host = cancellationHostEmail(
      {
        ...stay,
        hostKeeps: 0,
        earningsUrl: `${origin}/earnings`,
        reservationUrl: links.host,
        conversationUrl: links.conversation,
      },
      "fr",
    );
    expect(host.text).toContain(`La réservation : ${links.host}`);
  });
});
