// A listing form's fields as posted and as stored, and the readers that bound and clean
// them (the rules that judge them are in listing.ts).
import type { CancellationPolicy } from "#common/cancellation";
import { MAX_CUSTOM_ITEM_LENGTH, MAX_ITEMS } from "#common/listing-vocabulary";
import type { RentalTerms } from "#common/rental-terms";

export type RawListingFields = {
  title: string;
  description: string;
  category: string;
  price: string;
  address: string;
  city: string;
  maxGuests: string;
  cancellationPolicy: string;
  amenities: string[];
  houseRules: string[];
  images: string[];
  make: string;
  model: string;
  year: string;
  vehicleType: string;
  transmission: string;
  fuelType: string;
  seats: string;
  driverOption: string;
  driverPricePerDay: string;
  depositAmount: string;
  dailyDistanceKm: string;
  minDriverAge: string;
  minLicenceYears: string;
};

/** A vehicle's rental terms as stored; every one null on an accommodation. */
export type RentalColumns = { [Key in keyof RentalTerms]: RentalTerms[Key] | null };

export type ListingInput = {
  isVehicle: boolean;
  title: string;
  description: string;
  category: string;
  price: number;
  address: string;
  city: string;
  maxGuests: number;
  cancellationPolicy: CancellationPolicy;
  amenities: string[];
  houseRules: string[];
  images: string[];
  make: string | null;
  model: string | null;
  year: number | null;
  vehicleType: string | null;
  transmission: string | null;
  fuelType: string | null;
  seats: number | null;
} & RentalColumns;

export type ListingField = keyof RawListingFields;

export const MAX_PRICE = 100_000_000;
const LIST_FIELDS = ["amenities", "houseRules", "images"] as const;

/** Reads the posted form (repeated fields for lists); anything missing becomes ''. */
export function readListingForm(form: FormData): RawListingFields {
  const text = (name: string, max = 12_000) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const list = (name: string) =>
    form
      .getAll(name)
      .filter((value): value is string => typeof value === "string")
      .slice(0, 60)
      .map((value) => value.slice(0, 200));
  const fields = {} as RawListingFields;
  for (const name of Object.keys(emptyFields()) as ListingField[]) {
    if ((LIST_FIELDS as readonly string[]).includes(name)) (fields as Record<string, unknown>)[name] = list(name);
    else (fields as Record<string, unknown>)[name] = text(name);
  }
  return fields;
}

export function emptyFields(): RawListingFields {
  return {
    title: "",
    description: "",
    category: "",
    price: "",
    address: "",
    city: "",
    maxGuests: "2",
    cancellationPolicy: "moderate",
    amenities: [],
    houseRules: [],
    images: [],
    make: "",
    model: "",
    year: "",
    vehicleType: "",
    transmission: "",
    fuelType: "",
    seats: "",
    // A new vehicle form starts without a driver, the most common rental.
    driverOption: "without",
    driverPricePerDay: "",
    depositAmount: "",
    dailyDistanceKm: "",
    minDriverAge: "",
    minLicenceYears: "",
  };
}

/**
 * A price typed the French way: '25 000', '25000', '25 000 FCFA', '25000,00'. Whole FCFA
 * only. Returns the amount, or the reason it is refused.
 */
export function parsePrice(text: string): number | "empty" | "invalid" | "fraction" | "too_large" {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/fcfa$/i, "");
  if (!compact) return "empty";
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return "invalid";
  if (match[2] && Number(match[2]) !== 0) return "fraction";
  // A run of digits too long for any price (2^53 + 1…) is too large, not "not a number".
  if (match[1]!.replace(/^0+/, "").length > 12) return "too_large";
  const value = Number(match[1]);
  if (value <= 0) return "invalid";
  if (value > MAX_PRICE) return "too_large";
  return value;
}

/** An amount that may be 0 (a deposit): parsePrice's reading, with '0' accepted. */
export function parseAmount(text: string): number | "empty" | "invalid" | "fraction" | "too_large" {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/fcfa$/i, "");
  if (/^0+(?:[.,]0{1,2})?$/.test(compact)) return 0;
  return parsePrice(text);
}

export function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** Trimmed, non-empty, deduplicated, bounded custom items (amenities, rules). */
export function cleanItems(items: string[]): string[] {
  const seen = new Set<string>();
  for (const item of items) {
    const value = item.trim().replace(/\s+/g, " ");
    if (value && value.length <= MAX_CUSTOM_ITEM_LENGTH) seen.add(value);
  }
  return [...seen].slice(0, MAX_ITEMS);
}
