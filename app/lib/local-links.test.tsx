import { renderToString } from "react-dom/server";
import {
  createRoutesStub,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink, serverAnchorProps, serverNavLinkProps } from "./local-links";

/** The markup of one element rendered on the server inside a router at `at`. */
function markup(element: () => React.ReactElement, at = "/property/villa-ouidah"): string {
  const Stub = createRoutesStub([
    { path: "/property/:id", Component: element },
    { path: "/en/property/:id", Component: element },
    { path: "*", Component: element },
  ]);
  return renderToString(<Stub initialEntries={[at]} />);
}

// Addresses as the site writes them, and the props its links carry.
const PLAIN: Array<[string, Omit<LinkProps, "to">]> = [
  ["/", {}],
  ["/search?destination=Grand-Popo&guests=2", { className: "underline", children: "Voir" }],
  ["/property/4f1c2a9e-3b7d-4c61-9a0e-2f5b8d7c1e33?avis=2#avis", { "aria-label": "Plus d'avis" }],
  ["/category/villa?", { children: "Villas" }],
  ["/faq#", { children: "FAQ" }],
  ["/messages/booking/12?from=%C3%A9t%C3%A9", { target: "_blank", rel: "noopener", children: "Écrire" }],
  ["/api/exports/bookings.csv", { download: true, children: "CSV" }],
  ["/auth", { replace: true, state: { from: "/my-bookings" }, preventScrollReset: true, children: "Se connecter" }],
];

describe("a link written on the server", () => {
  it("is the <a> React Router's Link writes, for every plain address of the site", () => {
    for (const [to, props] of PLAIN) {
      expect(serverAnchorProps(to, props), to).not.toBeNull();
      const ours = markup(() => <a {...serverAnchorProps(to, props)} />);
      const theirs = markup(() => <RouterLink to={to} {...props} />);
      expect(ours, to).toBe(theirs);
      expect(ours).toContain('data-discover="true"');
    }
  });

  it("leaves to React Router what it resolves or writes differently", () => {
    for (const to of [
      "//cdn.example.com/x",
      "https://fedapay.com",
      "../faq",
      "./faq",
      "faq",
      "/a/../faq",
      "/a//b",
      "/a/",
    ])
      expect(serverAnchorProps(to, {}), to).toBeNull();
    expect(serverAnchorProps({ pathname: "/faq" }, {})).toBeNull();
    expect(serverAnchorProps("/faq", { reloadDocument: true })).toBeNull();
    expect(serverAnchorProps("/faq", { prefetch: "intent" })).toBeNull();
    expect(serverAnchorProps("/faq", { discover: "none" })).toBeNull();
    expect(serverAnchorProps("/faq", { relative: "path" })).toBeNull();
  });

  it("keeps the page's language and matches React Router's markup, plain or not", () => {
    for (const to of ["/faq", "/search?destination=Ouidah", "../faq", "/a/", "/api/health"]) {
      for (const at of ["/property/villa-ouidah", "/en/property/villa-ouidah"]) {
        const ours = markup(
          () => (
            <Link to={to} className="lien">
              Aide
            </Link>
          ),
          at,
        );
        const english = at.startsWith("/en/") && to.startsWith("/") && !to.startsWith("/api/");
        const theirs = markup(
          () => (
            <RouterLink to={english ? `/en${to}` : to} className="lien">
              Aide
            </RouterLink>
          ),
          at,
        );
        expect(ours, `${to} depuis ${at}`).toBe(theirs);
      }
    }
  });
});

describe("a navigation link written on the server", () => {
  const headerClass = ({ isActive }: { isActive: boolean }) => `lien ${isActive ? "actif" : "repos"}`;
  // Where the page is, and the NavLinks it may hold: active, inactive, a page under the link's
  // address, the home page, another case, `end`, a class given as text, a style, children.
  const PAGES = [
    "/accommodations",
    "/accommodations/",
    "/Accommodations",
    "/accommodations/villa",
    "/accommodationsx",
    "/",
    "/en/accommodations",
    "/vehicles",
  ];
  const LINKS: Array<[string, Omit<NavLinkProps, "to">]> = [
    ["/accommodations", { className: headerClass, children: "Hébergements" }],
    ["/accommodations", { className: "nav", end: true, children: "Hébergements" }],
    ["/accommodations", { caseSensitive: true, children: "Hébergements" }],
    ["/accommodations?tri=prix", { "aria-current": "location", children: "Hébergements" }],
    ["/", { className: headerClass, children: "Accueil" }],
    [
      "/vehicles",
      {
        style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
        children: ({ isActive }) => (isActive ? "Ici" : "Là"),
      },
    ],
  ];

  it("is the <a> React Router's NavLink writes, active or not, wherever the page is", () => {
    for (const at of PAGES)
      for (const [to, props] of LINKS) {
        const ours = markup(() => <a {...serverNavLinkProps(to, props, at)} />, at);
        const theirs = markup(() => <RouterNavLink to={to} {...props} />, at);
        expect(serverNavLinkProps(to, props, at), `${to} depuis ${at}`).not.toBeNull();
        expect(ours, `${to} depuis ${at}`).toBe(theirs);
      }
    expect(markup(() => <a {...serverNavLinkProps("/accommodations", LINKS[0]![1], "/accommodations")} />)).toContain(
      'aria-current="page"',
    );
  });

  it("leaves to React Router an address it encodes or resolves, and a transition", () => {
    expect(serverNavLinkProps("/h\u00e9bergements", {}, "/")).toBeNull();
    expect(serverNavLinkProps("../faq", {}, "/")).toBeNull();
    expect(serverNavLinkProps("/faq", { viewTransition: true }, "/")).toBeNull();
  });

  it("keeps the page's language and matches React Router's markup", () => {
    for (const at of ["/accommodations", "/en/accommodations", "/en/vehicles"]) {
      const ours = markup(
        () => (
          <NavLink to="/accommodations" className={headerClass}>
            Hébergements
          </NavLink>
        ),
        at,
      );
      const to = at.startsWith("/en/") ? "/en/accommodations" : "/accommodations";
      const theirs = markup(
        () => (
          <RouterNavLink to={to} className={headerClass}>
            Hébergements
          </RouterNavLink>
        ),
        at,
      );
      expect(ours, at).toBe(theirs);
    }
  });
});
