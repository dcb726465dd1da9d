// The e-mails of money out (issue 14): a cancellation (traveler and host), a refund sent,
// a payout sent, a payout account set or changed. Rendered in the recipient's language
// when the outbox worker sends them; every value a person typed is escaped by the layout.
import { formatsFor } from "#common/format/formats";
import type { Lang } from "#common/i18n";
import { emailsTexts } from "#common/texts/emails";
import { moneyTexts } from "#common/texts/money";
import { labelled, renderEmailHtml, type EmailField } from "#server/integrations/mail/email-html";
import type { RenderedEmail } from "./rendered-email";

type Stay = { reference: string; listingTitle: string; startDate: string; endDate: string };

function render(
  lang: Lang,
  words: { subject: string; heading: string; intro: string; fields: EmailField[]; after: string[] },
): RenderedEmail {
  const footer = emailsTexts[lang].layout.footer;
  const lines = [words.intro, "", ...words.fields.map((field) => labelled(lang, field.label, field.value))];
  const after = words.after.filter(Boolean);
  return {
    subject: words.subject,
    text: [words.heading, "", ...lines, "", ...after, ...(after.length ? [""] : []), footer].join("\n"),
    html: renderEmailHtml({
      lang,
      heading: words.heading,
      intro: words.intro,
      fields: words.fields,
      body: after.join("\n") || undefined,
      footer,
    }),
  };
}

function stayFields(stay: Stay, lang: Lang): EmailField[] {
  const copy = moneyTexts[lang].emails.fields;
  const format = formatsFor(lang);
  return [
    { label: copy.reference, value: stay.reference },
    { label: copy.listing, value: stay.listingTitle },
    { label: copy.dates, value: `${format.longDate(stay.startDate)} – ${format.longDate(stay.endDate)}` },
  ];
}

export type CancellationTravelerParams = Stay & {
  refundAmount: number;
  byHost: boolean;
  myBookingsUrl: string;
  /** The booking's conversation (issue 15); absent from e-mails queued before. */
  conversationUrl?: string;
};

export function cancellationTravelerEmail(params: CancellationTravelerParams, lang: Lang): RenderedEmail {
  const copy = moneyTexts[lang].emails;
  const money = formatsFor(lang).money;
  return render(lang, {
    subject: copy.cancelledTravelerSubject(params.reference),
    heading: copy.cancelledTravelerHeading,
    intro: params.byHost
      ? copy.cancelledByHostIntro(params.listingTitle)
      : copy.cancelledTravelerIntro(params.listingTitle),
    fields: stayFields(params, lang),
    after: [
      params.refundAmount > 0 ? copy.refundComing(money(params.refundAmount)) : copy.noRefund,
      copy.myBookingsLink(params.myBookingsUrl),
      params.conversationUrl ? copy.conversationLink(params.conversationUrl) : "",
    ],
  });
}

export type CancellationHostParams = Stay & {
  hostKeeps: number;
  earningsUrl: string;
  /** The booking on /reservations and its conversation (issue 15); absent from e-mails queued before. */
  reservationUrl?: string;
  conversationUrl?: string;
};

export function cancellationHostEmail(params: CancellationHostParams, lang: Lang): RenderedEmail {
  const copy = moneyTexts[lang].emails;
  return render(lang, {
    subject: copy.cancelledHostSubject(params.reference),
    heading: copy.cancelledHostHeading,
    intro: copy.cancelledHostIntro(params.listingTitle),
    fields: stayFields(params, lang),
    after: [
      copy.hostKeeps(formatsFor(lang).money(params.hostKeeps)),
      copy.earningsLink(params.earningsUrl),
      params.reservationUrl ? copy.reservationLink(params.reservationUrl) : "",
      params.conversationUrl ? copy.conversationLink(params.conversationUrl) : "",
    ],
  });
}

export type RefundSentParams = Stay & { amount: number; phone: string; myBookingsUrl: string };

export function refundSentEmail(params: RefundSentParams, lang: Lang): RenderedEmail {
  const copy = moneyTexts[lang].emails;
  const amount = formatsFor(lang).money(params.amount);
  return render(lang, {
    subject: copy.refundSentSubject(params.reference),
    heading: copy.refundSentHeading,
    intro: copy.refundSentIntro(amount, params.phone),
    fields: [...stayFields(params, lang), { label: copy.fields.amount, value: amount }],
    after: [copy.myBookingsLink(params.myBookingsUrl)],
  });
}

export type PayoutSentParams = {
  reference: string;
  amount: number;
  phone: string;
  bookings: string[];
  earningsUrl: string;
};

export function payoutSentEmail(params: PayoutSentParams, lang: Lang): RenderedEmail {
  const copy = moneyTexts[lang].emails;
  const amount = formatsFor(lang).money(params.amount);
  return render(lang, {
    subject: copy.payoutSentSubject(amount),
    heading: copy.payoutSentHeading,
    intro: copy.payoutSentIntro(amount, params.phone),
    fields: [
      { label: copy.fields.reference, value: params.reference },
      { label: copy.fields.amount, value: amount },
      { label: copy.payoutCovers, value: params.bookings.join(", ") },
    ],
    after: [copy.earningsLink(params.earningsUrl)],
  });
}

export type PayoutAccountChangedParams = {
  phone: string;
  operator: "mtn" | "moov";
  heldUntil: string | null;
  earningsUrl: string;
};

export function payoutAccountChangedEmail(params: PayoutAccountChangedParams, lang: Lang): RenderedEmail {
  const money = moneyTexts[lang];
  const copy = money.emails;
  return render(lang, {
    subject: copy.accountSubject,
    heading: copy.accountHeading,
    intro: copy.accountIntro(params.phone),
    fields: [{ label: money.account.operator, value: money.account.operators[params.operator] }],
    after: [
      params.heldUntil ? copy.accountHeld(formatsFor(lang).dateTime(params.heldUntil)) : "",
      copy.accountNotYou,
      copy.earningsLink(params.earningsUrl),
    ],
  });
}
