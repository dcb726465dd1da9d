export const bookingPayability = {
  datesPast: "Les dates de cette réservation sont passées.",
  tooManyAttempts: (max: number) =>
    `Le nombre maximal de tentatives de paiement (${max}) est atteint pour cette réservation. Veuillez faire une nouvelle réservation.`,
};
