// Public reviews on the listing page, the host's answers, the review reminder, the
// access instructions and sharing a listing (docs/decisions/023).
export const reviews = {
  section: {
    title: "Avis des voyageurs",
    summary: (rating: string, count: number) => `${rating} sur 5 · ${count} avis`,
    none: "Pas encore d'avis pour cette annonce.",
    stars: (rating: number) => `${rating} étoile${rating > 1 ? "s" : ""} sur 5`,
    noComment: "Note sans commentaire.",
    by: (firstName: string, month: string) => `${firstName}, ${month}`,
    hostAnswer: "Réponse de l'hôte",
    more: "Voir plus d'avis",
    formerTraveler: "Ancien voyageur",
  },
  answer: {
    title: "Répondre publiquement",
    label: "Votre réponse (publique, une seule fois, non modifiable)",
    submit: "Publier la réponse",
    done: { title: "Votre réponse est publiée." },
    yourAnswer: "Votre réponse publique",
    travelerReview: (rating: number) => `Avis du voyageur : ${rating}/5`,
    errors: {
      empty: "Écrivez votre réponse avant de la publier.",
      tooLong: (max: number) => `La réponse ne doit pas dépasser ${max} caractères.`,
      htmlNotAllowed: "La réponse ne peut pas contenir de balises HTML (< et >).",
      notFound: "Avis introuvable.",
      forbiddenCharacters: "La réponse contient des caractères invisibles ou de contrôle : retirez-les.",
      alreadyAnswered: "Vous avez déjà répondu à cet avis : une réponse ne peut pas être modifiée.",
    },
  },
  window: {
    closed:
      "Le délai pour laisser un avis est dépassé : un avis peut être écrit jusqu'à 14 jours après la fin du séjour.",
    until: (date: string) => `Vous pouvez laisser un avis jusqu'au ${date}.`,
  },
  reminderEmail: {
    subject: (title: string) => `Votre avis sur « ${title} »`,
    heading: "Comment s'est passé votre séjour ?",
    headingVehicle: "Comment s'est passée votre location ?",
    intro: (name: string, title: string, deadline: string) =>
      `Bonjour ${name}, merci d'avoir choisi « ${title} ». Votre avis aide les prochains voyageurs : vous pouvez l'écrire jusqu'au ${deadline}.`,
    link: "Laisser un avis",
  },
  instructions: {
    legend: "Instructions d'accès",
    help: "Privées : montrées seulement aux voyageurs dont la réservation est payée, et envoyées par e-mail 48 heures avant l'arrivée. Les modifier ne renvoie pas l'annonce en vérification.",
    helpVehicle:
      "Privées : montrées seulement aux voyageurs dont la réservation est payée, et envoyées par e-mail 48 heures avant la prise en charge du véhicule. Les modifier ne renvoie pas l'annonce en vérification.",
    label: "Instructions d'accès (clés, code du portail, personne à appeler…)",
    labelVehicle: "Récupération du véhicule (lieu, heure, personne à appeler…)",
    save: "Enregistrer les instructions",
    saved: { title: "Instructions d'accès enregistrées." },
    shownTitle: "Instructions d'accès",
    shownTitleVehicle: "Récupération du véhicule",
    none: "L'hôte n'a pas encore écrit d'instructions : elles vous seront envoyées par e-mail 48 heures avant l'arrivée.",
    errors: {
      tooLong: (max: number) => `Les instructions ne doivent pas dépasser ${max} caractères.`,
      notFound: "Annonce non trouvée.",
      forbiddenCharacters: "Les instructions contiennent des caractères invisibles ou de contrôle : retirez-les.",
    },
  },
  share: {
    whatsapp: "Partager sur WhatsApp",
    whatsappLabel: (title: string) => `Partager sur WhatsApp « ${title} » (nouvel onglet)`,
    message: (title: string, url: string) => `${title} : ${url}`,
  },
};
