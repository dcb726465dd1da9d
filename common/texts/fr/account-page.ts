// /account (name, phone, password, sign-out everywhere, data download, deletion; issue 15,
// docs/decisions/022-account-deletion.md).
export const accountPage = {
  metaTitle: "Mon compte",
  title: "Mon compte",
  intro: "Vos informations, votre mot de passe, vos données et la suppression de votre compte.",
  profile: {
    title: "Vos informations",
    email: "Adresse e-mail",
    fullName: "Nom complet",
    phone: "Téléphone",
    phoneHint: "Numéro béninois à 10 chiffres commençant par 01, par exemple 01 97 00 00 00.",
    save: "Enregistrer",
    saved: "Vos informations sont enregistrées.",
  },
  password: {
    title: "Mot de passe",
    current: "Mot de passe actuel",
    next: "Nouveau mot de passe",
    confirm: "Confirmer le nouveau mot de passe",
    save: "Changer le mot de passe",
    changed: "Votre mot de passe est changé. Vos autres appareils sont déconnectés.",
  },
  sessions: {
    title: "Appareils connectés",
    intro: "Se déconnecter partout ferme toutes vos sessions, y compris celle-ci.",
    signOutEverywhere: "Se déconnecter de tous les appareils, y compris celui-ci",
  },
  data: {
    title: "Vos données",
    intro:
      "Téléchargez un fichier JSON de tout ce que la plateforme conserve sur vous : compte, sessions, réservations, paiements, annonces, avis, notifications, compte de versement, messages.",
    download: "Télécharger mes données",
  },
  deletion: {
    title: "Supprimer mon compte",
    intro:
      "Vos données personnelles sont effacées : nom, e-mail, téléphone, compte de versement, sessions. Vos réservations et paiements sont conservés sans votre nom pendant 7 ans, comme l'indique la politique de confidentialité. Vos annonces sont retirées. Vos réservations à venir sont annulées selon les conditions d'annulation.",
    password: "Mot de passe",
    confirmation: "Tapez SUPPRIMER pour confirmer",
    word: "SUPPRIMER",
    submit: "Supprimer mon compte",
    done: "Votre compte est supprimé.",
  },
  validation: {
    fullName: "Le nom doit contenir au moins 3 caractères.",
    fullNameTooLong: "Le nom ne peut pas dépasser 100 caractères.",
    forbiddenCharacters: "Ce champ contient des caractères non autorisés.",
    phone: "Entrez un numéro béninois à 10 chiffres commençant par 01.",
    password: "Le mot de passe doit contenir au moins 8 caractères.",
    passwordTooLong: "Le mot de passe ne peut pas dépasser 128 caractères.",
    confirmPassword: "Les mots de passe ne correspondent pas.",
  },
  errors: {
    wrongPassword: "Mot de passe incorrect.",
    tooManyAttempts: "Trop de tentatives. Réessayez dans quelques minutes.",
    wrongConfirmation: "Tapez SUPPRIMER en majuscules pour confirmer la suppression.",
    lastAdmin: "Vous êtes le dernier administrateur : nommez-en un autre avant de supprimer votre compte.",
    payoutInFlight:
      "Un versement vers votre compte est en cours. Vous pourrez supprimer votre compte une fois qu'il sera arrivé.",
    invalidRequest: "Requête invalide.",
  },
};
