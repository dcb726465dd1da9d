// Who asks for a page, as far as the page's content depends on it: a link-preview crawler
// gets a listing's public summary instead of the sign-in wall (docs/decisions/003), any
// other robot gets the page whole before it starts (app/entry.server.tsx), a person gets
// it streamed. The anonymous page cache keeps one copy per kind.
import { createIsbotFromList, isbot, list as botPatterns } from "isbot";

// Crawlers (WhatsApp, facebookexternalhit, Googlebot…), but not headless browsers or
// Lighthouse: those drive the real page like a person does.
export const isLinkPreviewCrawler = createIsbotFromList(
  botPatterns.filter((pattern) => !/headless|lighthouse/i.test(pattern)),
);

export type VisitorKind = "preview-crawler" | "robot" | "person";

export function visitorKindOf(userAgent: string | null | undefined): VisitorKind {
  if (isLinkPreviewCrawler(userAgent)) return "preview-crawler";
  return userAgent && isbot(userAgent) ? "robot" : "person";
}
