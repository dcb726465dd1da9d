import { getEnv } from "#server/env.server";

/** Pages behind sign-in or tied to one person: nothing for a search engine there. */
export const PRIVATE_PATHS = [
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
] as const;

export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(buildRobots(getEnv().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
