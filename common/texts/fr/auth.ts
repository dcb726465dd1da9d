import { common } from "./common";

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
    password: "Le mot de passe doit contenir au moins 8 caractères",
    passwordTooLong: "Le mot de passe ne doit pas dépasser 128 caractères",
    passwordCommon: "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.",
    username: "Le nom d'utilisateur doit contenir au moins 3 caractères",
    usernameTooLong: "Le nom d'utilisateur ne doit pas dépasser 100 caractères",
    confirmPassword: "Les mots de passe ne correspondent pas",
    forbiddenCharacters: common.forbiddenCharacters,
  },
  errors: {
    signInTitle: "Erreur de connexion",
    signInFallback: "Échec de la connexion. Veuillez réessayer.",
    signUpTitle: "Erreur d'inscription",
    signUpFallback: "Échec de l'inscription. Veuillez réessayer.",
    unexpected: "Une erreur inattendue s'est produite",
    invalidCredentials: "Email ou mot de passe incorrect",
    // An administrator suspended the account (issue 16): told only once the password was right.
    accountSuspended:
      "Votre compte est suspendu par l'équipe Bénin Voyages : vous ne pouvez pas vous connecter. Le motif vous a été envoyé par e-mail ; écrivez-nous depuis la page Contact pour en savoir plus.",
    emailTaken: "Un compte existe déjà avec cette adresse email. Connectez-vous ou utilisez une autre adresse.",
    tooManyAttempts: "Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.",
    tooManyRequests: "Trop de demandes. Veuillez réessayer dans quelques minutes.",
    invalidResetLink: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    sessionRequired: "Veuillez vous connecter pour effectuer cette action.",
    forbidden: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
    passwordConfirmationRequired:
      "Pour votre sécurité, saisissez de nouveau votre mot de passe avant cette modification.",
    wrongPassword: "Mot de passe incorrect.",
    secondFactorRequired:
      "Les pages d'administration demandent d'abord votre code de double authentification (page « Double authentification »).",
  },
  // The administrators' second factor (/two-factor): enrolment and the sign-in's code step.
  twoFactor: {
    title: "Double authentification",
    signInIntro:
      "Votre compte est protégé par la double authentification. Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
    enrolIntro:
      "Les pages d'administration demandent un second facteur : un code à 6 chiffres donné par une application d'authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, FreeOTP…).",
    passwordStep: "Pour commencer, saisissez de nouveau votre mot de passe.",
    start: "Continuer",
    scanStep:
      "Ouvrez ce lien sur votre téléphone, ou ajoutez un compte dans votre application en saisissant la clé ci-dessous (type « basé sur le temps »).",
    openInApp: "Ajouter à mon application d'authentification",
    secretLabel: "Clé secrète",
    uriLabel: "Adresse à scanner ou à copier",
    codeStep: "Puis saisissez le code à 6 chiffres que l'application affiche.",
    verifyIntro:
      "Cette session a été ouverte avant l'activation de la double authentification : saisissez votre code pour accéder à l'administration.",
    code: "Code à 6 chiffres",
    verify: "Vérifier",
    verifying: "Vérification...",
    restart: "Recommencer la connexion",
    errors: {
      invalidCode: "Code incorrect. Vérifiez que l'heure de votre téléphone est juste et saisissez le code affiché.",
      codeExpired: "Cette étape de connexion a expiré ou a reçu trop de codes erronés. Connectez-vous de nouveau.",
      tooManyCodes: "Trop de codes erronés. Veuillez réessayer dans 15 minutes.",
    },
  },
  reset: {
    requestTitle: "Mot de passe oublié",
    requestIntro:
      "Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    requestSent:
      "Si un compte existe pour cette adresse, un email contenant un lien de réinitialisation vient d'être envoyé. Le lien est valable une heure.",
    chooseTitle: "Choisir un nouveau mot de passe",
    done: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.",
    emailSubject: "Réinitialisation de votre mot de passe Bénin Voyages",
    emailHeading: "Réinitialisation du mot de passe",
    emailGreeting: (name: string) => `Bonjour ${name},`,
    emailIntro:
      "Vous avez demandé à changer le mot de passe de votre compte Bénin Voyages. Ouvrez ce lien pour en choisir un nouveau (valable une heure, utilisable une seule fois) :",
    emailIgnore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
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
    // The spec's generic error for a failed role change.
    failureTitle: "Erreur",
    failure: "Une erreur est survenue... Veuillez réessayer",
  },
  crossSite: "Requête refusée : elle ne provient pas de Bénin Voyages.",
  // Confirming the account's e-mail address (the link mailed at sign-up).
  verifyEmail: {
    title: "Confirmation de votre adresse email",
    emailSubject: "Confirmez votre adresse email Bénin Voyages",
    emailHeading: "Confirmez votre adresse email",
    emailGreeting: (name: string) => `Bonjour ${name},`,
    emailIntro:
      "Bienvenue sur Bénin Voyages ! Ouvrez ce lien pour confirmer que cette adresse est bien la vôtre (valable 24 heures) :",
    emailIgnore: "Si vous n'avez pas créé de compte sur Bénin Voyages, ignorez cet email.",
    verified: "Votre adresse email est confirmée. Vous pouvez maintenant réserver et devenir hôte.",
    invalidLink: "Ce lien de confirmation est invalide ou a expiré. Demandez-en un nouveau.",
    pending:
      "Votre adresse email n'est pas encore confirmée. Ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau.",
    alreadyVerified: "Votre adresse email est déjà confirmée.",
    signInFirst: "Connectez-vous pour demander un nouveau lien de confirmation.",
    resend: "Renvoyer le lien de confirmation",
    resent: "Un nouveau lien de confirmation vient de vous être envoyé. Il est valable 24 heures.",
    requiredTitle: "Adresse email à confirmer",
    requiredToBook: "Confirmez d'abord votre adresse email (lien envoyé à l'inscription) pour pouvoir réserver.",
    requiredToHost: "Confirmez d'abord votre adresse email (lien envoyé à l'inscription) pour devenir hôte.",
    grantRefused: (email: string) =>
      `Refusé : l'adresse ${email} n'est pas confirmée. Le titulaire doit d'abord ouvrir le lien de confirmation reçu par email.`,
  },
};
