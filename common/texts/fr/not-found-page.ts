export const notFoundPage = {
  title: "Page introuvable",
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  metaDescription:
    "Cette page n'existe pas sur Bénin Voyages. Retrouvez nos hébergements et véhicules depuis l'accueil.",
};

// ---------------------------------------------------------------- static pages, contact, toasts
/** Support facts repeated on several pages (one set of hours everywhere). */
