// /category/{name}: names, intros and states of the category pages.
export const categoryPage = {
  metaTitle: (name: string) => `${name} au Bénin — Bénin Voyages`,
  metaDescription: (name: string) =>
    `${name} à réserver au Bénin sur Bénin Voyages : annonces vérifiées, prix en FCFA, paiement par mobile money.`,
  home: "Accueil",
  names: {
    appartement: "Appartements",
    villa: "Villas",
    maison: "Maisons",
    chambre: "Chambres",
    vehicules: "Véhicules",
    plage: "Plage",
    hebergements: "Hébergements",
  },
  intros: {
    appartement:
      "Des appartements meublés en ville, idéaux pour un séjour d'affaires ou des vacances à Cotonou, Porto-Novo et ailleurs.",
    villa: "Des villas spacieuses, souvent avec piscine ou jardin, pour voyager en famille ou entre amis.",
    maison: "Des maisons entières pour vivre le Bénin comme chez vous, au calme et en toute indépendance.",
    chambre: "Des chambres et chambres d'hôtes chez l'habitant, pour un séjour simple, économique et chaleureux.",
    vehicules: "Des voitures, 4x4, motos et scooters à louer pour découvrir le pays à votre rythme.",
    plage: "Des séjours au bord de l'océan, de Cotonou à Grand-Popo en passant par Ouidah : sable fin et vue sur mer.",
    hebergements: "Tous nos hébergements vérifiés : appartements, villas, maisons et chambres partout au Bénin.",
    generic: "Découvrez les annonces vérifiées de cette catégorie partout au Bénin.",
  },
  empty: "Cette catégorie est en cours de développement.",
  emptyHint: "De nouvelles annonces arrivent bientôt. En attendant, découvrez le reste de notre catalogue.",
  backHome: "Retour à l'accueil",
  error: (message: string) => `Une erreur s'est produite: ${message}`,
  loadFailed: "Impossible de charger les annonces de cette catégorie.",
  retry: "Réessayer",
};
