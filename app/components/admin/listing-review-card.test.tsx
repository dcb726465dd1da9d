import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formatFcfa } from "#common/format/money";
import type { AdminListing } from "#server/admin/types";
import { ListingReviewCard } from "./listing-review-card";

const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

const listing = (overrides: Partial<AdminListing> = {}): AdminListing => ({
  id: "0b7f1a52-3c1d-4e0f-9a8b-7c6d5e4f3a2b",
  title: "Villa Ocean Ouidah",
  description: "Belle villa.",
  category: "Villa",
  price: 85000,
  address: "Route des Pêches",
  city: "Ouidah",
  country: "Bénin",
  isVehicle: false,
  amenities: ["Piscine", "WiFi gratuit"],
  houseRules: ["Non-fumeur"],
  images: [{ key: "properties/abc", widths: [320, 640], width: 640, height: 480 }],
  maxGuests: 6,
  cancellationPolicy: "moderate",
  status: "pending",
  rejectionReason: null,
  version: 4,
  make: null,
  model: null,
  year: null,
  vehicleType: null,
  transmission: null,
  fuelType: null,
  seats: null,
  rentalTerms: null,
  owner: { name: "Koffi Agbossou", maskedEmail: "h***@exemple.bj" },
  createdAt: "2026-03-04T10:00:00.000Z",
  updatedAt: "2026-03-04T10:00:00.000Z",
  history: [],
  unpublishReason: null,
  adminActions: [],
  ...overrides,
});

function render(item: AdminListing) {
  const Stub = createRoutesStub([
    { path: "/admin-dashboard", Component: () => <ListingReviewCard listing={item} reasonMaxLength={1000} /> },
  ]);
  return renderToString(<Stub initialEntries={["/admin-dashboard"]} />);
}

describe("ListingReviewCard", () => {
  it("shows everything needed to judge a pending listing, with the decision controls", () => {
    const html = render(listing());
    expect(html).toContain("Villa Ocean Ouidah");
    expect(html).toContain("Koffi Agbossou");
    expect(html).toContain("h***@exemple.bj");
    expect(html).toContain(formatFcfa(85000, "fr"));
    expect(html).toContain("Piscine, WiFi gratuit");
    expect(html).toContain('srcSet="/media/properties/abc/320.webp 320w');
    expect(html).toContain(">Approuver<");
    expect(html).toContain("Non conforme aux normes de la plateforme</textarea>");
    expect(html).toContain('maxLength="1000"');
    expect(html).toContain("Aucune décision enregistrée.");
  });

  it("posts the version shown with each decision (approve and reject), so a later edit is not decided unseen", () => {
    const html = render(listing());
    expect(html.match(/<input type="hidden" name="version" value="4"\/>/g)).toHaveLength(2);
  });

  it("renders a hostile reason and title as text, in the history and the rejection", () => {
    const html = render(
      listing({
        title: hostile,
        status: "rejected",
        rejectionReason: hostile,
        history: [
          {
            id: "d1",
            decision: "rejected",
            reason: hostile,
            adminName: "Rachida Bello",
            createdAt: "2026-03-05T09:00:00.000Z",
          },
        ],
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("par Rachida Bello");
    // A decided listing has no decision controls any more.
    expect(html).not.toContain(">Approuver<");
  });

  it("links an approved listing to its public page", () => {
    const html = render(listing({ status: "approved" }));
    expect(html).toContain('href="/property/0b7f1a52-3c1d-4e0f-9a8b-7c6d5e4f3a2b"');
  });
});

describe("ListingReviewCard for the keyboard", () => {
  it("makes its sideways-scrolling photo strip a focusable, named region with a visible focus ring", () => {
    const html = render(listing());
    const region = /<div([^>]*role="region"[^>]*)>\s*<ul/.exec(html)?.[1] ?? "";
    expect(region).toContain('aria-label="Photos de l&#x27;annonce « Villa Ocean Ouidah »"');
    expect(region).toContain('tabindex="0"');
    expect(region).toContain("overflow-x-auto");
    expect(region).toContain("focus-visible:outline-2");
  });

  it("shows a vehicle's rental terms, which it reviews like the price", () => {
    const html = render(
      listing({
        isVehicle: true,
        category: "Berline",
        make: "Toyota",
        model: "Corolla",
        rentalTerms: {
          driverOption: "both",
          driverPricePerDay: 15_000,
          depositAmount: 100_000,
          dailyDistanceKm: 200,
          minDriverAge: 23,
          minLicenceYears: 2,
        },
      }),
    );
    expect(html).toContain("Conditions de location");
    expect(html).toContain(`Avec chauffeur (${formatFcfa(15_000, "fr")} par jour) ou sans chauffeur, au choix`);
    expect(html).toContain(`Caution de ${formatFcfa(100_000, "fr")}`);
    expect(html).toContain("Kilométrage limité à 200 km par jour");
    expect(html).toContain("conducteur de 23 ans minimum, permis depuis au moins 2 ans");
  });
});
