// Links, forms and navigation that keep the reader's language: on an English page, `to="/faq"`
// leads to /en/faq. The one way app code links inside the site (the linter forbids
// react-router's own Link, NavLink and Form elsewhere; docs/decisions/030). Addresses that
// are not pages (API endpoints, files) have one address for every language and stay as they
// are (common/i18n.ts localizedPath).
import { forwardRef } from "react";
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import { localizedPath, type Lang } from "#common/i18n";
import { useLang } from "./texts";

function localizeTo(lang: Lang, to: To): To {
  if (typeof to === "string") return localizedPath(lang, to);
  return to.pathname === undefined ? to : { ...to, pathname: localizedPath(lang, to.pathname) };
}

/** An address of this site in the page's language: `useLocalHref()("/search?q=x")`. */
export function useLocalHref(): (path: string) => string {
  const lang = useLang();
  return (path) => localizedPath(lang, path);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={localizeTo(useLang(), to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={localizeTo(useLang(), to)} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  const lang = useLang();
  return <RouterForm ref={ref} action={action === undefined ? undefined : localizedPath(lang, action)} {...props} />;
});

/**
 * A link to a page in another language than the page's (the language switch). It loads the
 * document again: the browser holds only the page language's texts (common/i18n.ts textsIn).
 */
export function LinkIn({ lang, to, ...props }: LinkProps & { lang: Lang; to: string }) {
  const reloadDocument = lang !== useLang();
  return <RouterLink to={localizedPath(lang, to)} reloadDocument={reloadDocument} {...props} />;
}

/** useNavigate in the page's language: `navigate("/my-bookings")` stays in English on /en. */
export function useLocalNavigate() {
  const navigate = useNavigate();
  const lang = useLang();
  return (to: To, options?: NavigateOptions) => navigate(localizeTo(lang, to), options);
}
