// Every French text the interface shows. Texts quoted by the specification are kept word
// for word. Each area owns its section; keep the wording here, not in components.

export const brand = {
  name: "Bénin Voyages",
  tagline: "Hébergements et véhicules de location partout au Bénin, payés par mobile money.",
};

export const common = {
  required: "Ce champ est requis",
  invalid: "Valeur invalide",
  loading: "Chargement...",
  back: "Retour",
  retry: "Réessayer",
  home: "Retour à l'accueil",
  perNight: "/ nuit",
  perDay: "/ jour",
  newListing: "Nouveau",
  popular: "Populaire",
  accommodation: "Hébergement",
  vehicle: "Véhicule",
  reviews: (count: number) => `${count} avis`,
};

export const header = {
  nav: {
    accommodations: "Hébergements",
    vehicles: "Véhicules",
    activities: "Activités",
    guides: "Guides",
    contact: "Contact",
  },
  becomeHost: "Devenir hôte",
  signIn: "Se connecter",
  signOut: "Se déconnecter",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
};

export const footer = {
  blurb:
    "La plateforme béninoise pour réserver hébergements et véhicules de location, de Cotonou à Natitingou, et payer en toute sécurité par mobile money.",
  services: "Services",
  support: "Support",
  about: "À propos",
  copyright: "© 2024 Bénin Voyages. Tous droits réservés.",
};
