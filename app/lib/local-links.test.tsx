import { renderToString } from "react-dom/server";
import { createRoutesStub, Link as RouterLink, type LinkProps } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, serverAnchorProps } from "./local-links";

/** The markup of one element rendered on the server inside a router at `at`. */
function markup(element: () => React.ReactElement, at = "/property/villa-ouidah"): string {
  const Stub = createRoutesStub([
    { path: "/property/:id", Component: element },
    { path: "/en/property/:id", Component: element },
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
