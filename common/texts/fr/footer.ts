export const footer = {
  blurb:
    "La plateforme béninoise pour réserver hébergements et véhicules de location, de Cotonou à Natitingou, et payer en toute sécurité par mobile money.",
  services: "Services",
  support: "Support",
  about: "À propos",
  links: {
    helpCenter: "Centre d'aide",
    faq: "FAQ",
    howItWorks: "Comment ça marche",
    aboutUs: "Qui sommes-nous",
    terms: "Conditions d'utilisation",
    privacy: "Politique de confidentialité",
  },
  socialNetworks: "Réseaux sociaux",
  copyright: "© 2024 Bénin Voyages. Tous droits réservés.",
};
