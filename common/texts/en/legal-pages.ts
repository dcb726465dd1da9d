import type { LegalPagesTexts } from "../legal-pages";

export const legalPages: LegalPagesTexts = {
  lastUpdated: "Last updated: 22 June 2025",
};
