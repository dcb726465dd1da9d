import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { RefundView } from "#server/bookings/booking-view.server";
import { RefundState } from "./refund-state";

function render(refund: RefundView) {
  const Stub = createRoutesStub([{ path: "/my-bookings", Component: () => <RefundState refund={refund} /> }]);
  return renderToString(<Stub initialEntries={["/my-bookings"]} />).replace(/\u202f|\u00a0/g, " ");
}

describe("RefundState", () => {
  it("says in French where the refund stands, and what happens after a failure", () => {
    expect(render({ state: "none" })).toBe("");
    expect(render({ state: "inProgress", amount: 66_000 })).toContain("Remboursement en cours : 66 000 FCFA.");
    expect(render({ state: "failed", amount: 66_000 })).toContain(
      "Le remboursement de 66 000 FCFA a échoué : notre équipe vous recontacte sous 48 h pour vous le verser.",
    );
    const paid = render({ state: "paid", amount: 66_000, at: "2031-04-03T10:02:00.000Z", byHand: false });
    expect(paid).toContain("Remboursé : 66 000 FCFA le ");
    // Benin time (UTC+1).
    expect(paid).toContain("11:02");
    expect(render({ state: "paid", amount: 66_000, at: null, byHand: true })).toContain("Remboursé : 66 000 FCFA.");
  });
});
