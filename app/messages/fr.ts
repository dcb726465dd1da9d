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

export const media = {
  fileTooLarge: {
    title: "Fichier trop volumineux",
    description: (file: string) => `${file} dépasse la limite de 5MB`,
  },
  imageTooLarge: {
    title: "Fichier trop volumineux",
    description: (file: string) => `${file} dépasse la taille maximale de 40 mégapixels`,
  },
  unsupportedFormat: {
    title: "Format de fichier non supporté",
    description: "Seuls les formats JPG, PNG, WEBP et GIF sont acceptés",
  },
  unreadableImage: {
    title: "Échec du téléchargement",
    description: (file: string) => `${file} est endommagé ou illisible.`,
  },
  uploadFailed: {
    title: "Échec du téléchargement",
    description: (file: string) => `${file} n'a pas pu être enregistré. Veuillez réessayer.`,
  },
  defaultFileName: "Le fichier",
};

export const homePage = {
  metaTitle: "Bénin Voyages — Hébergements et locations de véhicules au Bénin",
  metaDescription:
    "Réservez appartements, villas, maisons, chambres et véhicules de location partout au Bénin. Prix en FCFA, paiement par mobile money MTN et Moov.",
  heroTitle: "Découvrez le Bénin à votre façon",
  heroSubtitle: "Hébergements et véhicules de location vérifiés, payés simplement par mobile money.",
  slides: {
    heritage: "Le patrimoine du Bénin",
    vehicles: "Des véhicules premium",
    hotels: "Des hôtels de qualité",
    residences: "Des résidences confortables",
    beaches: "Les plages du Bénin",
  },
  carouselLabel: "Diaporama d'accueil",
  showSlide: (index: number, total: number, name: string) => `Diapositive ${index} sur ${total} : ${name}`,
  pauseCarousel: "Mettre en pause le diaporama",
  playCarousel: "Reprendre le diaporama",
  categoriesTitle: "Catégories populaires",
  categories: {
    appartement: "Appartements",
    villa: "Villas",
    maison: "Maisons",
    chambre: "Chambres",
    véhicules: "Véhicules",
    plage: "Plage",
  },
  available: (count: number) => `${count} ${count === 1 ? "disponible" : "disponibles"}`,
  comingSoon: "Bientôt disponible",
  listingsTitle: "Découvrez nos hébergements et véhicules",
  tabAccommodations: "Hébergements",
  tabVehicles: "Véhicules",
  emptyAccommodations: "Aucun hébergement n'est disponible pour le moment.",
  emptyVehicles: "Aucun véhicule n'est disponible pour le moment.",
  emptyHint: "Nous travaillons activement pour enrichir notre catalogue. Revenez bientôt !",
  seeMoreAccommodations: "Voir plus d'hébergements",
  seeMoreVehicles: "Voir plus de véhicules",
};

export const propertyPage = {
  authRequiredTitle: "Authentification requise",
  authRequiredText: "Veuillez vous connecter pour accéder à cette page.",
  authRequiredAction: "Se connecter",
  notFound: "Logement non trouvé",
  notFoundText: "Cette annonce n'existe pas ou n'est plus disponible.",
  errorTitle: "Une erreur s'est produite",
  errorText: "Veuillez réessayer dans un instant.",
  metaDescriptionFallback: (title: string, city: string) =>
    `${title} à ${city}, à réserver sur Bénin Voyages et à payer par mobile money.`,
  metaTitle: (title: string, city: string) => `${title} à ${city}`,
  description: "Description",
  noDescription: "L'hôte n'a pas encore ajouté de description.",
  amenities: "Équipements",
  noAmenities: "Aucun équipement renseigné.",
  houseRules: "Règles de la maison",
  standardHouseRules: [
    "Arrivée à partir de 14:00",
    "Départ avant 11:00",
    "Les instructions d'accès sont envoyées 48 h avant l'arrivée.",
  ],
  rentalConditions: "Conditions de location",
  vehicleFields: {
    make: "Marque",
    model: "Modèle",
    year: "Année",
    vehicleType: "Type",
    transmission: "Transmission",
    fuelType: "Carburant",
    seats: "Places",
  },
  standardVehicleRules: [
    "Kilométrage limité à 200 km par jour",
    "Permis de conduire requis",
    "Caution requise",
  ],
  cancellationTitle: "Conditions d'annulation",
  cancellation: {
    flexible: { name: "Flexible", text: "Annulation gratuite jusqu'à 24 h avant l'arrivée." },
    moderate: { name: "Modérée", text: "Annulation gratuite jusqu'à 5 jours avant l'arrivée." },
    strict: { name: "Stricte", text: "Annulation gratuite jusqu'à 14 jours avant l'arrivée." },
  },
  vehicleCancellation: {
    flexible: { name: "Flexible", text: "Annulation gratuite jusqu'à 24 h avant le début de la location." },
    moderate: { name: "Modérée", text: "Annulation gratuite jusqu'à 5 jours avant le début de la location." },
    strict: { name: "Stricte", text: "Annulation gratuite jusqu'à 14 jours avant le début de la location." },
  },
  cancellationAfterDeadline: "Passé ce délai, le montant payé n'est pas remboursé.",
  hostTitle: "Votre hôte",
  hostedBy: (name: string) => `Proposé par ${name}`,
  guests: (count: number) => `Jusqu'à ${count} ${count === 1 ? "voyageur" : "voyageurs"}`,
  seats: (count: number) => `${count} ${count === 1 ? "place" : "places"}`,
  bookingOpensAfterSignIn:
    "La réservation s'ouvre après connexion : choisissez vos dates, puis payez en toute sécurité par mobile money (MTN ou Moov).",
  signInToBook: "Se connecter pour réserver",
  book: "Réserver",
  galleryLabel: "Photos de l'annonce",
  previousImage: "Image précédente",
  nextImage: "Image suivante",
  imageCounter: (index: number, total: number) => `${index} / ${total}`,
  photoAlt: (title: string, index: number) => `${title} – photo ${index}`,
};

export const notFoundPage = {
  title: "Page introuvable",
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  metaDescription: "Cette page n'existe pas sur Bénin Voyages. Retrouvez nos hébergements et véhicules depuis l'accueil.",
};

// ---------------------------------------------------------------- static pages, contact, toasts
/** Support facts repeated on several pages (decisions.md: one set of hours everywhere). */
export const supportInfo = {
  phone: "+229 01 21 00 00 00",
  phoneHref: "tel:+2290121000000",
  whatsappHref: "https://wa.me/2290121000000",
  hours: [
    { days: "Lundi - Vendredi", time: "8h - 18h" },
    { days: "Samedi", time: "9h - 15h" },
    { days: "Dimanche", time: "Fermé" },
  ],
  hoursSentence: "du lundi au vendredi de 8h à 18h et le samedi de 9h à 15h (fermé le dimanche)",
  emailDelay: "Réponse par e-mail sous 24 h",
  address: "Cotonou, Bénin",
};

export const contactPage = {
  title: "Contactez-nous",
  intro: "Une question sur une réservation, un paiement ou votre annonce ? Écrivez-nous, notre équipe vous répond.",
  formTitle: "Envoyez-nous un message",
  name: "Nom complet",
  email: "Email",
  subject: "Sujet",
  message: "Message",
  namePlaceholder: "Votre nom",
  emailPlaceholder: "vous@exemple.com",
  subjectPlaceholder: "Objet de votre message",
  messagePlaceholder: "Comment pouvons-nous vous aider ?",
  submit: "Envoyer le message",
  sending: "Envoi en cours...",
  /** Same limits as contact_messages' CHECK constraints (characters); the texts below quote them. */
  maxLength: { name: 200, email: 320, subject: 300, message: 5000 },
  hoursTitle: "Horaires d'ouverture",
  coordinatesTitle: "Nos coordonnées",
  phoneLabel: "Téléphone",
  emailLabel: "Email",
  addressLabel: "Adresse",
  errors: {
    required: "Ce champ est requis",
    email: "Veuillez entrer une adresse email valide",
    invalid: "Valeur invalide",
    nameTooLong: "Le nom ne doit pas dépasser 200 caractères",
    subjectTooLong: "Le sujet ne doit pas dépasser 300 caractères",
    messageTooLong: "Le message ne doit pas dépasser 5000 caractères",
    emailTooLong: "L'adresse email est trop longue",
    unexpected: "Une erreur inattendue s'est produite. Votre message n'a pas été envoyé, veuillez réessayer.",
    summary: "Veuillez corriger les champs indiqués.",
  },
};

export const toastMessages = {
  close: "Fermer",
  region: "Notifications",
  /**
   * Toasts a server redirect may ask for with `?toast=<key>` (see app/components/ui/toast.tsx).
   * Only these keys are shown: a crafted link cannot put arbitrary text on the site.
   */
  catalog: {
    contactSent: {
      title: "Message envoyé",
      description: "Nous avons bien reçu votre message et vous répondrons dans les 24 heures.",
    },
    authRequired: {
      title: "Authentification requise",
      description: "Veuillez vous connecter pour accéder à cette page.",
    },
    signedIn: { title: "Connexion réussie", description: "Vous êtes maintenant connecté" },
    signedOut: { title: "Déconnexion réussie", description: "Vous êtes maintenant déconnecté" },
    signedUp: { title: "Inscription réussie", description: "Veuillez vous connecter pour accéder à votre compte" },
    adminLoginRequired: {
      title: "Vous devez être connecté pour accéder à cette page.",
      variant: "destructive",
    },
    adminOnly: {
      title: "Accès refusé",
      description: "Vous devez être administrateur pour accéder à cette page.",
      variant: "destructive",
    },
    hostLoginRequired: {
      title: "Connexion requise",
      description: "Veuillez vous connecter pour devenir hébergeur",
      variant: "destructive",
    },
    listingNotFound: { title: "Annonce non trouvée", variant: "destructive" },
    listingUpdated: { title: "Annonce mise à jour" },
    propertyAdded: { title: "Propriété ajoutée" },
    vehicleAdded: { title: "Véhicule ajouté" },
    becameHost: { title: "Félicitations !" },
    bookingInfoMissing: { title: "Informations de réservation manquantes", variant: "destructive" },
    paymentCancelled: { title: "Paiement annulé" },
  },
} as const;

export const auth = {
  title: "Bienvenue sur Bénin Voyages",
  subtitle: "Connectez-vous ou créez un compte pour réserver et publier vos annonces.",
  tabs: { login: "Connexion", signup: "Inscription" },
  fields: {
    email: "Email",
    emailPlaceholder: "vous@exemple.com",
    password: "Mot de passe",
    username: "Nom d'utilisateur",
    usernamePlaceholder: "Votre nom",
    confirmPassword: "Confirmer le mot de passe",
    newPassword: "Nouveau mot de passe",
  },
  actions: {
    login: "Se connecter",
    loggingIn: "Connexion...",
    signup: "S'inscrire",
    signingUp: "Inscription...",
    forgotPassword: "Mot de passe oublié ?",
    sendResetLink: "Envoyer le lien",
    resetPassword: "Changer le mot de passe",
    backToLogin: "Retour à la connexion",
  },
  signupFooter: {
    before: "En vous inscrivant, vous acceptez nos ",
    terms: "conditions d'utilisation",
    and: " et notre ",
    privacy: "politique de confidentialité",
    after: ".",
  },
  validation: {
    email: "Veuillez entrer une adresse email valide",
    password: "Le mot de passe doit contenir au moins 6 caractères",
    passwordTooLong: "Le mot de passe ne doit pas dépasser 128 caractères",
    username: "Le nom d'utilisateur doit contenir au moins 3 caractères",
    usernameTooLong: "Le nom d'utilisateur ne doit pas dépasser 100 caractères",
    confirmPassword: "Les mots de passe ne correspondent pas",
  },
  errors: {
    signInTitle: "Erreur de connexion",
    signInFallback: "Échec de la connexion. Veuillez réessayer.",
    signUpTitle: "Erreur d'inscription",
    signUpFallback: "Échec de l'inscription. Veuillez réessayer.",
    unexpected: "Une erreur inattendue s'est produite",
    invalidCredentials: "Email ou mot de passe incorrect",
    emailTaken: "Un compte existe déjà avec cette adresse email. Connectez-vous ou utilisez une autre adresse.",
    tooManyAttempts: "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.",
    tooManyRequests: "Trop de demandes. Veuillez réessayer dans quelques minutes.",
    invalidResetLink: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    sessionRequired: "Veuillez vous connecter pour effectuer cette action.",
    forbidden: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  },
  reset: {
    requestTitle: "Mot de passe oublié",
    requestIntro: "Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    requestSent:
      "Si un compte existe pour cette adresse, un email contenant un lien de réinitialisation vient d'être envoyé. Le lien est valable une heure.",
    chooseTitle: "Choisir un nouveau mot de passe",
    done: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.",
    emailSubject: "Réinitialisation de votre mot de passe Bénin Voyages",
    emailHeading: "Réinitialisation du mot de passe",
    emailGreeting: (name: string) => `Bonjour ${name},`,
    emailIntro:
      "Vous avez demandé à changer le mot de passe de votre compte Bénin Voyages. Ouvrez ce lien pour en choisir un nouveau (valable une heure, utilisable une seule fois) :",
    emailIgnore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
  },
  menu: {
    label: "Menu du compte",
    hostDashboard: "Tableau de bord",
    myListings: "Mes annonces",
    addProperty: "Ajouter un hébergement",
    addVehicle: "Ajouter un véhicule",
    admin: "Administration",
    becomeHost: "Devenir hôte",
    signOutEverywhere: "Se déconnecter de tous les appareils",
    signOut: "Se déconnecter",
  },
  becomeHost: {
    title: "Devenir hôte",
    intro:
      "Publiez vos hébergements et vos véhicules sur Bénin Voyages et recevez des réservations de voyageurs du monde entier.",
    benefits: [
      "Publication gratuite : une commission de 5 % seulement sur les réservations payées",
      "Paiement sécurisé par mobile money (MTN, Moov)",
      "Validation de vos annonces sous 24 à 48 heures",
    ],
    acceptBefore: "J'accepte les ",
    terms: "conditions générales d'utilisation",
    acceptAnd: " et la ",
    privacy: "politique de confidentialité",
    submit: "Devenir hôte",
    submitting: "Enregistrement...",
    alreadyHost: "Vous êtes déjà hôte.",
    goToDashboard: "Aller au tableau de bord",
    termsRequiredTitle: "Conditions requises",
    termsRequired: "Veuillez accepter les conditions générales d'utilisation",
    successTitle: "Félicitations !",
    successDescription: "Vous êtes maintenant hôte. Publiez votre première annonce depuis votre tableau de bord.",
    failure: "Impossible de vous enregistrer comme hôte. Veuillez réessayer.",
  },
  crossSite: "Requête refusée : elle ne provient pas de Bénin Voyages.",
};

export const searchUi = {
  destination: "Destination",
  destinationPlaceholder: "Où allez-vous ? (ville, quartier…)",
  arrival: "Date d'arrivée",
  departure: "Date de départ",
  chooseDate: "Choisir une date",
  guests: "Nombre de personnes",
  people: (count: number) => `${count} ${count > 1 ? "personnes" : "personne"}`,
  fewerGuests: "Une personne de moins",
  moreGuests: "Une personne de plus",
  submit: "Rechercher",
  calendar: {
    previousMonth: "Mois précédent",
    nextMonth: "Mois suivant",
    close: "Fermer le calendrier",
    clear: "Effacer la date",
    unavailable: "indisponible",
  },
};

export const listingPages = {
  search: {
    metaTitle: "Rechercher un hébergement ou un véhicule — Bénin Voyages",
    metaTitleFor: (destination: string) => `${destination} : hébergements et véhicules — Bénin Voyages`,
    metaDescription:
      "Trouvez un appartement, une villa, une maison, une chambre ou un véhicule de location au Bénin, filtrés par prix, ville et équipements.",
    title: "Résultats de recherche",
    titleFor: (destination: string) => `Résultats pour « ${destination} »`,
    count: (total: number) =>
      total === 0 ? "Aucun résultat" : `${total.toLocaleString("fr-FR")} ${total > 1 ? "résultats" : "résultat"}`,
    empty: "Aucun résultat ne correspond à vos critères",
    emptyHint: "Essayez d'autres dates, une autre destination ou moins de filtres.",
    resetFilters: "Réinitialiser les filtres",
    errorTitle: "Erreur de recherche",
    errorMessage: "Une erreur s'est produite lors de la recherche. Veuillez réessayer.",
    sortLabel: "Trier par",
    sortNewest: "Plus récents",
    sortPriceAsc: "Prix croissant",
    sortPriceDesc: "Prix décroissant",
  },
  filters: {
    title: "Filtres",
    show: "Afficher les filtres",
    type: "Type",
    types: {
      appartement: "Appartement",
      villa: "Villa",
      maison: "Maison",
      chambre: "Chambre",
      vehicule: "Véhicule",
    },
    price: "Prix",
    minPrice: "Prix minimum",
    maxPrice: "Prix maximum",
    noMaximum: "Sans limite",
    city: "Ville",
    cityPlaceholder: "Ex. Cotonou",
    amenities: "Équipements",
    amenityLabels: {
      wifi: "WiFi",
      piscine: "Piscine",
      climatisation: "Climatisation",
      parking: "Parking",
      "vue sur mer": "Vue sur mer",
      cuisine: "Cuisine",
    },
    apply: "Appliquer les filtres",
  },
  accommodations: {
    metaTitle: "Hébergements au Bénin — Bénin Voyages",
    metaDescription:
      "Appartements, villas, maisons et chambres d'hôtes vérifiés partout au Bénin, réservables en ligne et payables par mobile money.",
    title: "Hébergements",
    intro: "Tous nos hébergements vérifiés, du plus récent au plus ancien.",
    empty: "Aucun hébergement n'est disponible pour le moment.",
  },
  vehicles: {
    metaTitle: "Location de véhicules au Bénin — Bénin Voyages",
    metaDescription:
      "Berlines, SUV, 4x4, motos et scooters à louer au Bénin, avec ou sans chauffeur, payables par mobile money.",
    title: "Véhicules",
    intro: "Tous nos véhicules de location vérifiés, du plus récent au plus ancien.",
    empty: "Aucun véhicule n'est disponible pour le moment.",
  },
  emptyHint: "Nous travaillons activement pour enrichir notre catalogue. Revenez bientôt !",
  category: {
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
      plage:
        "Des séjours au bord de l'océan, de Cotonou à Grand-Popo en passant par Ouidah : sable fin et vue sur mer.",
      hebergements: "Tous nos hébergements vérifiés : appartements, villas, maisons et chambres partout au Bénin.",
      generic: "Découvrez les annonces vérifiées de cette catégorie partout au Bénin.",
    },
    empty: "Cette catégorie est en cours de développement.",
    emptyHint: "De nouvelles annonces arrivent bientôt. En attendant, découvrez le reste de notre catalogue.",
    backHome: "Retour à l'accueil",
    error: (message: string) => `Une erreur s'est produite: ${message}`,
    loadFailed: "Impossible de charger les annonces de cette catégorie.",
    retry: "Réessayer",
  },
  pagination: {
    label: "Pagination",
    previous: "Précédent",
    next: "Suivant",
    page: (page: number) => `Page ${page}`,
    pageOf: (page: number, total: number) => `Page ${page} sur ${total}`,
  },
  breadcrumb: "Fil d'Ariane",
};

export const legalPages = {
  lastUpdated: "Dernière mise à jour : 22 juin 2025",
};
