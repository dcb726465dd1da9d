export const common = {
  required: "Ce champ est requis",
  invalid: "Valeur invalide",
  invalidRequest: "Requête invalide.",
  /** NUL and other control characters, direction overrides (common/text-input.ts). */
  forbiddenCharacters: "Ce texte contient des caractères non autorisés",
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
  /** What follows a label: French puts a space before the colon ('Référence : BV-…'). */
  colon: " :",
};
