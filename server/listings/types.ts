// Shapes the listing reads return to routes (plain data, serialisable to the browser).
import type { ImageRef } from "#common/media";
import type { RentalTerms } from "#common/rental-terms";
import type { BookingRules } from "#common/rules/booking-rules";

export type RatingSummary = {
  /** Average of the reviews, or null when there is none ('Nouveau'). */
  average: number | null;
  count: number;
};

export type ListingCard = {
  id: string;
  title: string;
  city: string;
  country: string;
  category: string;
  isVehicle: boolean;
  /** FCFA per night (accommodation) or per day (vehicle). */
  price: number;
  maxGuests: number;
  cover: ImageRef | null;
  rating: RatingSummary;
  createdAt: string;
};

/** What every signed-in visitor may read: the city, never the street address. */
export type ListingDetail = ListingCard & {
  description: string;
  amenities: string[];
  houseRules: string[];
  images: ImageRef[];
  cancellationPolicy: "flexible" | "moderate" | "strict";
  make: string | null;
  model: string | null;
  year: number | null;
  vehicleType: string | null;
  transmission: string | null;
  fuelType: string | null;
  seats: number | null;
  /** A vehicle's rental terms (docs/decisions/027); null on a stay. */
  rentalTerms: RentalTerms | null;
  hostName: string | null;
  /** How it is booked, its stay limits, notice and discounts (docs/decisions/026). */
  rules: BookingRules;
};
