// A request's route as its pattern, never its address: ids and made-up addresses stay out
// of the logs and the metrics' labels, whichever id and however often an address is asked.
import type { Request } from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routePatterns } from "./route-pattern.server";

const manifest = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/property": { id: "routes/property", parentId: "root", path: "property/:id" },
  "routes/messages": { id: "routes/messages", parentId: "root", path: "messages" },
  "routes/messages-listing": { id: "routes/messages-listing", parentId: "root", path: "messages/listing/:listingId" },
  "routes/en-property": { id: "routes/en-property", parentId: "root", path: "en/property/:id" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

const requestFor = (path: string) => ({ path, baseUrl: "" }) as unknown as Request;
const ID = "5f7560c9-9885-41d1-a6bf-162dc5aeae8e";
const OTHER_ID = "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9";

describe("a request's route pattern", () => {
  it("is the page's pattern, whatever the id and however often it is asked", () => {
    const patternOf = routePatterns(manifest);
    for (const path of [`/property/${ID}`, `/property/${OTHER_ID}`, `/property/${ID}`, `/property/${ID}.data`])
      expect(patternOf(requestFor(path))).toBe("/property/:id");
    expect(patternOf(requestFor(`/en/property/${OTHER_ID}`))).toBe("/en/property/:id");
    expect(patternOf(requestFor(`/messages/listing/${ID}`))).toBe("/messages/listing/:listingId");
  });

  it("tells fixed addresses, the home page, its data and unknown addresses apart", () => {
    const patternOf = routePatterns(manifest);
    expect(patternOf(requestFor("/messages"))).toBe("/messages");
    expect(patternOf(requestFor("/"))).toBe("/");
    expect(patternOf(requestFor("/_root.data"))).toBe("/");
    expect(patternOf(requestFor(`/made-up/${ID}`))).toBe("/*");
    expect(patternOf(requestFor(`/messages/${ID}/x`))).toBe("/*");
  });

  it("stays right past the addresses it keeps (a crawler's thousands of made-up ones)", () => {
    const patternOf = routePatterns(manifest);
    for (let n = 0; n < 2500; n++) expect(patternOf(requestFor(`/page-${n}`))).toBe("/*");
    expect(patternOf(requestFor(`/property/${ID}`))).toBe("/property/:id");
    expect(patternOf(requestFor("/messages"))).toBe("/messages");
  });

  it("is Express's own route when one answered", () => {
    const patternOf = routePatterns(manifest);
    const request = { path: "/api/uploads/3", baseUrl: "/api", route: { path: "/uploads/:id" } };
    expect(patternOf(request as unknown as Request)).toBe("/api/uploads/:id");
  });
});
