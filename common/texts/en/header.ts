import type { HeaderTexts } from "#common/texts/header";

export const header: HeaderTexts = {
  nav: {
    accommodations: "Places to stay",
    vehicles: "Vehicles",
    activities: "Activities",
    guides: "Guides",
    contact: "Contact",
  },
  mainNavigation: "Main navigation",
  mobileMenu: "Mobile menu",
  becomeHost: "Become a host",
  signIn: "Sign in",
  signOut: "Sign out",
  openMenu: "Open the menu",
  closeMenu: "Close the menu",
  skipToContent: "Skip to content",
};
