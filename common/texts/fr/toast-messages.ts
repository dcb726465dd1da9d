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
    accountDeleted: { title: "Compte supprimé", description: "Vos données personnelles ont été effacées." },
    signedUp: { title: "Inscription réussie", description: "Veuillez vous connecter pour accéder à votre compte" },
    adminLoginRequired: {
      title: "Vous devez être connecté pour accéder à cette page.",
      variant: "destructive",
    },
    twoFactorEnabled: {
      title: "Double authentification activée",
      description: "Votre code vous sera demandé à chaque connexion.",
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
    // hosting.submitted and hosting.errors.loadFailed read these (common/texts/fr/hosting.ts).
    propertyAdded: {
      title: "Propriété ajoutée",
      description: "Votre annonce a été soumise pour validation. Vous serez notifié dès son approbation.",
    },
    vehicleAdded: {
      title: "Véhicule ajouté",
      description: "Votre annonce a été soumise pour validation. Vous serez notifié dès son approbation.",
    },
    listingLoadFailed: { title: "Impossible de récupérer les détails de l'annonce", variant: "destructive" },
    becameHost: { title: "Félicitations !" },
    bookingInfoMissing: { title: "Informations de réservation manquantes", variant: "destructive" },
    paymentCancelled: { title: "Paiement annulé" },
    listingDeleted: { title: "Annonce supprimée" },
  },
} as const;
