// What the generated marketplace is made of: Benin's towns weighted roughly by how many
// stays and rentals they would hold (Cotonou far ahead), their neighbourhoods, and the
// price and capacity each kind of listing has in real life. Accents and hyphens are kept
// on purpose: the search must meet 'Comè' when 'come' is typed.
import { type ACCOMMODATION_CATEGORIES, type VEHICLE_TYPES } from "#common/listing-vocabulary";

export type Town = { city: string; weight: number; quarters: readonly string[]; coast: boolean };

export const TOWNS: readonly Town[] = [
  {
    city: "Cotonou",
    weight: 30,
    coast: true,
    quarters: [
      "Haie Vive",
      "Fidjrossè",
      "Akpakpa",
      "Cadjèhoun",
      "Ganhi",
      "Gbégamey",
      "Zogbo",
      "Agla",
      "Jéricho",
      "Saint-Michel",
      "Sainte-Rita",
      "Vêdoko",
    ],
  },
  {
    city: "Abomey-Calavi",
    weight: 13,
    coast: false,
    quarters: ["Godomey", "Tankpè", "Zoca", "Akassato", "Togba", "Kpota", "Arconville"],
  },
  {
    city: "Porto-Novo",
    weight: 9,
    coast: false,
    quarters: ["Ouando", "Tokpota", "Djassin", "Avakpa", "Houinmè", "Dowa"],
  },
  { city: "Parakou", weight: 7, coast: false, quarters: ["Banikanni", "Zongo", "Titirou", "Albarika", "Ganon"] },
  { city: "Ouidah", weight: 6, coast: true, quarters: ["Zoungbodji", "Pahou", "Djègbadji", "Tové", "Ahouandjigo"] },
  { city: "Sèmè-Kpodji", weight: 4, coast: true, quarters: ["Ekpè", "Agblangandan", "Djeffa", "Tohouè"] },
  { city: "Grand-Popo", weight: 4, coast: true, quarters: ["Avlo", "Hêvè", "Gbéhoué", "Onkuihoué"] },
  { city: "Bohicon", weight: 3.5, coast: false, quarters: ["Zakpo", "Sodohomè", "Gnidjazoun", "Passagon"] },
  { city: "Abomey", weight: 3.5, coast: false, quarters: ["Djègbé", "Goho", "Hounli", "Vidolé"] },
  { city: "Natitingou", weight: 3, coast: false, quarters: ["Boriyouré", "Kouaba", "Yokossi", "Winkè"] },
  { city: "Djougou", weight: 2.5, coast: false, quarters: ["Zountori", "Kilir", "Sassirou"] },
  { city: "Lokossa", weight: 2, coast: false, quarters: ["Agnivèdji", "Houédjamè", "Tchicomè"] },
  { city: "Comè", weight: 2, coast: true, quarters: ["Akodéha", "Ouèdèmè", "Oumako"] },
  { city: "Possotomè", weight: 1.5, coast: false, quarters: ["Lac Ahémé", "Tokpa-Domè", "Bopa"] },
  { city: "Dassa-Zoumè", weight: 1.5, coast: false, quarters: ["Kèrè", "Tré", "Gbaffo"] },
  { city: "Allada", weight: 1.5, coast: false, quarters: ["Sékou", "Togoudo", "Attogon"] },
  { city: "Kandi", weight: 1.5, coast: false, quarters: ["Kossarou", "Gansosso", "Sonsoro"] },
  { city: "Savalou", weight: 1, coast: false, quarters: ["Ouèssè", "Logozohè", "Djaloukou"] },
  { city: "Tanguiéta", weight: 1, coast: false, quarters: ["Porte de la Pendjari", "Tchatingou", "Batia"] },
  { city: "Malanville", weight: 1, coast: false, quarters: ["Wollo", "Tassi-Tédji", "Bodjécali"] },
];

export const STREETS = ["Rue", "Avenue", "Carré", "Lot", "Boulevard", "Von"] as const;

/** Category → [min, max] FCFA per night, [min, max] guests, share among stays. */
export const STAY_KINDS: Record<
  (typeof ACCOMMODATION_CATEGORIES)[number],
  { price: [number, number]; guests: [number, number]; weight: number }
> = {
  Appartement: { price: [15_000, 65_000], guests: [2, 6], weight: 30 },
  Maison: { price: [20_000, 85_000], guests: [4, 10], weight: 16 },
  Villa: { price: [45_000, 250_000], guests: [6, 14], weight: 10 },
  Studio: { price: [10_000, 30_000], guests: [1, 2], weight: 15 },
  "Chambre d'hôtes": { price: [8_000, 25_000], guests: [1, 3], weight: 12 },
  Bungalow: { price: [15_000, 50_000], guests: [2, 4], weight: 5 },
  Résidence: { price: [25_000, 90_000], guests: [2, 8], weight: 6 },
  Hôtel: { price: [18_000, 95_000], guests: [1, 3], weight: 6 },
};

export const VEHICLE_KINDS: Record<
  (typeof VEHICLE_TYPES)[number],
  { price: [number, number]; seats: [number, number]; weight: number; models: readonly string[] }
> = {
  Berline: {
    price: [20_000, 45_000],
    seats: [5, 5],
    weight: 20,
    models: ["Toyota Corolla", "Hyundai Accent", "Kia Rio", "Nissan Almera", "Mercedes Classe C", "Peugeot 508"],
  },
  SUV: {
    price: [35_000, 85_000],
    seats: [5, 7],
    weight: 22,
    models: ["Toyota RAV4", "Hyundai Tucson", "Kia Sportage", "Nissan X-Trail", "Honda CR-V", "Peugeot 3008"],
  },
  Citadine: {
    price: [15_000, 25_000],
    seats: [4, 5],
    weight: 12,
    models: ["Toyota Yaris", "Suzuki Swift", "Kia Picanto", "Hyundai i10"],
  },
  Break: {
    price: [20_000, 35_000],
    seats: [5, 5],
    weight: 4,
    models: ["Toyota Avensis Break", "Peugeot 308 SW", "Renault Mégane Estate"],
  },
  Monospace: {
    price: [35_000, 60_000],
    seats: [7, 9],
    weight: 6,
    models: ["Toyota Sienna", "Kia Carnival", "Hyundai H-1"],
  },
  "4x4": {
    price: [45_000, 100_000],
    seats: [5, 7],
    weight: 14,
    models: ["Toyota Land Cruiser", "Toyota Prado", "Mitsubishi Pajero", "Nissan Patrol", "Toyota Hilux"],
  },
  Utilitaire: {
    price: [30_000, 60_000],
    seats: [3, 9],
    weight: 6,
    models: ["Mercedes Sprinter", "Toyota Hiace", "Peugeot Partner", "Ford Ranger"],
  },
  Moto: {
    price: [5_000, 12_000],
    seats: [2, 2],
    weight: 11,
    models: ["Bajaj Boxer", "Haojue HJ125", "Yamaha Crypton", "TVS Star"],
  },
  Scooter: { price: [4_000, 9_000], seats: [2, 2], weight: 5, models: ["Yamaha NMAX", "Honda PCX", "Suzuki Address"] },
};

export const STAY_WORDING = {
  adjectives: [
    "lumineux",
    "meublé",
    "moderne",
    "spacieux",
    "calme",
    "climatisé",
    "neuf",
    "cosy",
    "familial",
    "standing",
  ],
  places: [
    "proche de la plage",
    "près du marché",
    "au calme",
    "vue lagune",
    "centre-ville",
    "près de l'aéroport",
    "quartier résidentiel",
    "avec jardin",
  ],
};

/** Chance of each amenity on a stay; pools and sea views depend on the place and kind. */
export const AMENITY_ODDS: Record<string, number> = {
  "WiFi gratuit": 0.72,
  Climatisation: 0.66,
  "Parking gratuit": 0.5,
  "Cuisine équipée": 0.45,
  Télévision: 0.55,
  "Machine à laver": 0.25,
  "Balcon/Terrasse": 0.35,
  Jardin: 0.2,
  "Sécurité 24h/24": 0.4,
};
export const POOL = "Piscine";
export const SEA_VIEW = "Vue sur mer";

export const TRANSMISSION_ODDS = { Automatique: 0.55 };
export const FUELS = ["Essence", "Essence", "Diesel", "Diesel", "Hybride"] as const;

export const FIRST_NAMES = [
  "Afi",
  "Koffi",
  "Kossi",
  "Ayaba",
  "Rodrigue",
  "Mariam",
  "Sêna",
  "Fifamè",
  "Gildas",
  "Bienvenu",
  "Nadège",
  "Ulrich",
  "Rachidatou",
  "Aurore",
  "Mathieu",
  "Chimène",
  "Ibrahim",
  "Florent",
  "Élodie",
  "Hervé",
];
export const LAST_NAMES = [
  "Houngbo",
  "Adjovi",
  "Agossou",
  "Dossou",
  "Zinsou",
  "Akplogan",
  "Gbaguidi",
  "Hounkpatin",
  "Tossou",
  "Ahouansou",
  "Sossa",
  "Bio",
  "Chabi",
  "Soglo",
  "Kiki",
  "Amoussou",
  "Dagbo",
  "Yabi",
];
