// The shapes of the demo content, and the French choice lists it draws from (spec point 3).
import type { StayScene } from "./illustrations/stay-scenes.server";
import type { VehicleShape } from "./illustrations/vehicle-scenes.server";

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

export type DemoHost = "koffi" | "mariam" | "rodrigue" | "gildas";

export type DemoStay = {
  host: DemoHost;
  title: string;
  category: string;
  city: string;
  address: string;
  description: string;
  /** FCFA per night. */
  price: number;
  maxGuests: number;
  scene: StayScene;
  amenities: (keyof typeof AMENITIES)[];
  rules: (keyof typeof HOUSE_RULES)[];
};

export type DemoVehicle = {
  host: DemoHost;
  title: string;
  vehicleType: "Berline" | "SUV" | "Citadine" | "Break" | "Monospace" | "4x4" | "Utilitaire" | "Moto" | "Scooter";
  make: string;
  model: string;
  year: number;
  transmission: "Manuelle" | "Automatique";
  fuelType: "Essence" | "Diesel" | "Hybride" | "Électrique";
  seats: number;
  city: string;
  address: string;
  description: string;
  /** FCFA per day. */
  price: number;
};

export const VEHICLE_SHAPES: Record<DemoVehicle["vehicleType"], VehicleShape> = {
  Berline: "sedan",
  SUV: "suv",
  Citadine: "citadine",
  Break: "sedan",
  Monospace: "van",
  "4x4": "offroad",
  Utilitaire: "utility",
  Moto: "moto",
  Scooter: "scooter",
};
