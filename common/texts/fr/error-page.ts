// What the root error page says (app/root.tsx ErrorBoundary) when a page fails or does not
// exist, and what an endpoint that is not offered answers (app/routes/api.auth.$.ts).
export const errorPage = {
  notFoundTitle: "Page introuvable",
  notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
  errorTitle: "Une erreur s'est produite",
  errorText: "Veuillez réessayer dans un instant.",
  home: "Retour à l'accueil",
  /** The plain-text answer of an endpoint that does not exist. */
  notFoundPlain: "Page introuvable.",
};
