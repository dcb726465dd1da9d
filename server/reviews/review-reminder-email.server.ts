// The review reminder in words: sent the day after a stay or rental ends, it gives the
// last day a review may be written and leads to the booking on /my-bookings.
import { formatsFor } from "#common/format/formats";
import type { Lang } from "#common/i18n";
import { reviewDeadline } from "#common/review-window";
import { reviewsTexts } from "#common/texts/reviews";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { labelled, renderEmailHtml } from "#server/integrations/mail/email-html";

export type ReviewReminderParams = {
  firstName: string;
  listingTitle: string;
  isVehicle: boolean;
  endDate: string;
  /** Absolute: /my-bookings#booking-<id>, where the review form is. */
  bookingUrl: string;
};

export function reviewReminderEmail(params: ReviewReminderParams, lang: Lang): RenderedEmail {
  const copy = reviewsTexts[lang].reminderEmail;
  const deadline = formatsFor(lang).longDate(reviewDeadline(params.endDate));
  const intro = copy.intro(params.firstName, params.listingTitle, deadline);
  const heading = params.isVehicle ? copy.headingVehicle : copy.heading;
  return {
    subject: copy.subject(params.listingTitle),
    text: [heading, "", intro, "", labelled(lang, copy.link, params.bookingUrl)].join("\n"),
    html: renderEmailHtml({ lang, heading, intro, links: [{ label: copy.link, url: params.bookingUrl }] }),
  };
}
