import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("accommodations", "routes/accommodations.tsx"),
  route("vehicles", "routes/vehicles.tsx"),
  route("category/:categoryName", "routes/category.tsx"),
  route("property/:id", "routes/property.tsx"),
  route("activities", "routes/activities.tsx"),
  route("tour-guides", "routes/tour-guides.tsx"),
  route("faq", "routes/faq.tsx"),
  route("help-center", "routes/help-center.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
