// Demo rental vehicles: cars with or without driver, 4x4 for the North, motos and scooters.
import type { DemoVehicle } from "./demo-vocabulary.server";

export const VEHICLES: DemoVehicle[] = [
  {
    host: "gildas", title: "Toyota Corolla climatisée", vehicleType: "Berline", make: "Toyota", model: "Corolla", year: 2019,
    transmission: "Automatique", fuelType: "Essence", seats: 5, city: "Cotonou", address: "Carrefour Vêdoko, Cotonou", price: 30000,
    description: "Berline fiable et économique, parfaite pour circuler à Cotonou. Climatisation efficace et coffre spacieux. Livraison possible à l'aéroport.",
  },
  {
    host: "gildas", title: "Hyundai Elantra récente", vehicleType: "Berline", make: "Hyundai", model: "Elantra", year: 2021,
    transmission: "Automatique", fuelType: "Essence", seats: 5, city: "Cotonou", address: "Haie Vive, Cotonou", price: 35000,
    description: "Berline confortable, idéale pour les rendez-vous d'affaires. Caméra de recul et écran tactile.",
  },
  {
    host: "gildas", title: "Toyota RAV4 pour vos trajets", vehicleType: "SUV", make: "Toyota", model: "RAV4", year: 2020,
    transmission: "Automatique", fuelType: "Essence", seats: 5, city: "Cotonou", address: "Cadjèhoun, Cotonou", price: 45000,
    description: "SUV spacieux et surélevé, à l'aise sur les voies pavées comme sur les pistes. Idéal pour une excursion à Ouidah ou Grand-Popo.",
  },
  {
    host: "gildas", title: "Hyundai Tucson hybride", vehicleType: "SUV", make: "Hyundai", model: "Tucson", year: 2022,
    transmission: "Automatique", fuelType: "Hybride", seats: 5, city: "Abomey-Calavi", address: "Godomey, Abomey-Calavi", price: 55000,
    description: "SUV hybride sobre et silencieux. Consommation réduite pour les longs trajets vers le Nord. Régulateur de vitesse et Bluetooth.",
  },
  {
    host: "gildas", title: "Suzuki Swift citadine", vehicleType: "Citadine", make: "Suzuki", model: "Swift", year: 2020,
    transmission: "Manuelle", fuelType: "Essence", seats: 5, city: "Cotonou", address: "Gbégamey, Cotonou", price: 25000,
    description: "Petite voiture maniable, facile à garer dans les rues animées de Cotonou. Très économique en carburant.",
  },
  {
    host: "koffi", title: "Kia Picanto à Porto-Novo", vehicleType: "Citadine", make: "Kia", model: "Picanto", year: 2021,
    transmission: "Automatique", fuelType: "Essence", seats: 4, city: "Porto-Novo", address: "Avakpa, Porto-Novo", price: 25000,
    description: "Citadine automatique, parfaite pour découvrir Porto-Novo et ses environs. Remise des clés à domicile.",
  },
  {
    host: "gildas", title: "Toyota Land Cruiser Prado", vehicleType: "4x4", make: "Toyota", model: "Land Cruiser Prado", year: 2018,
    transmission: "Automatique", fuelType: "Diesel", seats: 7, city: "Cotonou", address: "Akpakpa, Cotonou", price: 85000,
    description: "4x4 robuste et confortable pour traverser tout le pays. Sept places, climatisation et galerie de toit. Chauffeur disponible sur demande.",
  },
  {
    host: "mariam", title: "Toyota Hilux pour le Nord", vehicleType: "4x4", make: "Toyota", model: "Hilux", year: 2019,
    transmission: "Manuelle", fuelType: "Diesel", seats: 5, city: "Parakou", address: "Quartier Albarika, Parakou", price: 70000,
    description: "Pick-up 4x4 increvable, idéal pour les pistes du Borgou et de l'Alibori. Benne bâchée pour vos bagages.",
  },
  {
    host: "mariam", title: "Mitsubishi Pajero pour la Pendjari", vehicleType: "4x4", make: "Mitsubishi", model: "Pajero", year: 2017,
    transmission: "Manuelle", fuelType: "Diesel", seats: 7, city: "Natitingou", address: "Centre-ville, Natitingou", price: 65000,
    description: "4x4 préparé pour les safaris dans le parc de la Pendjari. Toit ouvrant pour observer les animaux.",
  },
  {
    host: "gildas", title: "Toyota Sienna 7 places", vehicleType: "Monospace", make: "Toyota", model: "Sienna", year: 2016,
    transmission: "Automatique", fuelType: "Essence", seats: 7, city: "Cotonou", address: "Fidjrossè, Cotonou", price: 50000,
    description: "Monospace familial de sept places avec portes coulissantes. Idéal pour les mariages, les baptêmes et les sorties en famille.",
  },
  {
    host: "gildas", title: "Toyota HiAce 15 places", vehicleType: "Utilitaire", make: "Toyota", model: "HiAce", year: 2018,
    transmission: "Manuelle", fuelType: "Diesel", seats: 15, city: "Cotonou", address: "Zone portuaire, Cotonou", price: 60000,
    description: "Minibus de quinze places pour les groupes et les délégations. Chauffeur expérimenté inclus sur demande.",
  },
  {
    host: "gildas", title: "Moto Bajaj Boxer", vehicleType: "Moto", make: "Bajaj", model: "Boxer 150", year: 2022,
    transmission: "Manuelle", fuelType: "Essence", seats: 2, city: "Cotonou", address: "Marché Dantokpa, Cotonou", price: 5000,
    description: "La moto la plus populaire du Bénin, robuste et économique. Casque fourni.",
  },
  {
    host: "mariam", title: "Moto Haojue à Parakou", vehicleType: "Moto", make: "Haojue", model: "HJ125", year: 2023,
    transmission: "Manuelle", fuelType: "Essence", seats: 2, city: "Parakou", address: "Marché Arzèkè, Parakou", price: 6000,
    description: "Moto légère et fiable pour se déplacer librement à Parakou. Deux casques fournis.",
  },
  {
    host: "gildas", title: "Scooter Yamaha NMAX", vehicleType: "Scooter", make: "Yamaha", model: "NMAX 155", year: 2022,
    transmission: "Automatique", fuelType: "Essence", seats: 2, city: "Cotonou", address: "Cadjèhoun, Cotonou", price: 8000,
    description: "Scooter automatique confortable avec coffre sous la selle. Parfait pour la ville.",
  },
  {
    host: "rodrigue", title: "Scooter électrique à Ouidah", vehicleType: "Scooter", make: "Yadea", model: "G5", year: 2023,
    transmission: "Automatique", fuelType: "Électrique", seats: 2, city: "Ouidah", address: "Place Chacha, Ouidah", price: 7000,
    description: "Scooter électrique silencieux, idéal pour visiter Ouidah et rejoindre la plage. Recharge incluse.",
  },
];
