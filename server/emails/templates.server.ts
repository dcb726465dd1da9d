// Every e-mail the product sends, by template name: the outbox keeps the name, the
// parameters (JSON) and the recipient's language, and the worker renders the words when it
// sends (server/integrations/mail/outbox-worker.server.ts). A template added here is
// rendered the same way in every language.
import type { Lang } from "#common/i18n";
import { emailVerificationEmail } from "#server/accounts/email-verification-email.server";
import { passwordResetEmail } from "#server/accounts/password-reset-email.server";
import { hostNotificationEmail } from "#server/admin/host-notification-email.server";
import { operatorEmail } from "#server/admin/operator-emails.server";
import {
  bookingAccessEmail,
  bookingConfirmedEmail,
  bookingHostEmail,
} from "#server/bookings/booking-email-templates.server";
import { bookingRequestEmail } from "#server/bookings/booking-request-email-template.server";
import { contactEmail } from "#server/contact/contact-email.server";
import { newMessageEmail } from "#server/messages/message-email.server";
import { surplusPaymentEmail } from "#server/payments/surplus-payment-email.server";
import { reviewReminderEmail } from "#server/reviews/review-reminder-email.server";
import {
  cancellationHostEmail,
  cancellationTravelerEmail,
  payoutAccountChangedEmail,
  payoutSentEmail,
  refundSentEmail,
} from "./money-email-templates.server";
import type { RenderedEmail } from "./rendered-email";
import { paramsInLang } from "./site-links.server";

export const EMAIL_TEMPLATES = {
  "password-reset": passwordResetEmail,
  "email-verification": emailVerificationEmail,
  "contact-message": contactEmail,
  "send-host-notification": hostNotificationEmail,
  "booking-confirmed": bookingConfirmedEmail,
  "booking-access-instructions": bookingAccessEmail,
  "booking-host-new": bookingHostEmail,
  "surplus-payment-owed": surplusPaymentEmail,
  "booking-cancelled-traveler": cancellationTravelerEmail,
  "booking-cancelled-host": cancellationHostEmail,
  "refund-sent": refundSentEmail,
  "payout-sent": payoutSentEmail,
  "payout-account-changed": payoutAccountChangedEmail,
  "new-message": newMessageEmail,
  "review-reminder": reviewReminderEmail,
  "operator-decision": operatorEmail,
  "booking-request": bookingRequestEmail,
};

export type EmailTemplate = keyof typeof EMAIL_TEMPLATES;
export type EmailParams<T extends EmailTemplate> = Parameters<(typeof EMAIL_TEMPLATES)[T]>[0];

export function isEmailTemplate(name: string): name is EmailTemplate {
  return Object.hasOwn(EMAIL_TEMPLATES, name);
}

/** The e-mail in words, or null for a template this version does not know. */
export function renderEmail(template: string, params: unknown, lang: Lang): RenderedEmail | null {
  if (!isEmailTemplate(template)) return null;
  return (EMAIL_TEMPLATES[template] as (params: unknown, lang: Lang) => RenderedEmail)(
    paramsInLang(params, lang),
    lang,
  );
}
