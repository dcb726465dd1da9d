// The words of the listings' booking rules and of requests to book (issue 16 item 1,
// docs/decisions/026): the listing form's section, its problems, the booking panel's
// notes, the host's and the traveler's screens of a request, and its e-mails.
export const bookingRules = {
  form: {
    legend: "Règles de réservation",
    intro: "Choisissez comment les voyageurs réservent, la durée des séjours et vos réductions.",
    bookingMode: "Mode de réservation",
    modes: {
      instant: { label: "Réservation instantanée", rule: "Le voyageur réserve et paie aussitôt." },
      request: {
        label: "Sur demande",
        rule: "Vous acceptez ou refusez chaque demande sous 24 heures ; le voyageur paie ensuite sous 12 heures.",
      },
    },
    minStay: (isVehicle: boolean): string => (isVehicle ? "Durée minimale (jours)" : "Durée minimale (nuits)"),
    maxStay: (isVehicle: boolean): string =>
      isVehicle ? "Durée maximale (jours, facultatif)" : "Durée maximale (nuits, facultatif)",
    advanceNoticeDays: "Préavis (jours avant l'arrivée)",
    advanceNoticeHint: "0 : réservable dès aujourd'hui.",
    weeklyDiscountPercent: "Réduction à la semaine, 7 nuits ou jours et plus (%)",
    monthlyDiscountPercent: "Réduction au mois, 28 nuits ou jours et plus (%)",
  },
  validation: {
    bookingMode: "Veuillez choisir un mode de réservation",
    minStay: (max: number) => `La durée minimale doit être un nombre entier entre 1 et ${max}`,
    maxStay: (max: number) => `La durée maximale doit être un nombre entier entre 1 et ${max}, ou rester vide`,
    maxStayBelowMin: "La durée maximale ne peut pas être inférieure à la durée minimale",
    advanceNotice: (max: number) => `Le préavis doit être un nombre entier de jours entre 0 et ${max}`,
    discount: (max: number) => `La réduction doit être un pourcentage entier entre 0 et ${max}`,
    monthlyBelowWeekly: "La réduction au mois ne peut pas être inférieure à la réduction à la semaine",
  },
  panel: {
    requestNotice:
      "Cette annonce se réserve sur demande : l'hôte répond sous 24 heures, puis vous avez 12 heures pour payer.",
    submitRequest: "Envoyer la demande de réservation",
    minStay: (count: number, isVehicle: boolean) =>
      `Durée minimale : ${count} ${isVehicle ? "jour" : "nuit"}${count > 1 ? "s" : ""}`,
    maxStay: (count: number, isVehicle: boolean) =>
      `Durée maximale : ${count} ${isVehicle ? "jour" : "nuit"}${count > 1 ? "s" : ""}`,
    advanceNotice: (days: number) => `Réservable au moins ${days} jour${days > 1 ? "s" : ""} à l'avance`,
    weeklyDiscount: (percent: number) => `−${percent} % à partir de 7 nuits ou jours`,
    monthlyDiscount: (percent: number) => `−${percent} % à partir de 28 nuits ou jours`,
    discountLine: (period: "weekly" | "monthly", percent: number) =>
      `${period === "monthly" ? "Réduction au mois" : "Réduction à la semaine"} (−${percent} %)`,
    requestSent: {
      title: "Demande envoyée",
      description: "L'hôte a 24 heures pour répondre. Vous recevrez un e-mail dès sa réponse.",
    },
  },
  host: {
    requestBadge: "Demande à traiter",
    deadline: (when: string) => `Répondez avant le ${when}`,
    accept: "Accepter la demande",
    decline: "Refuser la demande",
    accepted: "Demande acceptée : le voyageur a 12 heures pour payer.",
    declined: "Demande refusée : les dates sont de nouveau libres.",
    acceptedToast: { title: "Demande acceptée", description: "Le voyageur a 12 heures pour payer." },
    declinedToast: { title: "Demande refusée", description: "Les dates sont de nouveau libres." },
    notFound: "Demande introuvable.",
    notOpen: "Cette demande n'attend plus de réponse : elle a déjà été traitée, retirée ou a expiré.",
    unknownAnswer: "Réponse inconnue : choisissez d'accepter ou de refuser la demande.",
  },
  traveler: {
    requested: "Demande envoyée à l'hôte",
    requestedDeadline: (when: string) => `L'hôte répond au plus tard le ${when}.`,
    acceptedDeadline: (when: string) => `Demande acceptée : payez avant le ${when}.`,
    declined: "Demande refusée par l'hôte",
    requestExpired: "Demande expirée : l'hôte n'a pas répondu à temps",
    withdraw: "Retirer la demande",
  },
  emails: {
    requestHostSubject: (reference: string) => `Nouvelle demande de réservation ${reference}`,
    requestHostBody: (title: string, dates: string) =>
      `Un voyageur demande à réserver « ${title} » du ${dates}. Acceptez ou refusez sa demande sous 24 heures depuis vos réservations ; sans réponse, elle expire et les dates sont libérées.`,
    requestTravelerSubject: (reference: string) => `Demande de réservation ${reference} envoyée`,
    requestTravelerBody: (title: string, dates: string) =>
      `Votre demande pour « ${title} » du ${dates} a été envoyée. L'hôte a 24 heures pour répondre ; les dates vous sont réservées en attendant.`,
    acceptedSubject: (reference: string) => `Demande ${reference} acceptée : payez sous 12 heures`,
    acceptedBody: (title: string, dates: string) =>
      `L'hôte a accepté votre demande pour « ${title} » du ${dates}. Payez depuis vos réservations dans les 12 heures ; passé ce délai, les dates sont libérées.`,
    declinedSubject: (reference: string) => `Demande ${reference} refusée`,
    declinedBody: (title: string, dates: string) =>
      `L'hôte n'a pas pu accepter votre demande pour « ${title} » du ${dates}. Rien ne vous a été débité ; d'autres annonces vous attendent.`,
    expiredSubject: (reference: string) => `Demande ${reference} expirée`,
    expiredTravelerBody: (title: string, dates: string) =>
      `L'hôte n'a pas répondu dans les 24 heures à votre demande pour « ${title} » du ${dates}. Rien ne vous a été débité ; les dates sont libérées.`,
    expiredHostBody: (title: string, dates: string) =>
      `Vous n'avez pas répondu dans les 24 heures à la demande pour « ${title} » du ${dates} : elle a expiré et les dates sont de nouveau libres.`,
    lapsedSubject: (reference: string) => `Réservation ${reference} non payée à temps`,
    lapsedTravelerBody: (title: string, dates: string) =>
      `Le paiement de votre réservation acceptée pour « ${title} » du ${dates} n'a pas été reçu dans les 12 heures : les dates sont libérées.`,
    withdrawnSubject: (reference: string) => `Demande ${reference} retirée par le voyageur`,
    withdrawnHostBody: (title: string, dates: string) =>
      `Le voyageur a retiré sa demande pour « ${title} » du ${dates} : les dates sont de nouveau libres.`,
    lapsedHostBody: (title: string, dates: string) =>
      `Le voyageur n'a pas payé dans les 12 heures la demande que vous aviez acceptée pour « ${title} » du ${dates} : les dates sont de nouveau libres.`,
  },
};
