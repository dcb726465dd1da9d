// 'send-host-notification' (spec point 7): the e-mail a host receives when an
// administrator approves or rejects a listing. The payload keeps the spec's names; the
// message goes through the durable outbox, in the decision's own transaction, so it exists
// exactly when the decision does and a mail server that is down only delays it.
import type { Database } from "#server/db/client.server";
import { getEnv } from "#server/env.server";
import { renderEmailHtml } from "#server/integrations/mail/email-html";
import { enqueueEmail } from "#server/integrations/mail/outbox.server";

export type HostNotification = {
  hostEmail: string;
  notificationType: "listing_approved" | "listing_rejected";
  listingTitle: string;
  /** Only for a rejection. */
  rejectionReason: string | null;
};

export const HOST_NOTIFICATION_TEMPLATE = "send-host-notification";

export function buildHostNotificationEmail(notification: HostNotification, siteUrl: string) {
  const { listingTitle } = notification;
  const listingsUrl = `${siteUrl}/my-listings`;
  const footer = "Bénin Voyages – la plateforme de voyage au Bénin.";
  if (notification.notificationType === "listing_approved") {
    const heading = "Votre annonce a été approuvée";
    const intro = `Bonne nouvelle : votre annonce « ${listingTitle} » a été validée par notre équipe. Elle est maintenant visible par les voyageurs et peut être réservée.`;
    return {
      subject: `Annonce approuvée : ${listingTitle}`,
      text: [heading, "", intro, "", `Gérez vos annonces : ${listingsUrl}`, "", footer].join("\n"),
      html: renderEmailHtml({ heading, intro, fields: [{ label: "Vos annonces", value: listingsUrl }], footer }),
    };
  }
  const reason = notification.rejectionReason ?? "";
  const heading = "Votre annonce n'a pas été validée";
  const intro = `Votre annonce « ${listingTitle} » n'a pas été validée par notre équipe, pour la raison suivante :`;
  const after = `Vous pouvez la modifier depuis ${listingsUrl} : elle sera de nouveau examinée.`;
  return {
    subject: `Annonce rejetée : ${listingTitle}`,
    text: [heading, "", intro, "", reason, "", after, "", footer].join("\n"),
    html: renderEmailHtml({ heading, intro, body: reason, footer: `${after} ${footer}` }),
  };
}

/** Queues the e-mail with `db` (the decision's transaction). One e-mail per decision. */
export async function queueHostNotification(db: Database, notification: HostNotification, decisionId: string) {
  const email = buildHostNotificationEmail(notification, getEnv().publicUrl);
  return enqueueEmail(db, {
    to: notification.hostEmail,
    ...email,
    template: HOST_NOTIFICATION_TEMPLATE,
    dedupeKey: `${HOST_NOTIFICATION_TEMPLATE}:${decisionId}`,
  });
}
