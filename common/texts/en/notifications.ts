import type { NotificationsTexts } from "#common/texts/notifications";

export const notifications: NotificationsTexts = {
  listingUnpublishedForHost: {
    title: "Listing taken off the site",
    message: (title: string, reason: string) =>
      `Your listing “${title}” has been taken off the site by the team. Reason: ${reason}`,
  },
  listingRepublishedForHost: {
    title: "Listing back online",
    message: (title: string) => `Your listing “${title}” is visible on the site again.`,
  },
  listingApprovedForHost: {
    title: "Listing approved",
    message: (title: string) => `Your listing “${title}” has been approved: travellers can now see it.`,
  },
  listingRejectedForHost: {
    title: "Listing rejected",
    message: (title: string, reason: string) => `Your listing “${title}” has been rejected. Reason: ${reason}`,
  },
  listingApprovedByAdmin: {
    title: "Listing approved",
    message: (title: string) => `You approved “${title}”.`,
  },
  listingRejectedByAdmin: {
    title: "Listing rejected",
    message: (title: string) => `You rejected “${title}”.`,
  },
  listingSubmitted: {
    title: "New listing to review",
    message: (title: string) => `“${title}” is waiting for your review.`,
  },
  listingResubmitted: {
    title: "New listing to review",
    message: (title: string) => `“${title}” has been changed and is waiting for a new review.`,
  },
  contactMessage: {
    title: "New contact message",
    message: (name: string, email: string, subject: string) => `${name} (${email}): ${subject}`,
  },
  bookingConfirmed: {
    title: "Booking confirmed",
    message: (title: string) => `Your payment for “${title}” has been received.`,
  },
  bookingReceived: {
    title: "New booking",
    message: (title: string, dates: string) => `“${title}” is booked from ${dates}.`,
  },
  bookingRequested: {
    title: "New booking request",
    message: (title: string, dates: string) => `Request for “${title}” from ${dates}: answer within 24 hours.`,
  },
  requestAccepted: {
    title: "Request accepted",
    message: (title: string) => `The host has accepted your request for “${title}”: pay within 12 hours.`,
  },
  requestDeclined: {
    title: "Request declined",
    message: (title: string) => `The host has declined your request for “${title}”.`,
  },
  requestExpired: {
    title: "Request expired",
    message: (title: string) => `The request for “${title}” expired without an answer from the host.`,
  },
  requestWithdrawn: {
    title: "Request withdrawn",
    message: (title: string) => `The traveller has withdrawn their request for “${title}”.`,
  },
  acceptedRequestLapsed: {
    title: "Payment not received in time",
    message: (title: string) => `The accepted request for “${title}” was not paid within 12 hours.`,
  },
  bookingCancelled: {
    title: "Booking cancelled",
    message: (title: string, reference: string) => `Booking ${reference} of “${title}” has been cancelled.`,
  },
  bookingPaid: {
    title: "Booking paid",
    message: (reference: string, title: string, amount: string) =>
      `Booking ${reference} of “${title}” paid: ${amount}.`,
  },
  refundOwed: {
    title: "Refund to make",
    message: (reference: string, amount: string) => `Booking ${reference}: ${amount} to refund to the traveller.`,
  },
  surplusPaymentOwed: {
    title: "Surplus payment to refund",
    message: (reference: string, amount: string) =>
      `Booking ${reference}: a surplus payment of ${amount} must be returned to the number that paid.`,
  },
  payoutFailed: {
    title: "Payout failed",
    message: (reference: string, amount: string, reason: string) =>
      `Payout ${reference} of ${amount} failed (${reason}). The sum is still owed: retry it or mark it paid by hand.`,
  },
  payoutsNotActivated: {
    title: "FedaPay payouts not activated",
    message: (reference: string) =>
      `FedaPay refuses payouts from this account (${reference} not sent): ask FedaPay support to activate transfers (payouts), then retry the failed payouts.`,
  },
  ledgerProblems: {
    title: "Discrepancies in the ledger",
    message: (count: string, first: string) => `${count} discrepancy(ies) found in the ledger, including: ${first}.`,
  },
  newMessage: {
    title: "New message",
    message: (name: string, title: string) => `${name} wrote to you about “${title}”.`,
  },
  conversationReported: {
    title: "Conversation reported",
    message: (title: string) => `A conversation about “${title}” has been reported to you.`,
  },
};
