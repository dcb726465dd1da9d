export const media = {
  fileTooLarge: {
    title: "Fichier trop volumineux",
    description: (file: string) => `${file} dépasse la limite de 5MB`,
  },
  imageTooLarge: {
    title: "Fichier trop volumineux",
    description: (file: string, megapixels: number) => `${file} dépasse la taille maximale de ${megapixels} mégapixels`,
  },
  unsupportedFormat: {
    title: "Format de fichier non supporté",
    description: "Seuls les formats JPG, PNG, WEBP et GIF sont acceptés",
  },
  unreadableImage: {
    title: "Échec du téléchargement",
    description: (file: string) => `${file} est endommagé ou illisible.`,
  },
  uploadFailed: {
    title: "Échec du téléchargement",
    description: (file: string) => `${file} n'a pas pu être enregistré. Veuillez réessayer.`,
  },
  severalFiles: {
    title: "Une seule photo à la fois",
    description: "Envoyez vos photos une par une.",
  },
  tooManyUploads: {
    title: "Trop de photos envoyées",
    description: "Vous avez envoyé beaucoup de photos en peu de temps. Veuillez réessayer dans une heure.",
  },
  busy: {
    title: "Serveur occupé",
    description: (file: string) => `${file} n'a pas pu être traité tout de suite. Veuillez réessayer dans un instant.`,
  },
  defaultFileName: "Le fichier",
};
