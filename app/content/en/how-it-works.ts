// How it works, in English.
import type { HowItWorksContent } from "#app/content/how-it-works";

export const howItWorks: HowItWorksContent = {
  metaTitle: "How it works",
  metaDescription:
    "Search, book, pay with MTN or Moov mobile money and enjoy your stay in Benin: Bénin Voyages in four steps.",
  title: "How it works",
  intro: "Book a place to stay or a vehicle in Benin in four simple steps.",
  steps: [
    {
      title: "Search",
      text: "Give your destination, your dates and the number of people: only the places to stay and vehicles free on those dates are shown.",
    },
    {
      title: "Book",
      text: "Choose a listing, check the price breakdown (10% service fee included) and confirm your booking in a few seconds.",
    },
    {
      title: "Pay safely",
      text: "Pay with MTN or Moov mobile money through FedaPay. Your booking is confirmed as soon as the payment is checked.",
    },
    {
      title: "Enjoy",
      text: "Receive the access instructions 48 hours before you arrive, then share your review after your stay.",
    },
  ],
  reasonsTitle: "Why choose Bénin Voyages?",
  reasons: [
    {
      title: "Verified listings",
      text: "Every place to stay and every vehicle is checked by our team before it is published.",
    },
    {
      title: "Local, safe payment",
      text: "You pay with the mobile money you already use, with no bank card, and you never pay the host by hand.",
    },
    {
      title: "A team in Benin",
      text: "Our support answers you in French, Monday to Saturday, by phone, WhatsApp or e-mail.",
    },
  ],
  startSearch: "Start my search",
  becomeHost: "Become a host",
};
