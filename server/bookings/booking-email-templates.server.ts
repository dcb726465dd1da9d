// The e-mails of a paid booking in words: the traveler's confirmation, the access
// instructions (48 h before arrival) and the host's notice. The outbox keeps these
// parameters (raw values: amounts in FCFA, dates as 'YYYY-MM-DD') and the recipient's
// language; the words are made when the e-mail is sent.
import { formatsFor } from "#common/format/formats";
import type { Lang } from "#common/i18n";
import { bookingTexts } from "#common/texts/booking";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { renderEmailHtml, type EmailField } from "#server/integrations/mail/email-html";

/** What every booking e-mail shows about the stay. */
export type BookingEmailStay = {
  reference: string;
  listingTitle: string;
  startDate: string;
  endDate: string;
  guests: number;
};

export type BookingConfirmedParams = BookingEmailStay & { firstName: string; totalPrice: number };
export type BookingAccessParams = BookingEmailStay & { address: string; city: string };
export type BookingHostParams = BookingEmailStay & {
  payout: number;
  travelerName: string;
  travelerEmail: string;
  travelerPhone: string | null;
};

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
    { label: labels.guests, value: String(stay.guests) },
  ];
}

function email(lang: Lang, subject: string, heading: string, intro: string, fields: EmailField[]): RenderedEmail {
  return {
    subject,
    text: [intro, "", ...fields.map((field) => `${field.label} : ${field.value}`)].join("\n"),
    html: renderEmailHtml({ lang, heading, intro, fields }),
  };
}

export function bookingConfirmedEmail(params: BookingConfirmedParams, lang: Lang): RenderedEmail {
  const texts = bookingTexts[lang].emails;
  return email(
    lang,
    texts.travelerConfirmedSubject(params.reference),
    texts.travelerConfirmedHeading,
    texts.travelerConfirmedIntro(params.firstName),
    [...stayFields(params, lang), { label: texts.fields.total, value: formatsFor(lang).money(params.totalPrice) }],
  );
}

export function bookingAccessEmail(params: BookingAccessParams, lang: Lang): RenderedEmail {
  const texts = bookingTexts[lang].emails;
  return email(
    lang,
    texts.accessSubject(params.listingTitle),
    texts.accessHeading,
    texts.accessIntro(params.listingTitle, params.address, params.city),
    stayFields(params, lang),
  );
}

export function bookingHostEmail(params: BookingHostParams, lang: Lang): RenderedEmail {
  const texts = bookingTexts[lang].emails;
  const labels = texts.fields;
  return email(
    lang,
    texts.hostNewSubject(params.reference),
    texts.hostNewHeading,
    texts.hostNewIntro(params.listingTitle),
    [
      ...stayFields(params, lang),
      { label: labels.payout, value: formatsFor(lang).money(params.payout) },
      { label: labels.traveler, value: params.travelerName },
      { label: labels.email, value: params.travelerEmail },
      ...(params.travelerPhone ? [{ label: labels.phone, value: params.travelerPhone }] : []),
    ],
  );
}
