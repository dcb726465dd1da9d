import type { EmailsTexts } from "#common/texts/emails";
import { brand } from "./brand";

export const emails: EmailsTexts = {
  layout: { lang: "en", footer: `${brand.name} – the travel platform of Benin.` },
  contact: {
    subject: (subject: string) => `New contact message: ${subject}`,
    heading: "New contact message",
    intro: `A visitor wrote through the contact form of ${brand.name}.`,
    name: "Name",
    email: "Email",
    subjectLabel: "Subject",
    received: "Received on",
    receivedAt: (when: string) => `${when} (Benin time)`,
    message: "Message:",
    footer: (email: string, id: string) => `To answer, write directly to ${email}. Message reference: ${id}.`,
  },
  hostNotification: {
    approvedSubject: (title: string) => `Listing approved: ${title}`,
    approvedHeading: "Your listing has been approved",
    approvedIntro: (title: string) =>
      `Good news: your listing “${title}” has been approved by our team. Travellers can now see it and book it.`,
    manage: (url: string) => `Manage your listings: ${url}`,
    listingsLabel: "Your listings",
    rejectedSubject: (title: string) => `Listing rejected: ${title}`,
    rejectedHeading: "Your listing has not been approved",
    rejectedIntro: (title: string) => `Your listing “${title}” has not been approved by our team, for this reason:`,
    rejectedAfter: (url: string) => `You can change it from ${url}: it will be reviewed again.`,
  },
  surplusPayment: {
    subject: (reference: string) => `Surplus payment to refund: booking ${reference}`,
    heading: "A payment must be refunded",
    intro: (reference: string, amount: string) =>
      `Booking ${reference} received a payment of ${amount} that it does not keep. It must be returned to the number that paid.`,
    reference: "Booking",
    amount: "Amount",
    reason: "Reason",
    method: "Payment method",
    phone: "Number that paid",
    transaction: "FedaPay transaction",
    reasons: {
      already_paid: "the booking was already paid by another transaction",
      booking_cancelled: "the booking was already paid and then cancelled",
      superseded: "this payment had been replaced by a new payment from the traveller",
      not_confirmable: "the booking could no longer be paid",
    },
    methods: { mtn: "MTN Mobile Money", moov: "Moov Money", unknown: "unknown" },
    dashboard: (url: string) => `See the refunds to make: ${url}`,
  },
};
