import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { UsersTable } from "./users-table";

describe("UsersTable for the keyboard", () => {
  it("scrolls sideways in a focusable region named in French, with a visible focus ring", () => {
    const Stub = createRoutesStub([
      {
        path: "/admin-dashboard",
        Component: () => (
          <UsersTable
            users={[
              {
                id: "u1",
                fullName: "Afi Houngbo",
                userType: "traveler",
                maskedEmail: "a***@exemple.bj",
                createdAt: "2026-03-04T10:00:00.000Z",
                roles: [],
                suspendedAt: null,
                suspensionReason: null,
                adminActions: [],
              },
            ]}
          />
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/admin-dashboard"]} />);
    const region = /<div([^>]*)><table/.exec(html)?.[1] ?? "";
    expect(region).toContain('role="region"');
    expect(region).toContain('aria-label="Tableau : Utilisateurs"');
    expect(region).toContain('tabindex="0"');
    expect(region).toContain("focus-visible:outline-2");
  });
});
