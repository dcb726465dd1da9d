// A listing's calendars in step with other platforms (/edit-listing/:id/calendars).
export const calendars = {
  title: "Calendriers synchronisés",
  intro:
    "Gardez vos calendriers d'Airbnb, de Booking.com ou d'autres plateformes en accord avec celui de cette annonce.",
  back: "Retour à l'annonce",
  export: {
    title: "Exporter le calendrier de cette annonce",
    intro:
      "Collez cette adresse dans l'autre plateforme pour qu'elle bloque les dates réservées ou indisponibles ici. Elle ne contient aucun nom ni coordonnée : seulement « Réservé » ou « Indisponible ». Gardez-la secrète.",
    label: "Adresse du calendrier (iCal)",
    none: "Aucune adresse d'export n'est active.",
    create: "Créer l'adresse d'export",
    regenerate: "Remplacer l'adresse",
    regenerateHelp: "L'ancienne adresse cessera aussitôt de fonctionner.",
    disable: "Désactiver l'export",
    created: "Nouvelle adresse d'export créée.",
    disabled: "Export désactivé : l'adresse ne fonctionne plus.",
  },
  imports: {
    title: "Importer un calendrier",
    intro:
      "Collez l'adresse iCal (.ics) d'une autre plateforme. Ses événements bloquent les dates de cette annonce ; le calendrier est relu toutes les 30 minutes.",
    label: "Adresse iCal de l'autre plateforme",
    add: "Importer ce calendrier",
    added: "Calendrier ajouté : il sera lu dans la minute.",
    removed: "Calendrier retiré : ses dates sont libérées.",
    remove: "Retirer",
    refresh: "Relire maintenant",
    refreshAsked: "Le calendrier sera relu dans la minute.",
    none: "Aucun calendrier importé.",
    waiting: "Pas encore lu.",
    lastSuccess: (when: string, count: number) => `Lu le ${when} : ${count} événement${count > 1 ? "s" : ""}.`,
    lastError: (when: string, reason: string) => `Échec de la lecture le ${when} : ${reason}`,
    keptDates: "Les dates de la dernière lecture réussie restent bloquées.",
    conflictsTitle: "Conflits avec des réservations",
    conflict: (from: string, to: string, reference: string) =>
      `L'événement du ${from} au ${to} chevauche la réservation ${reference}. La réservation est maintenue : vérifiez l'autre plateforme.`,
  },
  errors: {
    notFound: "Annonce introuvable.",
    importNotFound: "Calendrier importé introuvable.",
    invalidUrl: "Saisissez une adresse web complète commençant par http:// ou https:// (2 000 caractères au plus).",
    alreadyAdded: "Ce calendrier est déjà importé pour cette annonce.",
    tooManyImports: (max: number) => `Une annonce peut importer au plus ${max} calendriers.`,
    unknownIntent: "Action inconnue.",
  },
  /** Why a read failed, as the host reads it. */
  failures: {
    invalid_url: "l'adresse n'est pas une adresse http:// ou https:// valide.",
    address_refused: "cette adresse mène à un réseau privé ou local, qui n'est pas autorisé.",
    unreachable: "le serveur de l'autre plateforme est injoignable.",
    too_slow: "l'autre plateforme a mis plus de 10 secondes à répondre.",
    too_big: "le calendrier dépasse 1 Mo.",
    http_error: "l'autre plateforme a refusé la demande (adresse expirée ou erronée ?).",
    too_many_redirects: "l'adresse renvoie vers trop d'autres adresses.",
    not_ical: "la réponse n'est pas un calendrier iCal.",
    too_many_events: "le calendrier contient plus de 2 000 événements.",
  },
};
