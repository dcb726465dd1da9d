// The listing forms' rules, plain TypeScript so the same code can check the form in the
// browser (comfort) and checks it in the action (the rule). Values are trimmed and bounded
// here; the database constraints are the last line. A problem is a code (a key of the
// hosting texts' `validation`); `listingProblemsInWords` gives the words and the toast.
import { CANCELLATION_POLICIES, type CancellationPolicy } from "#common/cancellation";
import {
  ACCOMMODATION_CATEGORIES,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_TYPES,
  vehicleYears,
} from "#common/listing-vocabulary";
import { describeAll, type FieldProblems } from "#common/problems";
import { DRIVER_OPTIONS, RENTAL_BOUNDS, travelerDrives, type DriverOption } from "#common/rental-terms";
import { hasForbiddenCharacters, visibleLength } from "#common/text-input";
import type { HostingTexts } from "#common/texts/hosting";
import {
  cleanItems,
  parseAmount,
  parsePrice,
  wholeNumber,
  type ListingField,
  type ListingInput,
  type RawListingFields,
  type RentalColumns,
} from "./listing-fields";

export type ListingProblemCode = keyof HostingTexts["validation"];
export type ListingProblems = FieldProblems<ListingField, ListingProblemCode>;
export type ListingErrors = Partial<Record<ListingField, string>>;
export type FormToast = { title: string; description?: string; variant: "destructive" };
/**
 * What the form's toast says: fields left empty, no picture, too many pictures, or the
 * first problem (some fields, the lists, show no message of their own).
 */
export type ListingSummary = "missing" | "images_missing" | "image_limit" | "first_problem";

export type ValidationOptions = {
  isVehicle: boolean;
  mode: "create" | "edit";
  maxImages: number;
  /**
   * On edit, the pictures the listing already has. A listing over `maxImages` (older data)
   * may keep them or remove some, never add one while over the limit.
   */
  keptImages?: readonly string[];
  /** On edit, a category outside today's list that the listing already has stays valid. */
  currentCategory?: string;
  now?: Date;
};

export type ValidationResult =
  | { ok: true; value: ListingInput }
  | { ok: false; problems: ListingProblems; summary: ListingSummary; maxImages: number };

export function validateListing(raw: RawListingFields, options: ValidationOptions): ValidationResult {
  const errors: ListingProblems = {};
  const edit = options.mode === "edit";
  let missing = false;
  // Lengths are counted as read: zero-width characters alone are no text.
  const need = (field: ListingField, value: string) => {
    if (visibleLength(value) > 0) return true;
    errors[field] = { code: "required" };
    missing = true;
    return false;
  };

  const title = raw.title.trim();
  if (edit && visibleLength(title) < 5) errors.title = { code: "titleMin" };
  else if (need("title", title) && title.length > 200) errors.title = { code: "titleMax" };

  const description = raw.description.trim();
  if (edit && visibleLength(description) < 20) errors.description = { code: "descriptionMin" };
  else if (description.length > 10_000) errors.description = { code: "descriptionMax" };

  const price = parsePrice(raw.price);
  if (price === "empty") {
    if (edit) errors.price = { code: "price" };
    else need("price", "");
  } else if (price === "fraction") errors.price = { code: "priceWhole" };
  else if (price === "too_large") errors.price = { code: "priceMax" };
  else if (price === "invalid") errors.price = { code: "price" };

  const address = raw.address.trim();
  if (edit && visibleLength(address) < 5) errors.address = { code: "addressMin" };
  else if (need("address", address) && address.length > 300) errors.address = { code: "addressMax" };

  const city = raw.city.trim();
  if (edit && visibleLength(city) < 2) errors.city = { code: "cityMin" };
  else if (need("city", city) && city.length > 100) errors.city = { code: "cityMax" };

  const policy = raw.cancellationPolicy as CancellationPolicy;
  if (!CANCELLATION_POLICIES.includes(policy)) errors.cancellationPolicy = { code: "choice" };

  let category = raw.category.trim();
  let maxGuests: number;
  let vehicle: Pick<ListingInput, "make" | "model" | "year" | "vehicleType" | "transmission" | "fuelType" | "seats"> = {
    make: null,
    model: null,
    year: null,
    vehicleType: null,
    transmission: null,
    fuelType: null,
    seats: null,
  };
  let rental: RentalColumns = NO_RENTAL_TERMS;
  if (options.isVehicle) {
    const make = raw.make.trim();
    const model = raw.model.trim();
    if (need("make", make) && make.length > 60) errors.make = { code: "fieldTooLong" };
    if (need("model", model) && model.length > 60) errors.model = { code: "fieldTooLong" };
    const type = raw.vehicleType.trim();
    const typeKnown = (VEHICLE_TYPES as readonly string[]).includes(type) || (edit && type === options.currentCategory);
    if (!type) {
      if (edit) errors.vehicleType = { code: "category" };
      else need("vehicleType", "");
    } else if (!typeKnown) errors.vehicleType = { code: "choice" };
    const yearText = raw.year.trim();
    const year = yearText ? wholeNumber(yearText, 1900, 2100) : null;
    if (!yearText) {
      if (!edit) need("year", "");
    } else if (year === null || (!edit && !vehicleYears(options.now).includes(year))) errors.year = { code: "year" };
    const transmission = raw.transmission.trim();
    if (transmission && !(TRANSMISSIONS as readonly string[]).includes(transmission))
      errors.transmission = { code: "choice" };
    const fuelType = raw.fuelType.trim();
    if (fuelType && !(FUEL_TYPES as readonly string[]).includes(fuelType)) errors.fuelType = { code: "choice" };
    const seats = raw.seats.trim() ? wholeNumber(raw.seats, 1, 50) : null;
    if (raw.seats.trim() && seats === null) errors.seats = { code: "seats" };
    // Spec point 7: a vehicle's category is its vehicle type.
    category = type;
    // Unknown seats promise nothing: the vehicle is offered for one traveler at least.
    maxGuests = seats ?? 1;
    vehicle = {
      make,
      model,
      year,
      vehicleType: type,
      transmission: transmission || null,
      fuelType: fuelType || null,
      seats,
    };
    rental = validateRentalTerms(raw, errors, need);
  } else {
    const known =
      (ACCOMMODATION_CATEGORIES as readonly string[]).includes(category) ||
      (edit && category === options.currentCategory);
    if (!category) {
      if (edit) errors.category = { code: "category" };
      else need("category", "");
    } else if (!known) errors.category = { code: "choice" };
    const guests = wholeNumber(raw.maxGuests, 1, 50);
    if (guests === null) errors.maxGuests = { code: "maxGuests" };
    maxGuests = guests ?? 1;
  }

  // NUL and the other control characters cannot be stored (PostgreSQL refuses NUL in
  // text and arrays) and direction overrides would make a title read as something else:
  // refused in every text the host types, lists included.
  const typed: ListingField[] = ["title", "description", "address", "city"];
  typed.push(...(options.isVehicle ? (["make", "model"] as const) : (["amenities", "houseRules"] as const)));
  for (const field of typed) {
    const value = raw[field];
    if ((Array.isArray(value) ? value : [value]).some((item) => hasForbiddenCharacters(item))) {
      errors[field] = { code: "forbiddenCharacters" };
    }
  }

  const images = [...new Set(raw.images.map((key) => key.trim()).filter(Boolean))];
  let imagesMissing = false;
  if (images.some((key) => hasForbiddenCharacters(key))) {
    errors.images = { code: "imageNotOwned" };
  } else if (images.length === 0) {
    errors.images = { code: edit ? "imageMin" : "imagesRequired" };
    imagesMissing = true;
  } else if (images.length > options.maxImages) {
    const kept = new Set(options.keptImages ?? []);
    if (!edit || !images.every((key) => kept.has(key))) errors.images = { code: "imageLimit" };
  }

  if (Object.keys(errors).length) {
    const summary: ListingSummary = missing
      ? "missing"
      : imagesMissing
        ? "images_missing"
        : errors.images?.code === "imageLimit"
          ? "image_limit"
          : "first_problem";
    return { ok: false, problems: errors, summary, maxImages: options.maxImages };
  }
  return {
    ok: true,
    value: {
      isVehicle: options.isVehicle,
      title,
      description,
      category,
      price: price as number,
      address,
      city,
      maxGuests,
      cancellationPolicy: policy,
      // Spec point 7: no amenities for vehicles (their conditions are the product's rental rules).
      amenities: options.isVehicle ? [] : cleanItems(raw.amenities),
      houseRules: options.isVehicle ? [] : cleanItems(raw.houseRules),
      images,
      ...vehicle,
      // An accommodation has no rental terms, whatever was posted.
      ...rental,
    },
  };
}

const NO_RENTAL_TERMS: RentalColumns = {
  driverOption: null,
  driverPricePerDay: null,
  depositAmount: null,
  dailyDistanceKm: null,
  minDriverAge: null,
  minLicenceYears: null,
};

/**
 * A vehicle's rental terms (docs/decisions/027): the driver option; the driver's price per
 * day when a driver is offered (ignored otherwise); the deposit (0: none); the distance per
 * day (empty: unlimited); the driver's minimum age and licence years when the traveler may
 * drive (ignored when the vehicle only comes with its driver).
 */
function validateRentalTerms(
  raw: RawListingFields,
  errors: ListingProblems,
  need: (field: ListingField, value: string) => boolean,
): RentalColumns {
  const optionText = raw.driverOption.trim();
  const option = (DRIVER_OPTIONS as readonly string[]).includes(optionText) ? (optionText as DriverOption) : null;
  if (need("driverOption", optionText) && !option) errors.driverOption = { code: "choice" };

  let driverPricePerDay: number | null = null;
  if (option === "with" || option === "both") {
    const driverPrice = parsePrice(raw.driverPricePerDay);
    if (driverPrice === "empty") errors.driverPricePerDay = { code: "driverPriceRequired" };
    else if (driverPrice === "fraction") errors.driverPricePerDay = { code: "priceWhole" };
    else if (driverPrice === "too_large") errors.driverPricePerDay = { code: "priceMax" };
    else if (driverPrice === "invalid") errors.driverPricePerDay = { code: "driverPrice" };
    else driverPricePerDay = driverPrice;
  }

  let depositAmount: number | null = null;
  const deposit = parseAmount(raw.depositAmount);
  if (deposit === "empty") need("depositAmount", "");
  else if (deposit === "fraction") errors.depositAmount = { code: "priceWhole" };
  else if (deposit === "too_large") errors.depositAmount = { code: "priceMax" };
  else if (deposit === "invalid") errors.depositAmount = { code: "deposit" };
  else depositAmount = deposit;

  const { dailyDistanceKm: distance, minDriverAge: age, minLicenceYears: licence } = RENTAL_BOUNDS;
  const distanceText = raw.dailyDistanceKm.trim();
  const dailyDistanceKm = distanceText ? wholeNumber(distanceText, distance.min, distance.max) : null;
  if (distanceText && dailyDistanceKm === null) errors.dailyDistanceKm = { code: "dailyDistance" };

  let minDriverAge: number | null = null;
  let minLicenceYears: number | null = null;
  if (option && travelerDrives(option)) {
    if (need("minDriverAge", raw.minDriverAge.trim())) {
      minDriverAge = wholeNumber(raw.minDriverAge, age.min, age.max);
      if (minDriverAge === null) errors.minDriverAge = { code: "minDriverAge" };
    }
    if (need("minLicenceYears", raw.minLicenceYears.trim())) {
      minLicenceYears = wholeNumber(raw.minLicenceYears, licence.min, licence.max);
      if (minLicenceYears === null) errors.minLicenceYears = { code: "minLicenceYears" };
    }
  }
  return { driverOption: option, driverPricePerDay, depositAmount, dailyDistanceKm, minDriverAge, minLicenceYears };
}

/** A refused form in words: each field's problem and the toast, in the texts' language. */
export function listingProblemsInWords(
  texts: HostingTexts["validation"],
  result: { problems: ListingProblems; summary: ListingSummary; maxImages: number },
): { errors: ListingErrors; toast: FormToast } {
  const errors = describeAll(texts, result.problems);
  const toast: FormToast =
    result.summary === "missing"
      ? { title: texts.missingTitle, description: texts.missingDescription, variant: "destructive" }
      : result.summary === "images_missing"
        ? { title: texts.imagesRequired, description: texts.imagesRequiredDescription, variant: "destructive" }
        : result.summary === "image_limit"
          ? {
              title: texts.imageLimit,
              description: texts.imageLimitDescription(result.maxImages),
              variant: "destructive",
            }
          : { title: texts.summary, description: Object.values(errors)[0], variant: "destructive" };
  return { errors, toast };
}
