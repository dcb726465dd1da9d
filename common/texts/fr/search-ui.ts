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
