// Redirects that keep the reader's language: an action on /en/contact sends back to
// /en/contact, a guard on /en/account to /en/auth. The one way loaders and actions redirect
// inside the site (docs/decisions/030); endpoints and other sites' addresses stay as they are
// (common/i18n.ts localizedPath).
import { redirect } from "react-router";
import { localizedPath, requestLang } from "#common/i18n";

/**
 * redirect() to `path` in the language of `url`, React Router's address of the page that
 * asked (the loader's or action's `url` argument, without a data request's `.data`).
 */
export function localRedirect(url: URL, path: string, init?: number | ResponseInit): Response {
  return redirect(localizedPath(requestLang(url), path), init);
}
