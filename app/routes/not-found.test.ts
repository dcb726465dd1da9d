import { describe, expect, it } from "vitest";
import type { Route } from "./+types/not-found";
import { loader, meta } from "./not-found";

describe("404 page", () => {
  it("answers with HTTP status 404", () => {
    const result = loader();
    expect(result.init?.status).toBe(404);
  });

  it("has a French title and is not indexed", () => {
    const tags = meta({ location: { pathname: "/nimporte-quoi" } } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ title: "Page introuvable | Bénin Voyages" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
