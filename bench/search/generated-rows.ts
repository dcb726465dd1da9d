// The generated marketplace as plain rows, computed from a seeded generator: the same
// seed gives the same 100 000 listings and bookings on PGlite and on PostgreSQL, so the
// two databases are measured on identical data.
import { addDays } from "#common/dates";
import type { Random } from "#server/seed/random.server";
import {
  AMENITY_ODDS,
  FIRST_NAMES,
  FUELS,
  LAST_NAMES,
  POOL,
  SEA_VIEW,
  STAY_KINDS,
  STAY_WORDING,
  STREETS,
  TOWNS,
  TRANSMISSION_ODDS,
  VEHICLE_KINDS,
  type Town,
} from "./catalogue";

export type ListingRow = {
  id: string;
  userId: string;
  title: string;
  description: string;
  category: string;
  price: number;
  address: string;
  city: string;
  isVehicle: boolean;
  amenities: string[];
  houseRules: string[];
  images: string[];
  maxGuests: number;
  policy: "flexible" | "moderate" | "strict";
  status: "approved" | "pending" | "rejected";
  vehicle: { make: string; model: string; year: number; type: string; transmission: string; fuel: string } | null;
  createdAt: Date;
};

export type StayRow = {
  id: string;
  reference: string;
  userId: string;
  listingId: string;
  isVehicle: boolean;
  startDate: string;
  endDate: string;
  guests: number;
  unitPrice: number;
  policy: ListingRow["policy"];
  travelerName: string;
  createdAt: Date;
  /** Past stays only: the review the traveler left (1–5), or null. */
  rating: number | null;
};

export type BlockRow = { listingId: string; hostId: string; startDate: string; endDate: string };

export type CoverPool = { stays: string[][]; vehicles: string[][] };

const DAY = 86_400_000;
const HOUSE_RULE_CHOICES = [
  "Non-fumeur",
  "Pas d'animaux",
  "Pas de fêtes",
  "Respect du voisinage",
  "Silence de 22h à 8h",
];

export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${"89ab"[Math.floor(random.next() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
}

/** Skewed toward the cheap end of [min, max], like real prices; rounded to 500 FCFA. */
function priceIn(random: Random, [min, max]: [number, number]): number {
  const skewed = random.next() ** 1.8;
  return Math.max(500, Math.round((min + skewed * (max - min)) / 500) * 500);
}

const STAY_ENTRIES = Object.entries(STAY_KINDS).map(([category, kind]) => ({ category, ...kind }));
const VEHICLE_ENTRIES = Object.entries(VEHICLE_KINDS).map(([type, kind]) => ({ type, ...kind }));

function stayAmenities(random: Random, category: string, town: Town, quarter: string): string[] {
  const chosen = Object.entries(AMENITY_ODDS).flatMap(([name, odds]) => (random.chance(odds) ? [name] : []));
  const poolOdds = category === "Villa" ? 0.6 : category === "Hôtel" || category === "Résidence" ? 0.35 : 0.06;
  if (random.chance(poolOdds)) chosen.push(POOL);
  const seaOdds = town.coast ? (/Fidjross|plage|Avlo|Djègbadji/.test(quarter) ? 0.55 : 0.15) : 0.01;
  if (random.chance(seaOdds)) chosen.push(SEA_VIEW);
  return chosen;
}

export function generateListing(random: Random, hostIds: string[], covers: CoverPool, now: number): ListingRow {
  const town = weighted(random, TOWNS);
  const quarter = random.pick(town.quarters);
  const address = `${random.pick(STREETS)} ${random.int(1, 450)}, ${quarter}`;
  const status = random.chance(0.9) ? "approved" : random.chance(0.6) ? "pending" : "rejected";
  // Three years of listings, more of them recent (the marketplace grows).
  const ageDays = Math.floor(1095 * random.next() ** 1.4);
  const createdAt = new Date(now - ageDays * DAY - random.int(0, 86_399) * 1000);
  const base = {
    id: uuidFrom(random),
    userId: random.pick(hostIds),
    address,
    city: town.city,
    status,
    createdAt,
  } as const;
  const policy = random.pick(["flexible", "moderate", "moderate", "strict"] as const);
  if (random.chance(0.2)) {
    const kind = weighted(random, VEHICLE_ENTRIES);
    const [make, ...rest] = random.pick(kind.models).split(" ");
    const year = random.int(2008, 2025);
    const transmission = random.chance(TRANSMISSION_ODDS.Automatique) ? "Automatique" : "Manuelle";
    const model = rest.join(" ");
    return {
      ...base,
      title: `${make} ${model} ${year}${transmission === "Automatique" ? " automatique" : ""}`,
      description: `${make} ${model} de ${year}, ${kind.seats[1]} places, disponible à ${town.city} (${quarter}). Permis et caution exigés, 200 km par jour inclus.`,
      category: kind.type,
      price: priceIn(random, kind.price),
      isVehicle: true,
      amenities: [],
      houseRules: [],
      images: random.pick(covers.vehicles) ?? [],
      maxGuests: random.int(kind.seats[0], kind.seats[1]),
      policy,
      vehicle: { make: make!, model, year, type: kind.type, transmission, fuel: random.pick(FUELS) },
    };
  }
  const kind = weighted(random, STAY_ENTRIES);
  const title = `${kind.category} ${random.pick(STAY_WORDING.adjectives)} ${random.chance(0.5) ? `à ${quarter}` : random.pick(STAY_WORDING.places)}`;
  return {
    ...base,
    title,
    description: `${title}, ${town.city}. ${random.int(1, 5)} chambre(s), ménage inclus, accueil par l'hôte. Arrivée après 14h, départ avant 11h.`,
    category: kind.category,
    price: priceIn(random, kind.price),
    isVehicle: false,
    amenities: stayAmenities(random, kind.category, town, quarter),
    houseRules: random.sample(HOUSE_RULE_CHOICES, random.int(1, 3)),
    images: random.pick(covers.stays) ?? [],
    maxGuests: random.int(kind.guests[0], kind.guests[1]),
    policy,
    vehicle: null,
  };
}

/**
 * An approved listing's calendar: 1–3 future stays in the next six months (each in its own
 * two-month slot, so they never overlap), sometimes a host's block, and for about a third
 * of the listings a past stay, reviewed most of the time.
 */
export function generateCalendar(
  random: Random,
  listing: ListingRow,
  travelerIds: string[],
  today: string,
  nextReference: () => string,
): { stays: StayRow[]; blocks: BlockRow[] } {
  const stays: StayRow[] = [];
  const blocks: BlockRow[] = [];
  const stay = (startDate: string, nights: number, rating: number | null, createdAt: Date) => {
    stays.push({
      id: uuidFrom(random),
      reference: nextReference(),
      userId: random.pick(travelerIds),
      listingId: listing.id,
      isVehicle: listing.isVehicle,
      startDate,
      endDate: addDays(startDate, nights),
      guests: random.int(1, listing.maxGuests),
      unitPrice: listing.price,
      policy: listing.policy,
      travelerName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      createdAt,
      rating,
    });
  };
  const slots = random.int(1, 3);
  for (let slot = 0; slot < slots; slot += 1) {
    const start = addDays(today, slot * 60 + random.int(1, 50));
    if (random.chance(0.12)) {
      blocks.push({
        listingId: listing.id,
        hostId: listing.userId,
        startDate: start,
        endDate: addDays(start, random.int(2, 10)),
      });
    } else {
      stay(start, random.int(1, 7), null, new Date(Date.now() - random.int(1, 40) * DAY));
    }
  }
  const listedDaysAgo = Math.floor((Date.now() - listing.createdAt.getTime()) / DAY);
  if (listedDaysAgo > 30 && random.chance(0.35)) {
    const start = addDays(today, -random.int(10, Math.min(listedDaysAgo, 700)));
    const rating = random.chance(0.8) ? (random.chance(0.7) ? random.int(4, 5) : random.int(1, 3)) : null;
    stay(start, random.int(1, 5), rating, new Date(Date.parse(`${start}T09:00:00Z`) - random.int(3, 30) * DAY));
  }
  return { stays, blocks };
}
