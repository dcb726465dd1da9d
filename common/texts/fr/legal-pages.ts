export const legalPages = {
  lastUpdated: "Dernière mise à jour : 22 juin 2025",
};
