import type { BookingRulesTexts } from "#common/texts/booking-rules";

const unit = (count: number, isVehicle: boolean) => `${count} ${isVehicle ? "day" : "night"}${count === 1 ? "" : "s"}`;

export const bookingRules: BookingRulesTexts = {
  form: {
    legend: "Booking rules",
    intro: "Choose how travellers book, how long stays last and your discounts.",
    bookingMode: "Booking mode",
    modes: {
      instant: { label: "Instant booking", rule: "The traveller books and pays straight away." },
      request: {
        label: "On request",
        rule: "You accept or decline each request within 24 hours; the traveller then pays within 12 hours.",
      },
    },
    minStay: (isVehicle: boolean) => (isVehicle ? "Minimum length (days)" : "Minimum length (nights)"),
    maxStay: (isVehicle: boolean) =>
      isVehicle ? "Maximum length (days, optional)" : "Maximum length (nights, optional)",
    advanceNoticeDays: "Notice (days before arrival)",
    advanceNoticeHint: "0: bookable from today.",
    weeklyDiscountPercent: "Weekly discount, 7 nights or days and more (%)",
    monthlyDiscountPercent: "Monthly discount, 28 nights or days and more (%)",
  },
  validation: {
    bookingMode: "Please choose a booking mode",
    minStay: (max: number) => `The minimum length must be a whole number between 1 and ${max}`,
    maxStay: (max: number) => `The maximum length must be a whole number between 1 and ${max}, or stay empty`,
    maxStayBelowMin: "The maximum length cannot be less than the minimum length",
    advanceNotice: (max: number) => `The notice must be a whole number of days between 0 and ${max}`,
    discount: (max: number) => `The discount must be a whole percentage between 0 and ${max}`,
    monthlyBelowWeekly: "The monthly discount cannot be less than the weekly discount",
  },
  panel: {
    requestNotice:
      "This listing is booked on request: the host answers within 24 hours, then you have 12 hours to pay.",
    submitRequest: "Send the booking request",
    minStay: (count: number, isVehicle: boolean) => `Minimum length: ${unit(count, isVehicle)}`,
    maxStay: (count: number, isVehicle: boolean) => `Maximum length: ${unit(count, isVehicle)}`,
    advanceNotice: (days: number) => `Bookable at least ${days} day${days === 1 ? "" : "s"} ahead`,
    weeklyDiscount: (percent: number) => `−${percent}% from 7 nights or days`,
    monthlyDiscount: (percent: number) => `−${percent}% from 28 nights or days`,
    discountLine: (period: "weekly" | "monthly", percent: number) =>
      `${period === "monthly" ? "Monthly discount" : "Weekly discount"} (−${percent}%)`,
    requestSent: {
      title: "Request sent",
      description: "The host has 24 hours to answer. You will get an e-mail as soon as they do.",
    },
  },
  host: {
    requestBadge: "Request to answer",
    deadline: (when: string) => `Answer before ${when}`,
    accept: "Accept the request",
    decline: "Decline the request",
    accepted: "Request accepted: the traveller has 12 hours to pay.",
    declined: "Request declined: the dates are free again.",
    acceptedToast: { title: "Request accepted", description: "The traveller has 12 hours to pay." },
    declinedToast: { title: "Request declined", description: "The dates are free again." },
    notFound: "Request not found.",
    notOpen: "This request is no longer waiting for an answer: it has already been answered, withdrawn or has expired.",
    unknownAnswer: "Unknown answer: choose to accept or decline the request.",
  },
  traveler: {
    requested: "Request sent to the host",
    requestedDeadline: (when: string) => `The host answers by ${when} at the latest.`,
    acceptedDeadline: (when: string) => `Request accepted: pay before ${when}.`,
    declined: "Request declined by the host",
    requestExpired: "Request expired: the host did not answer in time",
    withdraw: "Withdraw the request",
  },
  emails: {
    requestHostSubject: (reference: string) => `New booking request ${reference}`,
    requestHostBody: (title: string, dates: string) =>
      `A traveller asks to book “${title}” from ${dates}. Accept or decline the request within 24 hours from your reservations; without an answer it expires and the dates are freed.`,
    requestTravelerSubject: (reference: string) => `Booking request ${reference} sent`,
    requestTravelerBody: (title: string, dates: string) =>
      `Your request for “${title}” from ${dates} has been sent. The host has 24 hours to answer; the dates are held for you in the meantime.`,
    acceptedSubject: (reference: string) => `Request ${reference} accepted: pay within 12 hours`,
    acceptedBody: (title: string, dates: string) =>
      `The host has accepted your request for “${title}” from ${dates}. Pay from your bookings within 12 hours; after that, the dates are freed.`,
    declinedSubject: (reference: string) => `Request ${reference} declined`,
    declinedBody: (title: string, dates: string) =>
      `The host could not accept your request for “${title}” from ${dates}. Nothing has been charged to you; other listings are waiting for you.`,
    expiredSubject: (reference: string) => `Request ${reference} expired`,
    expiredTravelerBody: (title: string, dates: string) =>
      `The host did not answer your request for “${title}” from ${dates} within 24 hours. Nothing has been charged to you; the dates are freed.`,
    expiredHostBody: (title: string, dates: string) =>
      `You did not answer the request for “${title}” from ${dates} within 24 hours: it has expired and the dates are free again.`,
    lapsedSubject: (reference: string) => `Booking ${reference} not paid in time`,
    lapsedTravelerBody: (title: string, dates: string) =>
      `Payment for your accepted booking of “${title}” from ${dates} was not received within 12 hours: the dates are freed.`,
    withdrawnSubject: (reference: string) => `Request ${reference} withdrawn by the traveller`,
    withdrawnHostBody: (title: string, dates: string) =>
      `The traveller has withdrawn their request for “${title}” from ${dates}: the dates are free again.`,
    lapsedHostBody: (title: string, dates: string) =>
      `The traveller did not pay within 12 hours for the request you had accepted for “${title}” from ${dates}: the dates are free again.`,
  },
};
