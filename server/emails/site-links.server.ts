// The links to this site an e-mail carries, in the recipient's language: a person who reads
// English lands on /en/… (docs/decisions/030). Links made when the e-mail is queued (its
// parameters whose name ends in "url") are put in the language when it is rendered, so the
// one place that decides is common/i18n.ts localizedPath.
import { localizedPath, type Lang } from "#common/i18n";
import { getEnv } from "#server/env.server";

/** `${publicUrl}/en/earnings` for ("/earnings", "en"). */
export function siteLink(path: string, lang: Lang, publicUrl: string = getEnv().publicUrl): string {
  return `${publicUrl}${localizedPath(lang, path)}`;
}

/** A link of this site put in `lang`; any other text or address comes back as it is. */
export function linkInLang(value: string, lang: Lang, publicUrl: string = getEnv().publicUrl): string {
  const base = publicUrl.replace(/\/+$/, "");
  if (!value.startsWith(`${base}/`)) return value;
  return siteLink(value.slice(base.length), lang, base);
}

/** An e-mail's parameters with their links ('…Url', 'url') in `lang`; other values untouched. */
export function paramsInLang<T>(params: T, lang: Lang, publicUrl: string = getEnv().publicUrl): T {
  if (params === null || typeof params !== "object" || Array.isArray(params)) return params;
  const entries = Object.entries(params as Record<string, unknown>).map(([key, value]) => [
    key,
    /url$/i.test(key) && typeof value === "string" ? linkInLang(value, lang, publicUrl) : value,
  ]);
  return Object.fromEntries(entries) as T;
}
