import type { LegalPagesTexts } from "#common/texts/legal-pages";

export const legalPages: LegalPagesTexts = {
  lastUpdated: "Last updated: 22 June 2025",
};
