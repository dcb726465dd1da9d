import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formatFcfa } from "#common/format/money";
import type { AdminSurplusPayment, DashboardData } from "#server/admin/types";
import { SurplusPaymentsList } from "./surplus-payments-list";

const item = (overrides: Partial<AdminSurplusPayment> = {}): AdminSurplusPayment => ({
  id: "5d0c7a3e-1b2c-4d5e-8f90-a1b2c3d4e5f6",
  bookingId: "0b7f1a52-3c1d-4e0f-9a8b-7c6d5e4f3a2b",
  reference: "BK12345678",
  listingTitle: "Case Ganvié",
  amount: 44_000,
  paymentMethod: "mtn",
  maskedPhone: "+229••••••••01",
  reason: "superseded",
  providerTransactionId: "9001",
  createdAt: "2026-03-04T10:00:00.000Z",
  ...overrides,
});

function render(surplus: NonNullable<DashboardData["surplusPayments"]>) {
  const Stub = createRoutesStub([
    { path: "/admin-dashboard", Component: () => <SurplusPaymentsList surplus={surplus} /> },
  ]);
  return renderToString(<Stub initialEntries={["/admin-dashboard"]} />);
}

describe("SurplusPaymentsList", () => {
  it("shows each payment owed back: booking, amount, operator and masked number, reason, and the total", () => {
    const html = render({
      items: [item(), item({ id: "b", paymentMethod: "moov", reason: "already_paid" })],
      total: 2,
      amount: 88_000,
    });
    expect(html).toContain("Paiements en trop à rembourser");
    expect(html).toContain(`2 paiements à rendre aux numéros qui ont payé, ${formatFcfa(88_000, "fr")} au total.`);
    expect(html).toContain("BK12345678");
    expect(html).toContain(formatFcfa(44_000, "fr"));
    expect(html).toContain("MTN Mobile Money");
    expect(html).toContain("Moov Money");
    expect(html).toContain("+229••••••••01");
    expect(html).toContain("Paiement remplacé par un autre");
    expect(html).toContain("Réservation déjà payée");
  });

  it("shows nothing when nothing is owed", () => {
    expect(render({ items: [], total: 0, amount: 0 })).toBe("");
  });
});
