// The e-mail of each step of a request to book in words (docs/decisions/026): one template,
// the step chosen when the outbox worker renders it, in the recipient's language. The
// outbox keeps the raw parameters (dates as 'YYYY-MM-DD').
import type { Lang } from "#common/i18n";
import { bookingTexts } from "#common/texts/booking";
import { bookingRulesTexts } from "#common/texts/booking-rules";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { labelled, renderEmailHtml } from "#server/integrations/mail/email-html";
import { stayDates } from "./booking-email-templates.server";
import { bookingLinks } from "./booking-links.server";

export type RequestStep =
  | "request-host"
  | "request-traveler"
  | "accepted"
  | "declined"
  | "expired-traveler"
  | "expired-host"
  | "lapsed-traveler"
  | "lapsed-host"
  | "withdrawn-host";

export type BookingRequestEmailParams = {
  step: RequestStep;
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
  bookingId: string;
};

function words(params: BookingRequestEmailParams, lang: Lang): { subject: string; body: string } {
  const copy = bookingRulesTexts[lang].emails;
  const dates = stayDates(params, lang);
  const { reference, listingTitle } = params;
  switch (params.step) {
    case "request-host":
      return { subject: copy.requestHostSubject(reference), body: copy.requestHostBody(listingTitle, dates) };
    case "request-traveler":
      return { subject: copy.requestTravelerSubject(reference), body: copy.requestTravelerBody(listingTitle, dates) };
    case "accepted":
      return { subject: copy.acceptedSubject(reference), body: copy.acceptedBody(listingTitle, dates) };
    case "declined":
      return { subject: copy.declinedSubject(reference), body: copy.declinedBody(listingTitle, dates) };
    case "expired-traveler":
      return { subject: copy.expiredSubject(reference), body: copy.expiredTravelerBody(listingTitle, dates) };
    case "expired-host":
      return { subject: copy.expiredSubject(reference), body: copy.expiredHostBody(listingTitle, dates) };
    case "lapsed-traveler":
      return { subject: copy.lapsedSubject(reference), body: copy.lapsedTravelerBody(listingTitle, dates) };
    case "lapsed-host":
      return { subject: copy.lapsedSubject(reference), body: copy.lapsedHostBody(listingTitle, dates) };
    case "withdrawn-host":
      return { subject: copy.withdrawnSubject(reference), body: copy.withdrawnHostBody(listingTitle, dates) };
  }
}

export function bookingRequestEmail(params: BookingRequestEmailParams, lang: Lang): RenderedEmail {
  const { subject, body } = words(params, lang);
  const forHost = params.step.endsWith("-host");
  const links = bookingLinks(params.bookingId, undefined, lang);
  const labels = bookingTexts[lang].emails;
  const link = { label: labels.links.booking, url: forHost ? links.host : links.traveler };
  const fields = [
    { label: labels.fields.reference, value: params.reference },
    { label: labels.fields.listing, value: params.listingTitle },
    { label: labels.fields.dates, value: stayDates(params, lang) },
  ];
  return {
    subject,
    text: [
      body,
      "",
      ...fields.map((field) => labelled(lang, field.label, field.value)),
      "",
      labelled(lang, link.label, link.url),
    ].join("\n"),
    html: renderEmailHtml({ lang, heading: subject, intro: body, fields, links: [link] }),
  };
}
