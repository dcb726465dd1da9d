// The e-mails of an administrator's decision about someone's listing or account (issue 16):
// a listing taken off the site or put back, an account suspended or reinstated. One
// template, the kind of decision and its words chosen when the outbox worker sends it, in
// the recipient's language; the reason an administrator typed is escaped by the layout.
import type { Lang } from "#common/i18n";
import { emailsTexts } from "#common/texts/emails";
import { operatorsTexts } from "#common/texts/operators";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { renderEmailHtml } from "#server/integrations/mail/email-html";

export type OperatorEmailParams =
  | { kind: "listing-unpublished"; listingTitle: string; reason: string }
  | { kind: "listing-republished"; listingTitle: string }
  | { kind: "account-suspended"; reason: string }
  | { kind: "account-reinstated" };

function words(params: OperatorEmailParams, lang: Lang): { subject: string; body: string } {
  const copy = operatorsTexts[lang].emails;
  switch (params.kind) {
    case "listing-unpublished":
      return {
        subject: copy.listingUnpublishedSubject(params.listingTitle),
        body: copy.listingUnpublishedBody(params.listingTitle, params.reason),
      };
    case "listing-republished":
      return {
        subject: copy.listingRepublishedSubject(params.listingTitle),
        body: copy.listingRepublishedBody(params.listingTitle),
      };
    case "account-suspended":
      return { subject: copy.accountSuspendedSubject, body: copy.accountSuspendedBody(params.reason) };
    case "account-reinstated":
      return { subject: copy.accountReinstatedSubject, body: copy.accountReinstatedBody };
  }
}

export function operatorEmail(params: OperatorEmailParams, lang: Lang): RenderedEmail {
  const { subject, body } = words(params, lang);
  const footer = emailsTexts[lang].layout.footer;
  return {
    subject,
    text: [body, "", footer].join("\n"),
    html: renderEmailHtml({ lang, heading: subject, body, footer }),
  };
}
