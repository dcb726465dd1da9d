// The shapes of the demo content, and the French choice lists it draws from.
import { AMENITIES, HOUSE_RULES, type FuelType, type Transmission, type VehicleType } from "#common/listing-vocabulary";
import type { StayScene } from "#server/seed/illustrations/stay-scenes.server";
import type { VehicleShape } from "#server/seed/illustrations/vehicle-scenes.server";

// The French choice lists live in common/listing-vocabulary.ts (forms and validation use them too).
export { AMENITIES, HOUSE_RULES };

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
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number;
  transmission: Transmission;
  fuelType: FuelType;
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
