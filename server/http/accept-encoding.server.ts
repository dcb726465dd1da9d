// Which compression an answer gets, from the visitor's Accept-Encoding: Brotli when it is
// taken at least as willingly as gzip (browsers list it last, "gzip, deflate, br, zstd",
// all at the same weight, and it is the smaller), else gzip, else none. Express's own
// acceptsEncodings() breaks ties in the visitor's order, which would give browsers gzip.
export type ContentEncoding = "br" | "gzip";

/** The weight the header gives `coding` (RFC 9110 §12.5.3): its own, else `*`'s, else 0. */
function weightOf(header: string, coding: string): number {
  let wildcard: number | undefined;
  for (const entry of header.split(",")) {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim());
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q ? Number(q.slice(2)) : 1;
    const valid = Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0;
    if (name.toLowerCase() === coding) return valid;
    if (name === "*") wildcard = valid;
  }
  return wildcard ?? 0;
}

export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const brotli = weightOf(acceptEncoding, "br");
  const gzip = weightOf(acceptEncoding, "gzip");
  if (brotli > 0 && brotli >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}
