// Demo listings waiting for an administrator, and two already refused (with the reason
// the host sees in /my-listings).
import type { DemoStay, DemoVehicle } from "./demo-vocabulary.server";

export const PENDING_STAYS: DemoStay[] = [
  {
    host: "koffi",
    title: "Duplex avec terrasse à Fidjrossè",
    category: "Appartement",
    city: "Cotonou",
    address: "Fidjrossè Kpota, Cotonou",
    price: 38000,
    maxGuests: 5,
    scene: "apartment",
    description:
      "Duplex récent avec grande terrasse, à dix minutes de la plage. Deux chambres climatisées et un salon spacieux.",
    amenities: ["wifi", "air", "terrace", "kitchen", "parking"],
    rules: ["smoking", "parties"],
  },
  {
    host: "mariam",
    title: "Case d'hôtes à Tanguiéta",
    category: "Chambre d'hôtes",
    city: "Tanguiéta",
    address: "Route de la Pendjari, Tanguiéta",
    price: 15000,
    maxGuests: 2,
    scene: "house",
    description: "Case d'hôtes simple à l'entrée du parc de la Pendjari. Idéale avant un safari au lever du jour.",
    amenities: ["garden", "parking"],
    rules: ["quiet"],
  },
];

export const PENDING_VEHICLES: DemoVehicle[] = [
  {
    host: "gildas",
    title: "Honda CR-V familial",
    vehicleType: "SUV",
    make: "Honda",
    model: "CR-V",
    year: 2019,
    transmission: "Automatique",
    fuelType: "Essence",
    seats: 5,
    city: "Cotonou",
    address: "Agla, Cotonou",
    price: 45000,
    description: "SUV familial confortable, grand coffre et climatisation bizone. Disponible avec ou sans chauffeur.",
  },
];

export const REJECTED_STAYS: Array<DemoStay & { rejectionReason: string }> = [
  {
    host: "koffi",
    title: "Chambre à Cotonou",
    category: "Chambre",
    city: "Cotonou",
    address: "Cotonou",
    price: 10000,
    maxGuests: 2,
    scene: "room",
    description: "Chambre à louer.",
    amenities: [],
    rules: [],
    rejectionReason: "L'adresse et la description sont trop imprécises. Indiquez le quartier et décrivez la chambre.",
  },
  {
    host: "rodrigue",
    title: "Villa de luxe à Grand-Popo",
    category: "Villa",
    city: "Grand-Popo",
    address: "Grand-Popo",
    price: 150000,
    maxGuests: 12,
    scene: "villa",
    description: "Villa de luxe avec piscine pour vos fêtes et événements, jusqu'à cinquante invités.",
    amenities: ["pool", "sea", "parking"],
    rules: [],
    rejectionReason: "Non conforme aux normes de la plateforme",
  },
];
