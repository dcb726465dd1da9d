import type { FooterTexts } from "#common/texts/footer";

export const footer: FooterTexts = {
  blurb:
    "The Beninese platform to book places to stay and rental vehicles, from Cotonou to Natitingou, and pay safely with mobile money.",
  services: "Services",
  support: "Support",
  about: "About",
  links: {
    helpCenter: "Help centre",
    faq: "FAQ",
    howItWorks: "How it works",
    aboutUs: "About us",
    terms: "Terms of use",
    privacy: "Privacy policy",
  },
  socialNetworks: "Social networks",
  copyright: "© 2024 Bénin Voyages. All rights reserved.",
};
