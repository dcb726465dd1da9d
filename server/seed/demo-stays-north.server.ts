// Demo accommodations of Ouidah, Grand-Popo and the inland cities up to the Atacora.
import type { DemoStay } from "./demo-vocabulary.server";

export const INLAND_AND_COAST_STAYS: DemoStay[] = [
  {
    host: "rodrigue", title: "Bungalow sur la plage de Ouidah", category: "Plage", city: "Ouidah",
    address: "Plage de Djègbadji, près de la Porte du Non-Retour", price: 45000, maxGuests: 4, scene: "beach",
    description: "Bungalow face à l'océan, à quelques pas de la Porte du Non-Retour. Les cocotiers ombragent la terrasse toute la journée. Un endroit paisible pour se ressourcer après la visite de la Route des Esclaves.",
    amenities: ["sea", "terrace", "parking", "security"], rules: ["parties", "neighbours", "quiet"],
  },
  {
    host: "rodrigue", title: "Villa créole à Ouidah", category: "Villa", city: "Ouidah",
    address: "Quartier Tové, près de la Basilique", price: 85000, maxGuests: 8, scene: "villa",
    description: "Villa de caractère avec piscine, entre la Basilique et le Temple des Pythons. Quatre chambres climatisées et un grand salon ouvert sur le jardin. Parfaite pour une famille ou un groupe d'amis.",
    amenities: ["wifi", "air", "pool", "garden", "parking", "kitchen", "security"], rules: ["smoking", "parties", "neighbours"],
  },
  {
    host: "rodrigue", title: "Chambre d'hôtes dans le centre historique", category: "Chambre d'hôtes", city: "Ouidah",
    address: "Rue du Fort portugais, Ouidah", price: 18000, maxGuests: 2, scene: "house",
    description: "Chambre d'hôtes dans une maison afro-brésilienne, à deux pas du musée d'Histoire. Le petit-déjeuner est servi sous le manguier.",
    amenities: ["wifi", "air", "garden"], rules: ["smoking", "quiet", "guests"],
  },
  {
    host: "rodrigue", title: "Chambre simple près du Temple des Pythons", category: "Chambre", city: "Ouidah",
    address: "Quartier Dangbéxwé, Ouidah", price: 9000, maxGuests: 1, scene: "room",
    description: "Petite chambre ventilée, idéale pour un voyageur seul qui vient découvrir Ouidah. Le centre et la gare routière sont à dix minutes à pied.",
    amenities: ["wifi"], rules: ["smoking", "guests", "quiet"],
  },
  {
    host: "rodrigue", title: "Bungalow pieds dans l'eau à Avlo", category: "Plage", city: "Grand-Popo",
    address: "Plage d'Avlo, route de la Bouche du Roy", price: 40000, maxGuests: 3, scene: "beach",
    description: "Bungalow en paille et bois sur la plage d'Avlo, entre océan et lagune. Excursion en pirogue vers la Bouche du Roy possible avec un pêcheur du village.",
    amenities: ["sea", "terrace", "security"], rules: ["parties", "neighbours"],
  },
  {
    host: "rodrigue", title: "Maison de vacances face à l'océan", category: "Plage", city: "Grand-Popo",
    address: "Hêvè, route des Pêches", price: 70000, maxGuests: 7, scene: "beach",
    description: "Grande maison de vacances avec vue sur mer, au calme de Grand-Popo. Trois chambres, une cuisine équipée et une terrasse immense. Le marché aux poissons se trouve au bout de la plage.",
    amenities: ["wifi", "sea", "terrace", "kitchen", "parking", "security", "garden"], rules: ["parties", "neighbours", "smoking"],
  },
  {
    host: "rodrigue", title: "Villa contemporaine à Grand-Popo", category: "Villa", city: "Grand-Popo",
    address: "Plage de Grand-Popo, près de la Villa Karo", price: 120000, maxGuests: 10, scene: "villa",
    description: "Villa contemporaine avec piscine à débordement et vue sur mer. Cinq chambres avec salle de bain, personnel de maison sur place. Le cadre rêvé pour une réunion de famille.",
    amenities: ["wifi", "air", "pool", "sea", "parking", "kitchen", "washer", "tv", "garden", "security"], rules: ["smoking", "pets", "neighbours"],
  },
  {
    host: "rodrigue", title: "Bungalow dans la cocoteraie", category: "Bungalow", city: "Grand-Popo",
    address: "Gbèkon, cocoteraie de Grand-Popo", price: 28000, maxGuests: 2, scene: "beach",
    description: "Bungalow rond sous les cocotiers, à trois minutes de la plage. Moustiquaire, douche chaude et hamac devant la porte.",
    amenities: ["sea", "garden", "parking"], rules: ["quiet", "parties"],
  },
  {
    host: "mariam", title: "Chambre d'hôtes près des palais royaux", category: "Chambre d'hôtes", city: "Abomey",
    address: "Quartier Djègbé, près des palais royaux", price: 16000, maxGuests: 2, scene: "house",
    description: "Chambre d'hôtes chaleureuse à cinq minutes des palais royaux d'Abomey, classés au patrimoine mondial. Votre hôte connaît l'histoire du royaume du Danxomè et la raconte volontiers.",
    amenities: ["wifi", "air", "garden"], rules: ["smoking", "quiet"],
  },
  {
    host: "mariam", title: "Maison familiale à Abomey", category: "Maison", city: "Abomey",
    address: "Goho, route de Bohicon", price: 30000, maxGuests: 6, scene: "house",
    description: "Maison de trois chambres avec une grande cour, au calme. Idéale pour les familles en visite lors des fêtes de fin d'année.",
    amenities: ["wifi", "air", "parking", "kitchen", "garden"], rules: ["parties", "neighbours"],
  },
  {
    host: "mariam", title: "Appartement central à Bohicon", category: "Appartement", city: "Bohicon",
    address: "Quartier Zakpo, près du marché de Bohicon", price: 18000, maxGuests: 3, scene: "apartment",
    description: "Appartement d'une chambre près du grand marché de Bohicon et de la gare. Pratique pour rayonner vers Abomey et Dassa.",
    amenities: ["wifi", "air", "kitchen", "tv"], rules: ["smoking", "quiet"],
  },
  {
    host: "mariam", title: "Hôtel confortable à Bohicon", category: "Hôtel", city: "Bohicon",
    address: "Route nationale inter-États, Bohicon", price: 25000, maxGuests: 2, scene: "hotel",
    description: "Chambre double dans un hôtel récent au bord de la route inter-États. Restaurant sur place et parking surveillé.",
    amenities: ["wifi", "air", "tv", "parking", "security"], rules: ["smoking", "pets"],
  },
  {
    host: "mariam", title: "Hôtel avec piscine à Parakou", category: "Hôtel", city: "Parakou",
    address: "Quartier Albarika, Parakou", price: 30000, maxGuests: 2, scene: "hotel",
    description: "Chambre climatisée dans un hôtel avec piscine, au centre de Parakou. Le marché Arzèkè et la gare sont à quelques minutes. Idéal pour une étape sur la route du Nord.",
    amenities: ["wifi", "air", "pool", "tv", "parking", "security"], rules: ["smoking", "pets", "guests"],
  },
  {
    host: "mariam", title: "Appartement à Banikanni", category: "Appartement", city: "Parakou",
    address: "Banikanni, près de l'université de Parakou", price: 20000, maxGuests: 4, scene: "apartment",
    description: "Appartement de deux chambres dans un quartier animé, proche de l'université. Cuisine équipée et eau chaude.",
    amenities: ["wifi", "air", "kitchen", "tv", "washer"], rules: ["smoking", "parties"],
  },
  {
    host: "mariam", title: "Villa spacieuse à Parakou", category: "Villa", city: "Parakou",
    address: "Quartier Kpébié, Parakou", price: 65000, maxGuests: 8, scene: "villa",
    description: "Villa de quatre chambres avec jardin et groupe électrogène, dans un quartier résidentiel. Parfaite pour les missions de plusieurs semaines dans le Borgou.",
    amenities: ["wifi", "air", "garden", "parking", "kitchen", "washer", "tv", "security"], rules: ["smoking", "parties", "neighbours"],
  },
  {
    host: "mariam", title: "Chambre économique à Parakou", category: "Chambre", city: "Parakou",
    address: "Quartier Zongo, Parakou", price: 8000, maxGuests: 1, scene: "room",
    description: "Chambre simple et propre pour les petits budgets, avec ventilateur et moustiquaire. Accueil chaleureux garanti.",
    amenities: ["wifi"], rules: ["smoking", "guests", "quiet"],
  },
  {
    host: "mariam", title: "Chambre d'hôtes au pied de l'Atacora", category: "Chambre d'hôtes", city: "Natitingou",
    address: "Quartier Yokossi, Natitingou", price: 20000, maxGuests: 2, scene: "house",
    description: "Chambre d'hôtes avec vue sur les collines de l'Atacora. Départ idéal pour les cascades de Kota et de Tanougou et pour le parc de la Pendjari. Votre hôte organise les excursions.",
    amenities: ["wifi", "garden", "parking"], rules: ["smoking", "quiet"],
  },
  {
    host: "mariam", title: "Hôtel de montagne à Natitingou", category: "Hôtel", city: "Natitingou",
    address: "Route de Boukoumbé, Natitingou", price: 28000, maxGuests: 3, scene: "hotel",
    description: "Hôtel au calme sur les hauteurs de Natitingou, avec restaurant et terrasse panoramique. Les nuits y sont fraîches, un vrai bonheur après la chaleur de la journée.",
    amenities: ["wifi", "air", "terrace", "parking", "security"], rules: ["smoking", "pets"],
  },
  {
    host: "mariam", title: "Maison traditionnelle à Natitingou", category: "Maison", city: "Natitingou",
    address: "Quartier Kantaborifa, Natitingou", price: 32000, maxGuests: 5, scene: "house",
    description: "Maison en terre rénovée, inspirée des tata somba, avec tout le confort moderne. Une expérience unique au cœur du pays Otammari.",
    amenities: ["wifi", "garden", "parking", "kitchen"], rules: ["smoking", "parties", "neighbours"],
  },
  {
    host: "mariam", title: "Chambre au centre de Djougou", category: "Chambre", city: "Djougou",
    address: "Quartier Kilir, Djougou", price: 8000, maxGuests: 2, scene: "room",
    description: "Chambre simple près de la grande mosquée de Djougou et du marché. Parfaite pour une étape entre Parakou et Natitingou.",
    amenities: ["wifi", "air"], rules: ["smoking", "quiet"],
  },
  {
    host: "mariam", title: "Résidence calme à Djougou", category: "Résidence", city: "Djougou",
    address: "Route de Parakou, Djougou", price: 25000, maxGuests: 4, scene: "apartment",
    description: "Appartement meublé dans une petite résidence gardée, avec groupe électrogène et cour ombragée. Idéal pour les missions dans la Donga.",
    amenities: ["wifi", "air", "kitchen", "tv", "parking", "security"], rules: ["smoking", "parties"],
  },
];
