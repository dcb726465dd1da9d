// Every e-mail template renders in every language (issue 17): the outbox keeps the
// recipient's language and the worker renders the words when it sends. English must be
// complete: no French word leaks into an English e-mail, whatever branch of a template
// (traveler or host, vehicle or stay, each step of a request) the parameters take.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "#common/i18n";
import { frenchWordsIn } from "#common/texts/french-words";
import { EMAIL_TEMPLATES, renderEmail, type EmailParams, type EmailTemplate } from "./templates.server";

const stay = {
  reference: "BV-2031-0042",
  listingTitle: "Sea View Villa",
  startDate: "2031-03-01",
  endDate: "2031-03-04",
  guests: 2,
  bookingId: "7f7c2b8e-0000-4000-8000-000000000042",
};
const vehicle = {
  ...stay,
  listingTitle: "Toyota RAV4 2020",
  isVehicle: true,
  rentalTerms: {
    withDriver: false,
    driverPricePerDay: 15_000,
    depositAmount: 100_000,
    dailyDistanceKm: 200,
    minDriverAge: 25,
    minLicenceYears: 3,
  },
};
const withDriver = { ...vehicle, rentalTerms: { ...vehicle.rentalTerms, withDriver: true, dailyDistanceKm: null } };
const request = {
  reference: stay.reference,
  listingTitle: stay.listingTitle,
  startDate: stay.startDate,
  endDate: stay.endDate,
  bookingId: stay.bookingId,
};
const url = "https://benin-voyages.example/x";

// One or more parameter sets per template, covering its branches. Typed so that a template
// added to EMAIL_TEMPLATES without samples here does not compile.
const samples: { [T in EmailTemplate]: EmailParams<T>[] } = {
  "password-reset": [{ name: "Ama", url }],
  "email-verification": [{ name: "Ama", url }],
  "contact-message": [
    {
      id: "msg-1",
      createdAt: "2031-01-05T10:00:00Z",
      name: "Ama Mensah",
      email: "ama@example.com",
      subject: "Question",
      message: "Hello",
    },
  ],
  "send-host-notification": [
    {
      hostEmail: "host@example.com",
      notificationType: "listing_approved",
      listingTitle: "Sea View Villa",
      rejectionReason: null,
    },
    {
      hostEmail: "host@example.com",
      notificationType: "listing_rejected",
      listingTitle: "Sea View Villa",
      rejectionReason: "Blurry photos",
    },
  ],
  "booking-confirmed": [
    { ...stay, firstName: "Ama", totalPrice: 66_000 },
    { ...vehicle, firstName: "Ama", totalPrice: 99_000 },
    { ...withDriver, firstName: "Ama", totalPrice: 140_000 },
  ],
  "booking-access-instructions": [
    { ...stay, address: "12 Palm Street", city: "Cotonou", instructions: "Keys with the guard." },
    { ...stay, address: "12 Palm Street", city: "Cotonou", instructions: null },
    { ...vehicle, address: "12 Palm Street", city: "Cotonou", instructions: "Ask for Koffi." },
    { ...vehicle, address: "12 Palm Street", city: "Cotonou" },
  ],
  "booking-host-new": [
    {
      ...stay,
      payout: 57_000,
      travelerName: "Ama Mensah",
      travelerEmail: "ama@example.com",
      travelerPhone: "+2290197000000",
    },
    {
      ...withDriver,
      payout: 120_000,
      travelerName: "Ama Mensah",
      travelerEmail: "ama@example.com",
      travelerPhone: null,
    },
  ],
  "surplus-payment-owed": (["already_paid", "booking_cancelled", "superseded", "not_confirmable"] as const).map(
    (reason, index) => ({
      reference: stay.reference,
      amount: 66_000,
      reason,
      paymentMethod: index === 0 ? null : index % 2 ? ("mtn" as const) : ("moov" as const),
      phone: index === 0 ? null : "+229 01 97 •• •• 00",
      providerTransactionId: "txn-42",
      dashboardUrl: url,
    }),
  ),
  "booking-cancelled-traveler": [
    { ...stay, refundAmount: 66_000, byHost: false, myBookingsUrl: url, conversationUrl: url },
    { ...stay, refundAmount: 0, byHost: true, myBookingsUrl: url },
  ],
  "booking-cancelled-host": [
    { ...stay, hostKeeps: 0, earningsUrl: url, reservationUrl: url, conversationUrl: url },
    { ...stay, hostKeeps: 28_500, earningsUrl: url },
  ],
  "refund-sent": [{ ...stay, amount: 66_000, phone: "+2290197000000", myBookingsUrl: url }],
  "payout-sent": [
    { reference: "PO-42", amount: 57_000, phone: "+2290197000000", bookings: [stay.reference], earningsUrl: url },
  ],
  "payout-account-changed": [
    { phone: "+2290197000000", operator: "mtn", heldUntil: "2031-01-07T10:00:00Z", earningsUrl: url },
    { phone: "+2290197000000", operator: "moov", heldUntil: null, earningsUrl: url },
  ],
  "new-message": [{ senderName: "Ama", listingTitle: "Sea View Villa", body: "Is it free?", conversationUrl: url }],
  "review-reminder": [
    { firstName: "Ama", listingTitle: "Sea View Villa", isVehicle: false, endDate: "2031-03-04", bookingUrl: url },
    { firstName: "Ama", listingTitle: "Toyota RAV4 2020", isVehicle: true, endDate: "2031-03-04", bookingUrl: url },
  ],
  "operator-decision": [
    { kind: "listing-unpublished", listingTitle: "Sea View Villa", reason: "Complaint" },
    { kind: "listing-republished", listingTitle: "Sea View Villa" },
    { kind: "account-suspended", reason: "Fraud" },
    { kind: "account-reinstated" },
  ],
  "booking-request": (
    [
      "request-host",
      "request-traveler",
      "accepted",
      "declined",
      "expired-traveler",
      "expired-host",
      "lapsed-traveler",
      "lapsed-host",
      "withdrawn-host",
    ] as const
  ).map((step) => ({ ...request, step })),
};

const cases = (Object.keys(EMAIL_TEMPLATES) as EmailTemplate[]).flatMap((template) =>
  (samples[template] as unknown[]).map((params, index) => ({ name: `${template} #${index + 1}`, template, params })),
);

function render(template: EmailTemplate, params: unknown, lang: Lang) {
  const email = renderEmail(template, params, lang);
  if (!email) throw new Error(`${template} did not render`);
  return email;
}

describe("every e-mail template, in every language", () => {
  it("has samples for each template (and nothing else)", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(EMAIL_TEMPLATES).sort());
  });

  it.each(cases)("$name renders a subject, a text and HTML in the reader's language", ({ template, params }) => {
    const rendered = Object.fromEntries(LANGUAGES.map((lang) => [lang, render(template, params, lang)]));
    for (const lang of LANGUAGES) {
      const email = rendered[lang]!;
      expect(email.subject.trim()).not.toBe("");
      expect(email.text.trim()).not.toBe("");
      if (email.html) expect(email.html).toContain(`<html lang="${lang}">`);
    }
    expect(rendered.en!.subject).not.toBe(rendered.fr!.subject);
    expect(rendered.en!.text).not.toBe(rendered.fr!.text);
  });

  it.each(cases)("$name in English has no French word in it", ({ template, params }) => {
    const email = render(template, params, "en");
    expect(frenchWordsIn(email.subject)).toEqual([]);
    expect(frenchWordsIn(email.text)).toEqual([]);
    expect(frenchWordsIn(email.html ?? "")).toEqual([]);
    // English punctuation: no space before a colon, no French quotation marks.
    expect(`${email.subject}\n${email.text}\n${email.html ?? ""}`).not.toMatch(/ :|[«»]/);
  });

  it.each(cases)("$name in French is told apart by the same check (it can fail)", ({ template, params }) => {
    const email = render(template, params, "fr");
    expect(frenchWordsIn(`${email.subject}\n${email.text}`)).not.toEqual([]);
  });
});

describe("frenchWordsIn", () => {
  it("finds French words and leaves English, the brand and links alone", () => {
    expect(frenchWordsIn("Votre réservation est confirmée")).toEqual(["votre", "réservation", "est"]);
    expect(frenchWordsIn("Your booking at Bénin Voyages is confirmed: https://x.example/la/les")).toEqual([]);
    expect(frenchWordsIn('<html lang="fr"><p>Booking</p></html>')).toEqual([]);
  });
});
