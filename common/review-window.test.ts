import { describe, expect, it } from "vitest";
import { isWithinReviewWindow, reviewDeadline, reviewReminderDay } from "./review-window";

describe("the review window", () => {
  it("ends 14 days after the stay, the last day included (Benin time)", () => {
    expect(reviewDeadline("2027-03-10")).toBe("2027-03-24");
    // 23:30 UTC on the 24th is already the 25th in Cotonou (UTC+1).
    expect(isWithinReviewWindow({ endDate: "2027-03-10" }, new Date("2027-03-24T22:59:00Z"))).toBe(true);
    expect(isWithinReviewWindow({ endDate: "2027-03-10" }, new Date("2027-03-24T23:00:00Z"))).toBe(false);
  });

  it("reminds the day after the end, across a month's end", () => {
    expect(reviewReminderDay("2027-02-28")).toBe("2027-03-01");
  });
});
