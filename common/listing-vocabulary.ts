// The listing vocabulary, in French as stored in the database: the
// creation and edit forms, the server's validation, the demo seed and the public search
// all use these exact strings (search matches amenities by the stored text).
import { now as clockNow } from "./clock";

export const ACCOMMODATION_CATEGORIES = [
  "Maison",
  "Appartement",
  "Villa",
  "Studio",
  "Chambre d'hôtes",
  "Bungalow",
  "Résidence",
  "Hôtel",
] as const;

export const AMENITIES = {
  wifi: "WiFi gratuit",
  air: "Climatisation",
  pool: "Piscine",
  parking: "Parking gratuit",
  kitchen: "Cuisine équipée",
  washer: "Machine à laver",
  tv: "Télévision",
  terrace: "Balcon/Terrasse",
  garden: "Jardin",
  security: "Sécurité 24h/24",
  sea: "Vue sur mer",
} as const;

export const HOUSE_RULES = {
  smoking: "Non-fumeur",
  pets: "Pas d'animaux",
  parties: "Pas de fêtes",
  neighbours: "Respect du voisinage",
  quiet: "Silence de 22h à 8h",
  guests: "Pas d'invités supplémentaires",
} as const;

export const AMENITY_LIST: readonly string[] = Object.values(AMENITIES);
export const HOUSE_RULE_LIST: readonly string[] = Object.values(HOUSE_RULES);

export const VEHICLE_TYPES = [
  "Berline",
  "SUV",
  "Citadine",
  "Break",
  "Monospace",
  "4x4",
  "Utilitaire",
  "Moto",
  "Scooter",
] as const;
export const TRANSMISSIONS = ["Manuelle", "Automatique"] as const;
export const FUEL_TYPES = ["Essence", "Diesel", "Hybride", "Électrique"] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type FuelType = (typeof FUEL_TYPES)[number];

/** Spec: the last 30 years, starting from the current year (newest first). */
export function vehicleYears(now: Date = clockNow()): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: 30 }, (_, index) => current - index);
}

/** Pictures a listing may have: 10 on the add screens, 6 on edit. */
export const MAX_IMAGES_ON_CREATE = 10;
export const MAX_IMAGES_ON_EDIT = 6;

/** Custom amenities and rules the edit screen lets a host type. */
export const MAX_CUSTOM_ITEM_LENGTH = 60;
export const MAX_ITEMS = 30;

/** Every value of the fixed lists above, as stored (French). */
export type VocabularyValue =
  | (typeof ACCOMMODATION_CATEGORIES)[number]
  | (typeof AMENITIES)[keyof typeof AMENITIES]
  | (typeof HOUSE_RULES)[keyof typeof HOUSE_RULES]
  | VehicleType
  | Transmission
  | FuelType
  | "Bénin";

/** Every stored value of the fixed lists, for the languages' words (common/texts/<lang>/listing-vocabulary.ts). */
export const VOCABULARY_VALUES: readonly VocabularyValue[] = [
  ...ACCOMMODATION_CATEGORIES,
  ...(Object.values(AMENITIES) as VocabularyValue[]),
  ...(Object.values(HOUSE_RULES) as VocabularyValue[]),
  ...VEHICLE_TYPES,
  ...TRANSMISSIONS,
  ...FUEL_TYPES,
  "Bénin",
];

/**
 * A stored value in the reader's words: a value of the fixed lists reads in the page's
 * language; anything else (an item a host typed, an older category) is shown as written.
 */
export function vocabularyLabel(words: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(words, value) ? words[value]! : value;
}
