// What makes another language's texts complete: the same keys as French at every depth,
// lists of the same length, and text functions taking as many parameters. TypeScript says
// it when the area is typed `ByLang<…>`; this says it at run time too, for the tests of the
// text areas (texts.test.ts) and of the pages' contents (app/content/contents.test.ts).

type Kind = "string" | "number" | "boolean" | "function" | "list" | "object" | "markup" | "nothing";

function kindOf(value: unknown): Kind {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return "list";
  if (typeof value === "object") return "$$typeof" in value ? "markup" : "object";
  return typeof value as Kind;
}

/** Where `other` differs in shape from `reference` ('search.count: 1 paramètre(s) au lieu de 2'); empty when alike. */
export function shapeDifferences(reference: unknown, other: unknown, path = ""): string[] {
  const where = path || "(racine)";
  const [expected, found] = [kindOf(reference), kindOf(other)];
  if (expected !== found) return [`${where} : ${found} au lieu de ${expected}`];
  if (expected === "function") {
    const [wanted, given] = [(reference as () => unknown).length, (other as () => unknown).length];
    return wanted === given ? [] : [`${where} : ${given} paramètre(s) au lieu de ${wanted}`];
  }
  if (expected === "list") {
    const [wanted, given] = [reference as unknown[], other as unknown[]];
    if (wanted.length !== given.length) return [`${where} : ${given.length} élément(s) au lieu de ${wanted.length}`];
    return wanted.flatMap((item, index) => shapeDifferences(item, given[index], `${path}[${index}]`));
  }
  if (expected !== "object") return [];
  const [wanted, given] = [reference as Record<string, unknown>, other as Record<string, unknown>];
  const child = (key: string) => (path ? `${path}.${key}` : key);
  return [
    ...Object.keys(wanted)
      .filter((key) => !Object.hasOwn(given, key))
      .map((key) => `${child(key)} : manquant`),
    ...Object.keys(given)
      .filter((key) => !Object.hasOwn(wanted, key))
      .map((key) => `${child(key)} : en trop`),
    ...Object.keys(wanted)
      .filter((key) => Object.hasOwn(given, key))
      .flatMap((key) => shapeDifferences(wanted[key], given[key], child(key))),
  ];
}
