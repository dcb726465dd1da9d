import type { MediaTexts } from "#common/texts/media";

export const media: MediaTexts = {
  fileTooLarge: {
    title: "File too large",
    description: (file: string) => `${file} is over the 5MB limit`,
  },
  imageTooLarge: {
    title: "File too large",
    description: (file: string, megapixels: number) => `${file} is over the maximum size of ${megapixels} megapixels`,
  },
  unsupportedFormat: {
    title: "File format not supported",
    description: "Only JPG, PNG, WEBP and GIF files are accepted",
  },
  unreadableImage: {
    title: "Upload failed",
    description: (file: string) => `${file} is damaged or unreadable.`,
  },
  uploadFailed: {
    title: "Upload failed",
    description: (file: string) => `${file} could not be saved. Please try again.`,
  },
  severalFiles: {
    title: "One photo at a time",
    description: "Send your photos one by one.",
  },
  tooManyUploads: {
    title: "Too many photos sent",
    description: "You have sent a lot of photos in a short time. Please try again in an hour.",
  },
  busy: {
    title: "Server busy",
    description: (file: string) => `${file} could not be processed right away. Please try again in a moment.`,
  },
  defaultFileName: "The file",
};
