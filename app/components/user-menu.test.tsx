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
  const mine = ["/my-bookings", "/messages", "/notifications", "/account"];
  const hosting = ["/host-dashboard", "/reservations", "/my-listings", "/earnings", "/add-property", "/add-vehicle"];

  it("gives every signed-in person their bookings, messages, notifications and account", () => {
    expect(roleLinks({ role: "user" }, "fr").map((link) => link.to)).toEqual([...mine, "/become-host"]);
    expect(roleLinks({ role: "user" }, "fr").map((link) => link.label)).toEqual([
      "Mes réservations",
      "Messages",
      "Notifications",
      "Mon compte",
      "Devenir hôte",
    ]);
  });

  it("gives hosts their dashboard, reservations, listings and earnings too (adding a listing on wide screens)", () => {
    const host = roleLinks({ role: "host", roles: ["host", "user"] }, "fr");
    expect(host.map((link) => link.to)).toEqual([...mine, ...hosting]);
    expect(host.slice(4).map((link) => link.label)).toEqual([
      "Tableau de bord",
      "Réservations",
      "Mes annonces",
      "Revenus",
      "Ajouter un hébergement",
      "Ajouter un véhicule",
    ]);
    expect(host.filter((link) => link.desktopOnly).map((link) => link.to)).toEqual(["/add-property", "/add-vehicle"]);
  });

  it("gives administrators the administration, and one who also hosts both menus", () => {
    expect(roleLinks({ role: "admin", roles: ["admin", "user"] }, "fr").map((link) => link.to)).toEqual([
      ...mine,
      "/admin-dashboard",
    ]);
    expect(roleLinks({ role: "admin", roles: ["admin", "host", "user"] }, "fr").map((link) => link.to)).toEqual([
      ...mine,
      ...hosting,
      "/admin-dashboard",
    ]);
  });

  it("marks the entries that carry a count", () => {
    expect(
      roleLinks({ role: "user" }, "fr")
        .filter((link) => link.count)
        .map((link) => link.count),
    ).toEqual(["messages", "notifications"]);
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

  it("shows the unread counts beside Messages and Notifications, with their words for screen readers", () => {
    const user: HeaderUser = { id: "1", email: "afi@exemple.bj", fullName: "Afi Houngbo", role: "user" };
    const router = createMemoryRouter([
      { path: "/", element: <UserMenu user={user} counts={{ notifications: 3, messages: 1 }} /> },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain("3 non lues");
    expect(html).toContain("1 non lu");
  });
});
