export const supportInfo = {
  phone: "+229 01 21 00 00 00",
  phoneHref: "tel:+2290121000000",
  whatsappHref: "https://wa.me/2290121000000",
  hours: [
    { days: "Lundi - Vendredi", time: "8h - 18h" },
    { days: "Samedi", time: "9h - 15h" },
    { days: "Dimanche", time: "Fermé" },
  ],
  hoursSentence: "du lundi au vendredi de 8h à 18h et le samedi de 9h à 15h (fermé le dimanche)",
  emailDelay: "Réponse par e-mail sous 24 h",
  address: "Cotonou, Bénin",
};
