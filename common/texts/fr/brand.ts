// Every French text the interface shows lives in common/texts/fr/, one file per area, so
// that a page's script carries only the texts it uses. Texts quoted by the specification
// are kept word for word; keep the wording here, not in components.
export const brand = {
  name: "Bénin Voyages",
  tagline: "Hébergements et véhicules de location partout au Bénin, payés par mobile money.",
};
