// Where to send someone after signing in: only a path of this site. Anything that a
// browser could read as another site ('//evil.com', '/\evil.com', 'https://…',
// 'javascript:…') falls back to the default. The check is made on the address as the
// browser will read it: '/.//evil.com' or '/a/..//evil.com' become '//evil.com' once their
// dot segments are removed.
import { unlocalizedPath } from "#common/i18n";

const BASE = "http://same-site.invalid";

export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const candidate = value.trim();
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.length > 2000) return fallback;
  // Browsers treat '\' as '/', and strip tabs and newlines inside URLs.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses or removes
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalised, the path must still be one path of this site, not '//host/…'.
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  // Back to the sign-in page or to the auth API would be a loop or a raw JSON answer.
  // In every language: /en/auth too (common/i18n.ts).
  const page = unlocalizedPath(url.pathname);
  if (page === "/auth" || page.startsWith("/api/")) return fallback;
  return path;
}
