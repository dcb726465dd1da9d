// The e-mails' own texts (those not shared with a page): the contact message support
// receives, the host's notice of an administrator's decision, the administrators' notice
// of a payment to give back, and the layout.
import { brand } from "./brand";

export const emails = {
  layout: { lang: "fr", footer: `${brand.name} – la plateforme de voyage au Bénin.` },
  contact: {
    subject: (subject: string) => `Nouveau message de contact : ${subject}`,
    heading: "Nouveau message de contact",
    intro: `Un visiteur a écrit via le formulaire de contact de ${brand.name}.`,
    name: "Nom",
    email: "Email",
    subjectLabel: "Sujet",
    received: "Reçu le",
    receivedAt: (when: string) => `${when} (heure du Bénin)`,
    message: "Message :",
    footer: (email: string, id: string) =>
      `Pour répondre, écrivez directement à ${email}. Référence du message : ${id}.`,
  },
  hostNotification: {
    approvedSubject: (title: string) => `Annonce approuvée : ${title}`,
    approvedHeading: "Votre annonce a été approuvée",
    approvedIntro: (title: string) =>
      `Bonne nouvelle : votre annonce « ${title} » a été validée par notre équipe. Elle est maintenant visible par les voyageurs et peut être réservée.`,
    manage: (url: string) => `Gérez vos annonces : ${url}`,
    listingsLabel: "Vos annonces",
    rejectedSubject: (title: string) => `Annonce rejetée : ${title}`,
    rejectedHeading: "Votre annonce n'a pas été validée",
    rejectedIntro: (title: string) =>
      `Votre annonce « ${title} » n'a pas été validée par notre équipe, pour la raison suivante :`,
    rejectedAfter: (url: string) => `Vous pouvez la modifier depuis ${url} : elle sera de nouveau examinée.`,
  },
  surplusPayment: {
    subject: (reference: string) => `Paiement en trop à rembourser : réservation ${reference}`,
    heading: "Un paiement est à rembourser",
    intro: (reference: string, amount: string) =>
      `La réservation ${reference} a reçu un paiement de ${amount} qu'elle ne garde pas. Il doit être rendu au numéro qui a payé.`,
    reference: "Réservation",
    amount: "Montant",
    reason: "Raison",
    method: "Moyen de paiement",
    phone: "Numéro qui a payé",
    transaction: "Transaction FedaPay",
    reasons: {
      already_paid: "la réservation était déjà payée par une autre transaction",
      booking_cancelled: "la réservation était déjà payée puis annulée",
      superseded: "ce paiement avait été remplacé par un nouveau paiement du voyageur",
      not_confirmable: "la réservation ne pouvait plus être payée",
    },
    methods: { mtn: "MTN Mobile Money", moov: "Moov Money", unknown: "inconnu" },
    dashboard: (url: string) => `Voir les remboursements à effectuer : ${url}`,
  },
};
