// Demo accommodations of the coast's cities: Cotonou, Abomey-Calavi, Porto-Novo.
import type { DemoStay } from "./demo-vocabulary.server";

export const SOUTH_STAYS: DemoStay[] = [
  {
    host: "koffi", title: "Appartement moderne à Haie Vive", category: "Appartement", city: "Cotonou",
    address: "Rue 12.145, Haie Vive", price: 35000, maxGuests: 4, scene: "apartment",
    description: "Bel appartement de deux chambres au cœur de Haie Vive, à deux pas des restaurants et des cafés. Le salon lumineux donne sur un balcon calme. Idéal pour un séjour d'affaires ou une escapade en famille.",
    amenities: ["wifi", "air", "kitchen", "tv", "terrace", "security", "parking"], rules: ["smoking", "parties", "quiet"],
  },
  {
    host: "koffi", title: "Appartement familial à Cadjèhoun", category: "Appartement", city: "Cotonou",
    address: "Carré 1024, Cadjèhoun, près de l'aéroport", price: 28000, maxGuests: 5, scene: "apartment",
    description: "Appartement spacieux de trois chambres à dix minutes de l'aéroport Cardinal Bernardin Gantin. Le quartier est calme et bien desservi. Une cuisine équipée et une machine à laver facilitent les longs séjours.",
    amenities: ["wifi", "air", "kitchen", "washer", "tv", "parking"], rules: ["smoking", "pets", "neighbours"],
  },
  {
    host: "koffi", title: "Studio cosy à Gbégamey", category: "Studio", city: "Cotonou",
    address: "Rue 6.080, Gbégamey", price: 16000, maxGuests: 2, scene: "apartment",
    description: "Studio meublé et climatisé, parfait pour un voyageur seul ou un couple. Le marché de Gbégamey et les taxis-motos sont au pied de l'immeuble.",
    amenities: ["wifi", "air", "kitchen", "tv"], rules: ["smoking", "guests", "quiet"],
  },
  {
    host: "koffi", title: "Villa avec piscine à Fidjrossè", category: "Villa", city: "Cotonou",
    address: "Fidjrossè, von après la Fin des Pavés", price: 95000, maxGuests: 8, scene: "villa",
    description: "Grande villa de quatre chambres avec piscine privée, à cinq minutes à pied de la plage de Fidjrossè. Le jardin arboré accueille les repas en plein air. Un gardien veille sur la maison jour et nuit.",
    amenities: ["wifi", "air", "pool", "parking", "kitchen", "washer", "tv", "garden", "security"], rules: ["smoking", "parties", "neighbours"],
  },
  {
    host: "rodrigue", title: "Maison de plage à Fidjrossè", category: "Plage", city: "Cotonou",
    address: "Route des Pêches, Fidjrossè", price: 55000, maxGuests: 6, scene: "beach",
    description: "Maison les pieds dans le sable sur la route des Pêches, face à l'océan. La terrasse couverte invite à la sieste au son des vagues. Les couchers de soleil y sont superbes.",
    amenities: ["wifi", "sea", "terrace", "kitchen", "parking", "security"], rules: ["parties", "neighbours", "quiet"],
  },
  {
    host: "koffi", title: "Chambre climatisée à Akpakpa", category: "Chambre", city: "Cotonou",
    address: "Quartier Sodjèatinmè, Akpakpa", price: 12000, maxGuests: 2, scene: "room",
    description: "Chambre propre et climatisée chez l'habitant, avec salle d'eau privée. Le pont de Cotonou et le centre-ville sont à quelques minutes. Petit-déjeuner possible sur demande.",
    amenities: ["wifi", "air", "tv"], rules: ["smoking", "guests", "quiet"],
  },
  {
    host: "koffi", title: "Résidence meublée à Ganhi", category: "Résidence", city: "Cotonou",
    address: "Avenue Clozel, Ganhi", price: 40000, maxGuests: 4, scene: "apartment",
    description: "Appartement de standing dans une résidence sécurisée du quartier des affaires de Ganhi. Les banques, le port et le marché Dantokpa sont tout proches. Ménage assuré deux fois par semaine.",
    amenities: ["wifi", "air", "kitchen", "tv", "security", "parking", "washer"], rules: ["smoking", "parties", "pets"],
  },
  {
    host: "koffi", title: "Hôtel de charme à Cotonou centre", category: "Hôtel", city: "Cotonou",
    address: "Boulevard Saint-Michel, Cotonou", price: 32000, maxGuests: 2, scene: "hotel",
    description: "Chambre double dans un petit hôtel familial près de l'église Saint-Michel. Le personnel vous conseille volontiers pour visiter la ville. La piscine sur le toit offre une belle vue sur Cotonou.",
    amenities: ["wifi", "air", "pool", "tv", "security"], rules: ["smoking", "pets", "guests"],
  },
  {
    host: "koffi", title: "Maison avec jardin à Agla", category: "Maison", city: "Cotonou",
    address: "Agla, non loin du carrefour Agla Hlazounto", price: 42000, maxGuests: 6, scene: "house",
    description: "Maison de trois chambres avec grande cour et jardin fleuri. Les enfants y jouent en toute sécurité. Le quartier est résidentiel et calme le soir.",
    amenities: ["wifi", "air", "garden", "parking", "kitchen", "washer", "tv"], rules: ["parties", "neighbours"],
  },
  {
    host: "koffi", title: "Chambre d'hôtes à Zogbo", category: "Chambre d'hôtes", city: "Cotonou",
    address: "Zogbo, rue du marché", price: 15000, maxGuests: 2, scene: "house",
    description: "Chambre d'hôtes accueillante dans une maison familiale. Le petit-déjeuner béninois, bouillie et beignets, est servi dans la cour.",
    amenities: ["wifi", "air", "garden"], rules: ["smoking", "quiet", "guests"],
  },
  {
    host: "koffi", title: "Appartement neuf à Godomey", category: "Appartement", city: "Abomey-Calavi",
    address: "Godomey Togoudo, près de l'échangeur", price: 22000, maxGuests: 4, scene: "apartment",
    description: "Appartement neuf de deux chambres à la sortie de Cotonou, pratique pour rejoindre Ouidah ou l'université. Parking fermé dans la cour.",
    amenities: ["wifi", "air", "kitchen", "tv", "parking"], rules: ["smoking", "parties"],
  },
  {
    host: "koffi", title: "Studio étudiant près du campus", category: "Studio", city: "Abomey-Calavi",
    address: "Zogbadjè, près de l'Université d'Abomey-Calavi", price: 15000, maxGuests: 2, scene: "apartment",
    description: "Studio simple et bien tenu, à cinq minutes du campus d'Abomey-Calavi. Parfait pour un stage, un concours ou une visite à la famille.",
    amenities: ["wifi", "air", "kitchen"], rules: ["smoking", "parties", "quiet"],
  },
  {
    host: "rodrigue", title: "Maison au bord du lac Nokoué", category: "Maison", city: "Abomey-Calavi",
    address: "Embarcadère d'Abomey-Calavi, route de Ganvié", price: 38000, maxGuests: 5, scene: "house",
    description: "Maison tranquille au bord du lac Nokoué, à deux pas de l'embarcadère pour Ganvié. Le matin, on voit passer les pirogues des pêcheurs. La terrasse ombragée est idéale pour lire.",
    amenities: ["wifi", "terrace", "garden", "parking", "kitchen"], rules: ["parties", "neighbours"],
  },
  {
    host: "rodrigue", title: "Bungalow lacustre à Calavi", category: "Bungalow", city: "Abomey-Calavi",
    address: "Kpota, berge du lac Nokoué", price: 30000, maxGuests: 3, scene: "beach",
    description: "Bungalow en bois sur pilotis, face au lac Nokoué. Une expérience authentique à vingt minutes de Cotonou.",
    amenities: ["wifi", "terrace", "parking"], rules: ["smoking", "quiet", "pets"],
  },
  {
    host: "koffi", title: "Maison coloniale à Porto-Novo", category: "Maison", city: "Porto-Novo",
    address: "Quartier Ouando, près du musée Honmè", price: 40000, maxGuests: 6, scene: "house",
    description: "Maison de style afro-brésilien restaurée, dans la capitale. Les musées, la grande mosquée et le marché Ouando se visitent à pied. Un lieu plein de charme pour découvrir l'histoire de Porto-Novo.",
    amenities: ["wifi", "air", "garden", "kitchen", "parking"], rules: ["smoking", "parties", "neighbours"],
  },
  {
    host: "koffi", title: "Appartement calme à Tokpota", category: "Appartement", city: "Porto-Novo",
    address: "Tokpota, derrière la lagune", price: 20000, maxGuests: 3, scene: "apartment",
    description: "Appartement d'une chambre dans un quartier paisible, avec vue sur la lagune de Porto-Novo. Commerces et zémidjans à proximité.",
    amenities: ["wifi", "air", "kitchen", "tv"], rules: ["smoking", "quiet"],
  },
  {
    host: "koffi", title: "Chambre lumineuse à Djègan-Kpèvi", category: "Chambre", city: "Porto-Novo",
    address: "Djègan-Kpèvi, rue des Cocotiers", price: 10000, maxGuests: 2, scene: "room",
    description: "Chambre simple et lumineuse avec ventilateur et climatisation. L'hôte, Mme Adjovi, prépare sur demande un délicieux amiwo.",
    amenities: ["wifi", "air"], rules: ["smoking", "guests", "quiet"],
  },
];
