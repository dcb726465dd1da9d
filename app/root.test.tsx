// The layout every page shares: a skip link first in the tab order, to the main content.
import { renderToString } from "react-dom/server";
import type * as ReactRouter from "react-router";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Layout } from "./root";

// The framework's own elements need the framework's context; they are not what is tested.
vi.mock("react-router", async (original) => ({
  ...(await original<typeof ReactRouter>()),
  Links: () => null,
  Meta: () => null,
  Scripts: () => null,
  ScrollRestoration: () => null,
}));

function renderLayout() {
  const router = createMemoryRouter([
    {
      id: "root",
      path: "/",
      element: (
        <Layout>
          <h1>Titre</h1>
        </Layout>
      ),
    },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

describe("Layout", () => {
  it("starts with a skip link 'Aller au contenu' to <main id=\"contenu\">", () => {
    const html = renderLayout();
    const body = html.slice(html.indexOf("<body"));
    const firstFocusable = body.match(/<(a|button|input|select|textarea|summary)\b[^>]*>/)?.[0] ?? "";
    expect(firstFocusable).toContain('href="#contenu"');
    expect(body).toMatch(/<a href="#contenu"[^>]*>Aller au contenu<\/a>/);
    // Visible when focused.
    expect(firstFocusable).toContain("focus:not-sr-only");
    expect(body).toMatch(/<main id="contenu"/);
  });
});
