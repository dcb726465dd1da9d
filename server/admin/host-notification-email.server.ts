// 'send-host-notification': the e-mail a host receives when an administrator approves or
// rejects a listing. The payload keeps the specification's names; the message goes
// through the durable outbox, in the decision's own transaction, so it exists exactly when
// the decision does and a mail server that is down only delays it.
import type { Lang } from "#common/i18n";
import { emailsTexts } from "#common/texts/emails";
import type { RenderedEmail } from "#server/emails/rendered-email";
import { siteLink } from "#server/emails/site-links.server";
import { getEnv } from "#server/env.server";
import { renderEmailHtml } from "#server/integrations/mail/email-html";

export type HostNotification = {
  hostEmail: string;
  notificationType: "listing_approved" | "listing_rejected";
  listingTitle: string;
  /** Only for a rejection. */
  rejectionReason: string | null;
};

export const HOST_NOTIFICATION_TEMPLATE = "send-host-notification";

export function buildHostNotificationEmail(notification: HostNotification, siteUrl: string, lang: Lang): RenderedEmail {
  const texts = emailsTexts[lang];
  const copy = texts.hostNotification;
  const { listingTitle } = notification;
  const listingsUrl = siteLink("/my-listings", lang, siteUrl);
  const footer = texts.layout.footer;
  if (notification.notificationType === "listing_approved") {
    const heading = copy.approvedHeading;
    const intro = copy.approvedIntro(listingTitle);
    return {
      subject: copy.approvedSubject(listingTitle),
      text: [heading, "", intro, "", copy.manage(listingsUrl), "", footer].join("\n"),
      html: renderEmailHtml({
        lang,
        heading,
        intro,
        fields: [{ label: copy.listingsLabel, value: listingsUrl }],
        footer,
      }),
    };
  }
  const reason = notification.rejectionReason ?? "";
  const heading = copy.rejectedHeading;
  const intro = copy.rejectedIntro(listingTitle);
  const after = copy.rejectedAfter(listingsUrl);
  return {
    subject: copy.rejectedSubject(listingTitle),
    text: [heading, "", intro, "", reason, "", after, "", footer].join("\n"),
    html: renderEmailHtml({ lang, heading, intro, body: reason, footer: `${after} ${footer}` }),
  };
}

/** The template of the outbox: rendered when sent, with the site's address of that moment. */
export function hostNotificationEmail(notification: HostNotification, lang: Lang): RenderedEmail {
  return buildHostNotificationEmail(notification, getEnv().publicUrl, lang);
}
