import { describe, expect, it } from "vitest";
import { refusal } from "#server/http/refusals.server";
import { REJECTION_REASON_MAX, rejectionReasonSchema } from "./decision-reason";

describe("rejectionReasonSchema", () => {
  it("defaults to the spec's reason when nothing is given", () => {
    for (const value of [undefined, null, "", "   \n ", 42]) {
      expect(rejectionReasonSchema.parse(value)).toBe("Non conforme aux normes de la plateforme");
    }
  });

  it("trims, keeps line breaks and drops control characters", () => {
    expect(rejectionReasonSchema.parse("  Photos floues\r\nAdresse manquante\u0000 ")).toBe(
      "Photos floues\nAdresse manquante",
    );
  });

  it("keeps HTML as text (it is escaped where it is shown)", () => {
    expect(rejectionReasonSchema.parse("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });

  it("accepts exactly the limit and refuses one character more, counted as characters", () => {
    expect(rejectionReasonSchema.safeParse("é".repeat(REJECTION_REASON_MAX)).success).toBe(true);
    const tooLong = rejectionReasonSchema.safeParse("x".repeat(10_000));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe("reason_too_long");
    expect(refusal("decision", "invalid_reason", "fr").message).toBe(
      "La raison du rejet ne doit pas dépasser 1000 caractères.",
    );
  });
});
