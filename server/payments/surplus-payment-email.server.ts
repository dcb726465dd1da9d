// 'surplus-payment-owed': the e-mail each administrator receives when a payment no booking
// keeps is recorded (common/lifecycles/surplus-payment.ts). Queued in the transaction that
// records it, so it exists exactly when the surplus does.
import { formatsFor } from "#common/format/formats";
import type { Lang } from "#common/i18n";
import type { SurplusReason } from "#common/lifecycles/surplus-payment";
import { emailsTexts } from "#common/texts/emails";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { labelled, renderEmailHtml } from "#server/integrations/mail/email-html";

export type SurplusPaymentEmailParams = {
  reference: string;
  amount: number;
  reason: SurplusReason;
  paymentMethod: "mtn" | "moov" | null;
  /** Masked (the full number stays in surplus_payments). */
  phone: string | null;
  providerTransactionId: string;
  dashboardUrl: string;
};

export function surplusPaymentEmail(params: SurplusPaymentEmailParams, lang: Lang): RenderedEmail {
  const texts = emailsTexts[lang];
  const copy = texts.surplusPayment;
  const amount = formatsFor(lang).money(params.amount);
  const heading = copy.heading;
  const intro = copy.intro(params.reference, amount);
  const fields = [
    { label: copy.reference, value: params.reference },
    { label: copy.amount, value: amount },
    { label: copy.reason, value: copy.reasons[params.reason] ?? params.reason },
    { label: copy.method, value: copy.methods[params.paymentMethod ?? "unknown"] },
    { label: copy.phone, value: params.phone ?? copy.methods.unknown },
    { label: copy.transaction, value: params.providerTransactionId },
  ];
  const footer = texts.layout.footer;
  return {
    subject: copy.subject(params.reference),
    text: [
      heading,
      "",
      intro,
      "",
      ...fields.map((field) => labelled(lang, field.label, field.value)),
      "",
      copy.dashboard(params.dashboardUrl),
      "",
      footer,
    ].join("\n"),
    html: renderEmailHtml({ lang, heading, intro, fields, footer }),
  };
}
