// The e-mails of a paid booking in words: the traveler's confirmation, the access
// instructions (48 h before arrival, sent by server/bookings/send-access-instructions) and
// the host's notice. The outbox keeps these parameters (raw values: amounts in FCFA, dates
// as 'YYYY-MM-DD') and the recipient's language; the words are made when the e-mail is
// sent. A vehicle reads vehicle words (pick-up, passengers), and every e-mail of a booking
// leads to it and to its conversation (bookingId; older queued ones have none).
import { formatsFor } from "#common/format/formats";
import type { Lang } from "#common/i18n";
import type { BookingRentalTerms } from "#common/rental-terms";
import { rentalTermFields } from "#common/rental-terms-fields";
import { bookingTexts } from "#common/texts/booking";
import { commonTexts } from "#common/texts/common";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { labelled, renderEmailHtml, type EmailField } from "#server/integrations/mail/email-html";
import { bookingLinks } from "./booking-links.server";

/** What every booking e-mail shows about the stay. */
export type BookingEmailStay = {
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
  guests: number;
  /** The booking, for the links to it and to its conversation. */
  bookingId?: string;
  isVehicle?: boolean;
  /** A vehicle's terms as booked: driver, deposit at pick-up, distance, age and licence (0023). */
  rentalTerms?: BookingRentalTerms | null;
};

export type BookingConfirmedParams = BookingEmailStay & { firstName: string; totalPrice: number };
export type BookingAccessParams = BookingEmailStay & {
  address: string;
  city: string;
  /** The host's own words for this listing, as written when the e-mail was queued. */
  instructions?: string | null;
};
export type BookingHostParams = BookingEmailStay & {
  payout: number;
  travelerName: string;
  travelerEmail: string;
  travelerPhone: string | null;
};

type Link = { label: string; url: string };

export function stayDates(stay: { startDate: string; endDate: string }, lang: Lang) {
  const format = formatsFor(lang);
  return bookingTexts[lang].datesRange(format.longDate(stay.startDate), format.longDate(stay.endDate));
}

function stayFields(stay: BookingEmailStay, lang: Lang): EmailField[] {
  const labels = bookingTexts[lang].emails.fields;
  return [
    { label: labels.reference, value: stay.reference },
    { label: labels.listing, value: stay.listingTitle },
    { label: labels.dates, value: stayDates(stay, lang) },
    { label: stay.isVehicle ? labels.passengers : labels.guests, value: String(stay.guests) },
    ...rentalTermFields(stay.rentalTerms, lang),
  ];
}

/** The traveler's links (their booking, the conversation with the host), or the host's. */
function linksOf(stay: BookingEmailStay, lang: Lang, side: "traveler" | "host"): Link[] {
  if (!stay.bookingId) return [];
  const words = bookingTexts[lang].emails.links;
  const urls = bookingLinks(stay.bookingId, undefined, lang);
  return [
    { label: words.booking, url: side === "traveler" ? urls.traveler : urls.host },
    { label: side === "traveler" ? words.conversation : words.conversationHost, url: urls.conversation },
  ];
}

function email(
  lang: Lang,
  words: { subject: string; heading: string; intro: string; fields: EmailField[]; body?: string; links: Link[] },
): RenderedEmail {
  const { subject, heading, intro, fields, body, links } = words;
  return {
    subject,
    text: [
      intro,
      "",
      ...fields.map((field) => labelled(lang, field.label, field.value)),
      ...(body ? ["", body] : []),
      ...(links.length ? ["", ...links.map((link) => labelled(lang, link.label, link.url))] : []),
    ].join("\n"),
    html: renderEmailHtml({ lang, heading, intro, fields, body, links }),
  };
}

export function bookingConfirmedEmail(params: BookingConfirmedParams, lang: Lang): RenderedEmail {
  const texts = bookingTexts[lang].emails;
  return email(lang, {
    subject: texts.travelerConfirmedSubject(params.reference),
    heading: texts.travelerConfirmedHeading,
    intro: texts.travelerConfirmedIntro(params.firstName),
    fields: [
      ...stayFields(params, lang),
      { label: texts.fields.total, value: formatsFor(lang).money(params.totalPrice) },
    ],
    links: linksOf(params, lang, "traveler"),
  });
}

export function bookingAccessEmail(params: BookingAccessParams, lang: Lang): RenderedEmail {
  const texts = bookingTexts[lang].emails;
  const vehicle = params.isVehicle === true;
  const instructions = params.instructions?.trim();
  const label = vehicle ? texts.accessInstructionsLabelVehicle : texts.accessInstructionsLabel;
  return email(lang, {
    subject: vehicle ? texts.accessSubjectVehicle(params.listingTitle) : texts.accessSubject(params.listingTitle),
    heading: vehicle ? texts.accessHeadingVehicle : texts.accessHeading,
    intro: vehicle
      ? texts.accessIntroVehicle(params.listingTitle, params.address, params.city)
      : texts.accessIntro(params.listingTitle, params.address, params.city),
    fields: stayFields(params, lang),
    // An older queued e-mail (no bookingId) keeps its words; a new one always says something.
    body: instructions
      ? `${label}${commonTexts[lang].colon}\n${instructions}`
      : params.bookingId
        ? texts.accessNoInstructions
        : undefined,
    links: linksOf(params, lang, "traveler"),
  });
}

export function bookingHostEmail(params: BookingHostParams, lang: Lang): RenderedEmail {
  const texts = bookingTexts[lang].emails;
  const labels = texts.fields;
  return email(lang, {
    subject: texts.hostNewSubject(params.reference),
    heading: texts.hostNewHeading,
    intro: texts.hostNewIntro(params.listingTitle),
    fields: [
      ...stayFields(params, lang),
      { label: labels.payout, value: formatsFor(lang).money(params.payout) },
      { label: labels.traveler, value: params.travelerName },
      { label: labels.email, value: params.travelerEmail },
      ...(params.travelerPhone ? [{ label: labels.phone, value: params.travelerPhone }] : []),
    ],
    links: linksOf(params, lang, "host"),
  });
}
