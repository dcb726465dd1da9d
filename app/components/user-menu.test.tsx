import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { initials, roleLinks, UserMenu, type HeaderUser } from "./user-menu";

describe("initials", () => {
  it.each([
    [{ fullName: "Afi Houngbo", email: "afi@exemple.bj" }, "AH"],
    [{ fullName: "  éric   dossou  akpo ", email: "e@exemple.bj" }, "ÉD"],
    [{ fullName: "🌴 Palmier", email: "p@exemple.bj" }, "🌴P"],
    [{ fullName: null, email: "zoé@exemple.bj" }, "Z"],
    [{ fullName: "Aïcha <b>Test</b>", email: "a@exemple.bj" }, "AB"],
    [{ fullName: "<<< >>>", email: "kofi@exemple.bj" }, "K"],
    [{ fullName: "   ", email: "" }, "U"],
    [null, "U"],
  ])("%j → %s", (user, expected) => {
    expect(initials(user, "fr")).toBe(expected);
  });
});

describe("roleLinks", () => {
  it("shows the menu entries of each role", () => {
    expect(roleLinks("user", "fr").map((link) => link.to)).toEqual(["/become-host"]);
    expect(roleLinks("admin", "fr").map((link) => link.to)).toEqual(["/admin-dashboard"]);
    const host = roleLinks("host", "fr");
    expect(host.map((link) => link.label)).toEqual([
      "Tableau de bord",
      "Mes annonces",
      "Revenus",
      "Ajouter un hébergement",
      "Ajouter un véhicule",
    ]);
    expect(host.filter((link) => !link.desktopOnly).map((link) => link.to)).toEqual([
      "/host-dashboard",
      "/my-listings",
    ]);
  });
});

describe("UserMenu", () => {
  it("has an accessible name that starts with the initials it shows (label in name)", () => {
    const user: HeaderUser = { id: "1", email: "afi@exemple.bj", fullName: "Afi Houngbo", role: "user" };
    // Form needs a data router.
    const router = createMemoryRouter([{ path: "/", element: <UserMenu user={user} /> }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toMatch(/<summary[^>]* aria-label="AH Menu du compte"/);
    expect(html).toMatch(/>AH<\/span>/);
  });
});
