import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.server";

describe("safeRedirectPath", () => {
  it.each([
    ["/property/12", "/property/12"],
    ["/search?destination=Cotonou&guests=2#top", "/search?destination=Cotonou&guests=2#top"],
    ["/property/../admin-dashboard", "/admin-dashboard"],
  ])("keeps the local path %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/path",
    "https://evil.com/",
    "http://localhost:3000/",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "javascript:alert(1)",
    "evil.com",
    "",
    "/auth",
    "/api/auth/sign-out",
    "/en/auth",
    `/${"a".repeat(3000)}`,
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  // Dot segments are removed when the address is read: what is left must still be a path.
  it.each([
    "/.//evil.example/phish",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/././/evil.example",
  ])("refuses %s, which normalises to a protocol-relative address", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("refuses anything that is not a string", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/x"], "")).toBe("");
  });
});
