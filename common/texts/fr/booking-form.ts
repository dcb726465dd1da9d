// The booking form's texts (listing page): kept apart from the rest of booking.ts so the
// listing page does not download the texts of payments, trips and e-mails.
import { common } from "./common";

export const bookingForm = {
  form: {
    title: "Réserver",
    arrival: "Date d'arrivée",
    departure: "Date de départ",
    vehicleStart: "Début de la location",
    vehicleEnd: "Fin de la location",
    guests: "Voyageurs",
    guestCount: (count: number) => `${count} ${count > 1 ? "voyageurs" : "voyageur"}`,
    travelerTitle: "Informations du voyageur",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Email",
    phone: "Téléphone (facultatif)",
    phonePlaceholder: "+229 01 97 00 00 00",
    submit: "Confirmer la réservation",
    submitting: "Création de la réservation...",
    priceLine: (price: string, units: string) => `${price} x ${units}`,
    /** '3 nuits', '1 jour' (0 and 1 are singular in French). */
    units: (isVehicle: boolean, count: number) =>
      `${count} ${isVehicle ? "jour" : "nuit"}${Math.abs(count) >= 2 ? "s" : ""}`,
    driverLine: (price: string, units: string) => `Chauffeur : ${price} x ${units}`,
    driver: "Chauffeur",
    withoutDriver: "Sans chauffeur (je conduis)",
    withDriver: (price: string) => `Avec chauffeur (+ ${price} par jour)`,
    fixedWithoutDriver: "Location sans chauffeur : vous conduisez vous-même.",
    fixedWithDriver: (price: string) => `Location avec chauffeur (${price} par jour, compris dans le total).`,
    depositNotice: (amount: string) =>
      `Caution de ${amount} à remettre au propriétaire à la prise en charge : elle n'est pas payée en ligne.`,
    subtotal: "Sous-total",
    travelerFee: "Frais de service (10 %)",
    total: "Total",
    holdNotice: "Les dates sont bloquées pendant 30 minutes le temps du paiement par mobile money.",
    continueToPayment: "Procéder au paiement",
  },
  validation: {
    checkIn: "Veuillez sélectionner une date d'arrivée",
    checkOut: "Veuillez sélectionner une date de départ",
    guestsMin: "Au moins 1 voyageur est requis",
    guestsMax: "Maximum 10 voyageurs",
    capacity: (max: number) => `Cette annonce accueille au maximum ${max} ${max > 1 ? "voyageurs" : "voyageur"}`,
    firstName: "Le prénom est requis",
    lastName: "Le nom est requis",
    email: "Email invalide",
    checkOutAfter: "La date de départ doit être après la date d'arrivée",
    pastDate: "La date d'arrivée ne peut pas être dans le passé",
    tooFarAhead: "Les réservations sont ouvertes jusqu'à un an à l'avance",
    tooLong: "La durée maximale d'une réservation est de 90 nuits ou jours",
    minStay: (count: number) => `Cette annonce se réserve pour ${count} nuit${count > 1 ? "s" : ""} au minimum`,
    minStayDays: (count: number) => `Ce véhicule se loue pour ${count} jour${count > 1 ? "s" : ""} au minimum`,
    maxStay: (count: number) => `Cette annonce se réserve pour ${count} nuit${count > 1 ? "s" : ""} au maximum`,
    maxStayDays: (count: number) => `Ce véhicule se loue pour ${count} jour${count > 1 ? "s" : ""} au maximum`,
    advanceNotice: (days: number) =>
      `L'hôte demande un préavis : l'arrivée doit être au moins ${days} jour${days > 1 ? "s" : ""} après aujourd'hui`,
    phone: "Numéro de téléphone invalide (ex. +229 01 97 00 00 00)",
    tooLongText: "Ce texte est trop long",
    forbiddenCharacters: common.forbiddenCharacters,
    driverChoice: "Veuillez choisir avec ou sans chauffeur",
    driverNotOffered: "Ce véhicule n'est pas proposé avec cette option de chauffeur",
  },
  errors: {
    title: "Erreur lors de la réservation",
    description: (message: string) => `Erreur lors de la création de la réservation: ${message}`,
    unexpected: "Une erreur inattendue s'est produite",
    datesTaken: "Ces dates ne sont plus disponibles pour cette annonce. Veuillez choisir d'autres dates.",
    listingUnavailable: "Cette annonce n'est pas disponible à la réservation.",
    invalidForm: "Veuillez corriger les champs indiqués.",
    ownListing: "Vous ne pouvez pas réserver votre propre annonce.",
    tooManyRequests: "Trop de réservations commencées en peu de temps. Veuillez réessayer dans une heure.",
    tooManyHolds: (count: number) =>
      `Vous avez déjà ${count} réservations en attente de paiement. Payez-en une ou annulez-la avant d'en commencer une autre.`,
    tooManyHoldsThisHour: (count: number) =>
      `Vous avez commencé ${count} réservations sans les payer au cours de la dernière heure. Veuillez réessayer plus tard.`,
    holdCooldown: (minutes: number) =>
      `Votre réservation précédente de ces dates n'a pas été payée à temps : ces dates restent ouvertes aux autres voyageurs pendant ${minutes} minutes. Veuillez réessayer plus tard ou choisir d'autres dates.`,
  },
  created: {
    title: "Réservation créée",
    description: "Votre réservation a été créée. Procédez maintenant au paiement.",
  },
};
