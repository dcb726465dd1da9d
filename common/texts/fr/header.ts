export const header = {
  nav: {
    accommodations: "Hébergements",
    vehicles: "Véhicules",
    activities: "Activités",
    guides: "Guides",
    contact: "Contact",
  },
  mainNavigation: "Navigation principale",
  mobileMenu: "Menu mobile",
  becomeHost: "Devenir hôte",
  signIn: "Se connecter",
  signOut: "Se déconnecter",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  skipToContent: "Aller au contenu",
};
