// A vehicle's rental terms, as vehicles are rented in Benin (docs/decisions/027): with a
// driver, without one, or either (the driver then costs a price per day); a deposit
// (caution) handed to the owner at pick-up and never collected online; the distance
// included per day; the minimum age and licence seniority of whoever drives. The listing
// holds the terms; a booking keeps a copy of those that applied to it (BookingRentalTerms).

export const DRIVER_OPTIONS = ["without", "with", "both"] as const;
export type DriverOption = (typeof DRIVER_OPTIONS)[number];

/** The bounds the form and the database share (migration 0023). */
export const RENTAL_BOUNDS = {
  dailyDistanceKm: { min: 1, max: 5000 },
  minDriverAge: { min: 18, max: 99 },
  minLicenceYears: { min: 0, max: 50 },
} as const;

/** A vehicle listing's terms. Null: not stated (an older listing), or not applicable. */
export type RentalTerms = {
  driverOption: DriverOption;
  /** FCFA per day, when a driver is offered ('with' or 'both'). */
  driverPricePerDay: number | null;
  /** FCFA handed to the owner at pick-up; 0 = no deposit; null = not stated. */
  depositAmount: number | null;
  /** Null: unlimited. */
  dailyDistanceKm: number | null;
  /** Null when the vehicle only comes with its driver (or not stated). */
  minDriverAge: number | null;
  minLicenceYears: number | null;
};

/** What a booking keeps: the terms of the day it was made, and the traveler's choice. */
export type BookingRentalTerms = Omit<RentalTerms, "driverOption"> & { withDriver: boolean };

/** A vehicle written without a driver option (by older code) is rented without a driver. */
export function driverOptionOf(value: string | null | undefined): DriverOption {
  return (DRIVER_OPTIONS as readonly string[]).includes(value ?? "") ? (value as DriverOption) : "without";
}

/** Whether the traveler drives: then the age and the licence apply. */
export const travelerDrives = (option: DriverOption) => option !== "with";

export type DriverChoiceProblem = "driverChoice" | "driverNotOffered";

/**
 * The traveler's choice ('with' | 'without', as posted) against what the listing offers.
 * 'both' asks for a choice; a single option needs none, and a posted choice must match it.
 */
export function chooseDriver(
  option: DriverOption,
  posted: string | undefined,
): { ok: true; withDriver: boolean } | { ok: false; code: DriverChoiceProblem } {
  const value = (posted ?? "").trim();
  if (value !== "" && value !== "with" && value !== "without") return { ok: false, code: "driverChoice" };
  if (option === "both")
    return value ? { ok: true, withDriver: value === "with" } : { ok: false, code: "driverChoice" };
  const fixed = option === "with";
  if (value && (value === "with") !== fixed) return { ok: false, code: "driverNotOffered" };
  return { ok: true, withDriver: fixed };
}

/** The terms a booking keeps, from the listing's and the traveler's choice. */
export function bookingRentalTerms(terms: RentalTerms, withDriver: boolean): BookingRentalTerms {
  return {
    withDriver,
    driverPricePerDay: withDriver ? terms.driverPricePerDay : null,
    depositAmount: terms.depositAmount,
    dailyDistanceKm: terms.dailyDistanceKm,
    // With a driver, the traveler does not drive: no age or licence asked of them.
    minDriverAge: withDriver ? null : terms.minDriverAge,
    minLicenceYears: withDriver ? null : terms.minLicenceYears,
  };
}
