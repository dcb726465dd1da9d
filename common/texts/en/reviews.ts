import type { ReviewsTexts } from "#common/texts/reviews";

export const reviews: ReviewsTexts = {
  section: {
    title: "Travellers' reviews",
    summary: (rating: string, count: number) => `${rating} out of 5 · ${count} ${count === 1 ? "review" : "reviews"}`,
    none: "No reviews yet for this listing.",
    stars: (rating: number) => `${rating} star${rating === 1 ? "" : "s"} out of 5`,
    noComment: "Rating without a comment.",
    by: (firstName: string, month: string) => `${firstName}, ${month}`,
    hostAnswer: "The host's answer",
    more: "See more reviews",
    formerTraveler: "Former traveller",
  },
  answer: {
    title: "Answer publicly",
    label: "Your answer (public, only once, cannot be changed)",
    submit: "Publish the answer",
    done: { title: "Your answer is published." },
    yourAnswer: "Your public answer",
    travelerReview: (rating: number) => `Traveller's review: ${rating}/5`,
    errors: {
      empty: "Write your answer before publishing it.",
      tooLong: (max: number) => `The answer must not be longer than ${max} characters.`,
      htmlNotAllowed: "The answer cannot contain HTML tags (< and >).",
      notFound: "Review not found.",
      forbiddenCharacters: "The answer contains invisible or control characters: please remove them.",
      alreadyAnswered: "You have already answered this review: an answer cannot be changed.",
    },
  },
  window: {
    closed: "The time to leave a review has passed: a review can be written up to 14 days after the end of the stay.",
    until: (date: string) => `You can leave a review until ${date}.`,
  },
  reminderEmail: {
    subject: (title: string) => `Your review of “${title}”`,
    heading: "How was your stay?",
    headingVehicle: "How was your rental?",
    intro: (name: string, title: string, deadline: string) =>
      `Hello ${name}, thank you for choosing “${title}”. Your review helps the next travellers: you can write it until ${deadline}.`,
    link: "Leave a review",
  },
  instructions: {
    legend: "Access instructions",
    help: "Private: shown only to travellers whose booking is paid, and sent by e-mail 48 hours before arrival. Changing them does not send the listing back for review.",
    helpVehicle:
      "Private: shown only to travellers whose booking is paid, and sent by e-mail 48 hours before the vehicle is picked up. Changing them does not send the listing back for review.",
    label: "Access instructions (keys, gate code, person to call…)",
    labelVehicle: "Picking up the vehicle (place, time, person to call…)",
    save: "Save the instructions",
    saved: { title: "Access instructions saved." },
    shownTitle: "Access instructions",
    shownTitleVehicle: "Picking up the vehicle",
    none: "The host has not written any instructions yet: they will be sent to you by e-mail 48 hours before arrival.",
    errors: {
      tooLong: (max: number) => `The instructions must not be longer than ${max} characters.`,
      notFound: "Listing not found.",
      forbiddenCharacters: "The instructions contain invisible or control characters: please remove them.",
    },
  },
  share: {
    whatsapp: "Share on WhatsApp",
    whatsappLabel: (title: string) => `Share on WhatsApp “${title}” (new tab)`,
    message: (title: string, url: string) => `${title}: ${url}`,
  },
};
