// A vehicle's rental conditions on its page (docs/decisions/027): its own terms, in the
// spec's words where they still apply; an older vehicle without stated terms reads as the
// page did before.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatFcfa } from "#common/format/money";
import type { RentalTerms } from "#common/rental-terms";
import { DEFAULT_BOOKING_RULES } from "#common/rules/booking-rules";
import type { ListingDetail } from "#server/listings/types";
import { RentalConditions } from "./listing-sections";

const vehicle = (rentalTerms: RentalTerms | null): ListingDetail => ({
  id: "0b7f1a52-3c1d-4e0f-9a8b-7c6d5e4f3a2b",
  title: "Toyota Corolla",
  city: "Cotonou",
  country: "Bénin",
  category: "Berline",
  isVehicle: true,
  price: 30_000,
  maxGuests: 5,
  cover: null,
  rating: { average: null, count: 0 },
  createdAt: "2026-03-04T10:00:00.000Z",
  description: "",
  amenities: [],
  houseRules: [],
  images: [],
  cancellationPolicy: "moderate",
  make: "Toyota",
  model: "Corolla",
  year: 2019,
  vehicleType: "Berline",
  transmission: null,
  fuelType: null,
  seats: 5,
  rentalTerms,
  rules: DEFAULT_BOOKING_RULES,
  hostName: null,
});

const render = (terms: RentalTerms | null) =>
  renderToString(<RentalConditions listing={vehicle(terms)} />).replaceAll("&#x27;", "'");

describe("RentalConditions", () => {
  it("states the driver, the distance, the deposit at pick-up and the licence of this vehicle", () => {
    const html = render({
      driverOption: "both",
      driverPricePerDay: 15_000,
      depositAmount: 100_000,
      dailyDistanceKm: 250,
      minDriverAge: 25,
      minLicenceYears: 3,
    });
    expect(html).toContain(`Avec chauffeur (${formatFcfa(15_000, "fr")} par jour) ou sans chauffeur, au choix`);
    expect(html).toContain("Kilométrage limité à 250 km par jour");
    expect(html).toContain(
      `Caution de ${formatFcfa(100_000, "fr")}, remise au propriétaire à la prise en charge (elle n'est pas payée en ligne)`,
    );
    expect(html).toContain("Permis de conduire requis : conducteur de 25 ans minimum, permis depuis au moins 3 ans");
    expect(html).not.toContain("200 km");
  });

  it("a vehicle with its driver only asks no licence; no deposit and unlimited distance are said", () => {
    const html = render({
      driverOption: "with",
      driverPricePerDay: 20_000,
      depositAmount: 0,
      dailyDistanceKm: null,
      minDriverAge: null,
      minLicenceYears: null,
    });
    expect(html).toContain(`Avec chauffeur uniquement (${formatFcfa(20_000, "fr")} par jour)`);
    expect(html).toContain("Le chauffeur conduit : aucun permis n'est demandé au voyageur");
    expect(html).toContain("Pas de caution");
    expect(html).toContain("Kilométrage illimité");
  });

  it("an older vehicle whose terms were never stated keeps the former words", () => {
    const html = render({
      driverOption: "without",
      driverPricePerDay: null,
      depositAmount: null,
      dailyDistanceKm: 200,
      minDriverAge: null,
      minLicenceYears: null,
    });
    expect(html).toContain("Kilométrage limité à 200 km par jour");
    expect(html).toContain("Permis de conduire requis");
    expect(html).toContain("Caution requise, remise au propriétaire à la prise en charge");
  });
});
