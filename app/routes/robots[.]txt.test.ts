import { describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "#server/env.server";
import { loader, PRIVATE_PATHS } from "./robots[.]txt";

describe("robots.txt", () => {
  it("allows the site, disallows private pages and points to the absolute sitemap", async () => {
    setEnv(
      parseEnv({
        PUBLIC_URL: "https://benin-voyages.example/",
        BETTER_AUTH_SECRET: "s".repeat(32),
        FEDAPAY_STANDIN: "on",
        MAIL_ON_DISK: "on",
      }),
    );
    const response = loader();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/auth",
      "/payment",
      "/my-bookings",
      "/reservations",
      "/host-dashboard",
      "/admin-dashboard",
      "/dashboard",
      "/add-property",
      "/add-vehicle",
      "/my-listings",
      "/edit-listing",
      "/earnings",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(PRIVATE_PATHS).toHaveLength(12);
    expect(lines).toContain("Sitemap: https://benin-voyages.example/sitemap.xml");
    // Public pages must stay crawlable.
    expect(lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice(10))).not.toContain("/");
  });
});
