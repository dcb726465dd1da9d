// Links, forms and navigation that keep the reader's language: on an English page, `to="/faq"`
// leads to /en/faq. The one way app code links inside the site (the linter forbids
// react-router's own Link, NavLink and Form elsewhere; docs/decisions/030). Addresses that
// are not pages (API endpoints, files) have one address for every language and stay as they
// are (common/i18n.ts localizedPath).
import { forwardRef } from "react";
import {
  createPath,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  parsePath,
  useLocation,
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

// A page holds dozens of links (the header, the footer, the cards). On the server, where a
// link is only its markup, React Router's Link resolves its address through four hooks and
// two route-path walks, each with its own allocations: ~4 % of a signed-in listing page's
// CPU (docs/decisions/051). A plain address of this site ("/search?q=x": no "." or ".."
// segment, no "//", no option that changes the markup) needs none of it: the server writes
// the same <a> React Router would (app/lib/local-links.test.tsx compares them), and the
// browser, which hydrates and handles the clicks, keeps React Router's Link. NavLink too
// (the header's five), its active state worked out as React Router does (docs/decisions/053).
const PLAIN_SITE_PATH = /^(?:\/|(?:\/[^/?#\\.][^/?#\\]*)+)(?:[?#]|$)/;

/** The props React Router's Link takes for itself: they never reach the <a>. */
type LinkOwnProps =
  | "discover"
  | "prefetch"
  | "relative"
  | "reloadDocument"
  | "replace"
  | "mask"
  | "state"
  | "preventScrollReset"
  | "viewTransition"
  | "defaultShouldRevalidate";

/** The <a> React Router's Link writes on the server for a plain address of this site; null otherwise. */
export function serverAnchorProps(to: To, props: Omit<LinkProps, "to">): Record<string, unknown> | null {
  if (typeof to !== "string" || !PLAIN_SITE_PATH.test(to)) return null;
  const {
    discover,
    prefetch,
    relative,
    reloadDocument,
    mask,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...anchor
  } = props as Pick<LinkProps, LinkOwnProps | "target"> & Record<string, unknown>;
  if ((discover ?? "render") !== "render" || (prefetch ?? "none") !== "none") return null;
  if (relative !== undefined || reloadDocument || mask !== undefined) return null;
  // React Router's own parsing and writing of a path (an empty "?" or "#" dropped), and its
  // attributes' order, for the same bytes.
  return { ...anchor, href: createPath(parsePath(to)), target, "data-discover": "true" };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localized = localizeTo(useLang(), to);
  if (import.meta.env.SSR) {
    const anchor = serverAnchorProps(localized, props);
    if (anchor) return <a ref={ref} {...anchor} />;
  }
  return <RouterLink ref={ref} to={localized} {...props} />;
});

// A path React Router writes as it is (encodeLocation leaves it alone): NavLink compares it
// with the page's address as written.
const UNENCODED_PATH = /^[\w\-/]*$/;

/**
 * The <a> React Router's NavLink writes on the server at `locationPathname` for a plain
 * address of this site (its active state, class, style and aria-current worked out the same
 * way; nothing is pending or in transition on the server); null otherwise.
 */
export function serverNavLinkProps(
  to: To,
  props: Omit<NavLinkProps, "to">,
  locationPathname: string,
): Record<string, unknown> | null {
  if (typeof to !== "string" || !PLAIN_SITE_PATH.test(to)) return null;
  const {
    "aria-current": ariaCurrent = "page",
    caseSensitive = false,
    className = "",
    end = false,
    style,
    viewTransition,
    children,
    ...rest
  } = props;
  const pathname = parsePath(to).pathname ?? "/";
  if (viewTransition || !UNENCODED_PATH.test(pathname)) return null;
  const target = caseSensitive ? pathname : pathname.toLowerCase();
  const here = caseSensitive ? locationPathname : locationPathname.toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  const anchor = serverAnchorProps(to, {
    ...rest,
    "aria-current": isActive ? ariaCurrent : undefined,
    className:
      typeof className === "function"
        ? className(state)
        : [className, isActive ? "active" : null].filter(Boolean).join(" "),
    style: typeof style === "function" ? style(state) : style,
  });
  return anchor && { ...anchor, children: typeof children === "function" ? children(state) : children };
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const localized = localizeTo(useLang(), to);
  const { pathname } = useLocation();
  if (import.meta.env.SSR) {
    const anchor = serverNavLinkProps(localized, props, pathname);
    if (anchor) return <a ref={ref} {...anchor} />;
  }
  return <RouterNavLink ref={ref} to={localized} {...props} />;
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
