// The shapes of the demo content, and the French choice lists it draws from.
import { AMENITIES, HOUSE_RULES, type FuelType, type Transmission, type VehicleType } from "#common/listing-vocabulary";
import type { RentalTerms } from "#common/rental-terms";
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

/**
 * Demo vehicles' rental terms as they are in Benin (docs/decisions/027): cars in Cotonou with
 * or without a driver (15 000 FCFA a day), utility vans with theirs, motos and
 * scooters ridden by the traveler; a deposit at pick-up; 200 km a day for cars.
 */
export function demoRentalTerms(vehicle: Pick<DemoVehicle, "vehicleType">): RentalTerms {
  const driven = { minDriverAge: 23, minLicenceYears: 2 };
  switch (vehicle.vehicleType) {
    case "Moto":
    case "Scooter":
      return {
        driverOption: "without",
        driverPricePerDay: null,
        depositAmount: 30_000,
        dailyDistanceKm: 150,
        minDriverAge: 18,
        minLicenceYears: 1,
      };
    case "Utilitaire":
      return {
        driverOption: "with",
        driverPricePerDay: 20_000,
        depositAmount: 150_000,
        dailyDistanceKm: 250,
        minDriverAge: null,
        minLicenceYears: null,
      };
    case "4x4":
      return {
        driverOption: "both",
        driverPricePerDay: 20_000,
        depositAmount: 200_000,
        dailyDistanceKm: 300,
        ...driven,
      };
    default:
      return {
        driverOption: "both",
        driverPricePerDay: 15_000,
        depositAmount: 100_000,
        dailyDistanceKm: 200,
        ...driven,
      };
  }
}
