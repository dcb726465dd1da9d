// Words that only French gives, to tell a text left in French inside another language's
// texts (common/texts/texts.test.ts, app/content/contents.test.ts, the e-mails' test).
// "FCFA", the brand, FedaPay, MTN and Moov, and place names are the same in English.
const FRENCH_MARKERS = new Set([
  "le",
  "la",
  "les",
  "du",
  "des",
  "au",
  "aux",
  "une",
  "vous",
  "votre",
  "vos",
  "nous",
  "notre",
  "est",
  "et",
  "pour",
  "avec",
  "sur",
  "dans",
  "sans",
  "bonjour",
  "merci",
  "réservation",
  "réservations",
  "annonce",
  "annonces",
  "hébergement",
  "hébergements",
  "voyageur",
  "voyageurs",
  "hôte",
  "versement",
  "remboursement",
  "demande",
  "connexion",
  "paiement",
  "janvier",
  "heures",
  "jours",
  "nuits",
]);

/** The French marker words found in a text, HTML tags, web addresses and the brand left aside. */
export function frenchWordsIn(text: string): string[] {
  const words = text
    .replace(/<[^>]*>/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replaceAll("Bénin Voyages", " ")
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return [...new Set(words.filter((word) => FRENCH_MARKERS.has(word)))];
}

type Leaf = { path: string; text: string };
type Renderers = {
  /** A React element as HTML (the pages' contents); without it, markup is left aside. */
  markup?: (node: unknown) => string;
  /** A component (a key starting with a capital, like a page's `Body`) as HTML. */
  component?: (component: (...args: never[]) => unknown) => string;
};

function isMarkup(value: unknown): boolean {
  return typeof value === "object" && value !== null && "$$typeof" in value;
}

/**
 * Every text an area or a page's content can show, with where it is: its strings, what its
 * text functions give for sample values (2 for each parameter, then "X" if that throws), and
 * its markup rendered.
 */
export function textLeaves(value: unknown, renderers: Renderers = {}, path = ""): Leaf[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (isMarkup(value)) return renderers.markup ? [{ path, text: renderers.markup(value) }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => textLeaves(item, renderers, `${path}[${index}]`));
  if (typeof value === "function") {
    const fn = value as (...args: unknown[]) => unknown;
    const key = path.slice(path.lastIndexOf(".") + 1);
    if (/^[A-Z]/.test(key)) return renderers.component ? [{ path, text: renderers.component(fn) }] : [];
    for (const sample of [2, "X"]) {
      try {
        return textLeaves(fn(...Array.from({ length: fn.length }, () => sample)), renderers, `${path}()`);
      } catch {
        // The next sample value.
      }
    }
    return [];
  }
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, renderers, path ? `${path}.${key}` : key));
  return [];
}

/** Where a language's texts still read as French: 'path: words'. */
export function frenchLeftIn(value: unknown, renderers: Renderers = {}): string[] {
  return textLeaves(value, renderers).flatMap(({ path, text }) => {
    const words = frenchWordsIn(text);
    return words.length ? [`${path}: ${words.join(", ")}`] : [];
  });
}
