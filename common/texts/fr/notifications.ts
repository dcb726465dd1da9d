// The in-app notifications' texts, one entry per template: its title and its message made
// from the template's parameters (server/notifications/notification-templates.server.ts).
export const notifications = {
  // Administrators in charge (issue 16): a listing taken off the site and put back.
  listingUnpublishedForHost: {
    title: "Annonce retirée du site",
    message: (title: string, reason: string) =>
      `Votre annonce « ${title} » a été retirée du site par l'équipe. Motif : ${reason}`,
  },
  listingRepublishedForHost: {
    title: "Annonce remise en ligne",
    message: (title: string) => `Votre annonce « ${title} » est de nouveau visible sur le site.`,
  },
  listingApprovedForHost: {
    title: "Annonce approuvée",
    message: (title: string) =>
      `Votre annonce « ${title} » a été approuvée : elle est maintenant visible par les voyageurs.`,
  },
  listingRejectedForHost: {
    title: "Annonce rejetée",
    message: (title: string, reason: string) => `Votre annonce « ${title} » a été rejetée. Raison : ${reason}`,
  },
  listingApprovedByAdmin: {
    title: "Annonce approuvée",
    message: (title: string) => `Vous avez approuvé « ${title} ».`,
  },
  listingRejectedByAdmin: {
    title: "Annonce rejetée",
    message: (title: string) => `Vous avez rejeté « ${title} ».`,
  },
  listingSubmitted: {
    title: "Nouvelle annonce à valider",
    message: (title: string) => `« ${title} » attend votre validation.`,
  },
  listingResubmitted: {
    title: "Nouvelle annonce à valider",
    message: (title: string) => `« ${title} » a été modifiée et attend une nouvelle validation.`,
  },
  contactMessage: {
    title: "Nouveau message de contact",
    message: (name: string, email: string, subject: string) => `${name} (${email}) : ${subject}`,
  },
  bookingConfirmed: {
    title: "Réservation confirmée",
    message: (title: string) => `Votre paiement pour « ${title} » a été reçu.`,
  },
  bookingReceived: {
    title: "Nouvelle réservation",
    message: (title: string, dates: string) => `« ${title} » est réservé du ${dates}.`,
  },
  bookingRequested: {
    title: "Nouvelle demande de réservation",
    message: (title: string, dates: string) => `Demande pour « ${title} » du ${dates} : répondez sous 24 heures.`,
  },
  requestAccepted: {
    title: "Demande acceptée",
    message: (title: string) => `L'hôte a accepté votre demande pour « ${title} » : payez sous 12 heures.`,
  },
  requestDeclined: {
    title: "Demande refusée",
    message: (title: string) => `L'hôte a refusé votre demande pour « ${title} ».`,
  },
  requestExpired: {
    title: "Demande expirée",
    message: (title: string) => `La demande pour « ${title} » a expiré sans réponse de l'hôte.`,
  },
  requestWithdrawn: {
    title: "Demande retirée",
    message: (title: string) => `Le voyageur a retiré sa demande pour « ${title} ».`,
  },
  acceptedRequestLapsed: {
    title: "Paiement non reçu à temps",
    message: (title: string) => `La demande acceptée pour « ${title} » n'a pas été payée dans les 12 heures.`,
  },
  bookingCancelled: {
    title: "Réservation annulée",
    message: (title: string, reference: string) => `La réservation ${reference} de « ${title} » a été annulée.`,
  },
  bookingPaid: {
    title: "Réservation payée",
    message: (reference: string, title: string, amount: string) =>
      `Réservation ${reference} de « ${title} » payée : ${amount}.`,
  },
  refundOwed: {
    title: "Remboursement à effectuer",
    message: (reference: string, amount: string) => `Réservation ${reference} : ${amount} à rembourser au voyageur.`,
  },
  surplusPaymentOwed: {
    title: "Paiement en trop à rembourser",
    message: (reference: string, amount: string) =>
      `Réservation ${reference} : un paiement de ${amount} en trop est à rendre au numéro qui a payé.`,
  },
  payoutFailed: {
    title: "Versement échoué",
    message: (reference: string, amount: string, reason: string) =>
      `Le versement ${reference} de ${amount} a échoué (${reason}). La somme reste due : relancez-le ou marquez-le payé à la main.`,
  },
  payoutsNotActivated: {
    title: "Versements FedaPay non activés",
    message: (reference: string) =>
      `FedaPay refuse les versements de ce compte (${reference} non envoyé) : demandez au support FedaPay d'activer les transferts (payouts), puis relancez les versements échoués.`,
  },
  ledgerProblems: {
    title: "Écarts dans le registre comptable",
    message: (count: string, first: string) => `${count} écart(s) détecté(s) dans le registre, dont : ${first}.`,
  },
  newMessage: {
    title: "Nouveau message",
    message: (name: string, title: string) => `${name} vous a écrit au sujet de « ${title} ».`,
  },
  conversationReported: {
    title: "Conversation signalée",
    message: (title: string) => `Une conversation au sujet de « ${title} » vous a été signalée.`,
  },
};
