import type { ListingVocabularyTexts } from "#common/texts/listing-vocabulary";

export const listingVocabulary: ListingVocabularyTexts = {
  words: {
    // Categories of places to stay.
    Maison: "House",
    Appartement: "Flat",
    Villa: "Villa",
    Studio: "Studio",
    "Chambre d'hôtes": "Guest room",
    Bungalow: "Bungalow",
    Résidence: "Residence",
    Hôtel: "Hotel",
    // Amenities.
    "WiFi gratuit": "Free WiFi",
    Climatisation: "Air conditioning",
    Piscine: "Swimming pool",
    "Parking gratuit": "Free parking",
    "Cuisine équipée": "Equipped kitchen",
    "Machine à laver": "Washing machine",
    Télévision: "Television",
    "Balcon/Terrasse": "Balcony/Terrace",
    Jardin: "Garden",
    "Sécurité 24h/24": "24-hour security",
    "Vue sur mer": "Sea view",
    // House rules.
    "Non-fumeur": "No smoking",
    "Pas d'animaux": "No pets",
    "Pas de fêtes": "No parties",
    "Respect du voisinage": "Respect the neighbours",
    "Silence de 22h à 8h": "Quiet from 10 pm to 8 am",
    "Pas d'invités supplémentaires": "No extra guests",
    // Vehicle types.
    Berline: "Saloon",
    SUV: "SUV",
    Citadine: "City car",
    Break: "Estate",
    Monospace: "People carrier",
    "4x4": "4x4",
    Utilitaire: "Van",
    Moto: "Motorbike",
    Scooter: "Scooter",
    // Gearboxes and fuels.
    Manuelle: "Manual",
    Automatique: "Automatic",
    Essence: "Petrol",
    Diesel: "Diesel",
    Hybride: "Hybrid",
    Électrique: "Electric",
    // The country.
    Bénin: "Benin",
  },
};
