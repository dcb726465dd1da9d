// Small text needs 4.5:1 against its background (WCAG 1.4.3); 3:1 is only for large text.
// Each case reads the colour classes the component really renders or ships, then the hex
// values from the theme (app/app.css).
import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blend, contrastRatio, themeColor } from "#tests/support/contrast";
import { ToastView } from "./toast";

const WHITE = "#ffffff";
const source = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");
/** The theme colour named by the first `<prefix>-<name>` class found in `text`. */
function themeClass(text: string, prefix: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no ${prefix} class found`);
  return themeColor(match[1]);
}

describe("contrast of small text (at least 4.5:1)", () => {
  it("the destructive toast: white title and 90 % white description on its red", () => {
    const html = renderToString(
      <ToastView toast={{ id: 1, open: true, variant: "destructive", title: "Échec", description: "Réessayez" }} />,
    );
    const red = themeClass(html, "bg", /\bbg-(flame-\d+)\b/);
    expect(contrastRatio(WHITE, red)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(blend(WHITE, 0.9, red), red)).toBeGreaterThanOrEqual(4.5);
  });

  it("the contact form's alert: its red text on a 10 % red tint over white", () => {
    const alert = /<p role="alert" className="([^"]*)"/.exec(source("app/routes/contact.tsx"))?.[1] ?? "";
    const text = themeClass(alert, "text", /\btext-(flame-\d+)\b/);
    const tint = /\bbg-(flame-\d+)\/10\b/.exec(alert)?.[1];
    expect(tint).toBeDefined();
    expect(contrastRatio(text, blend(themeColor(tint!), 0.1, WHITE))).toBeGreaterThanOrEqual(4.5);
  });

  it("past days in the host's calendar: their grey on white", () => {
    const calendar = source("app/components/availability-calendar.tsx");
    const pastClass = /:\s*past\s*\?\s*"text-([a-z]+-[a-z0-9]+)"/.exec(calendar)?.[1];
    expect(pastClass).toBeDefined();
    expect(contrastRatio(themeColor(pastClass!), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("booked and blocked days in the host's calendar: white on their fill", () => {
    const calendar = source("app/components/availability-calendar.tsx");
    const fills = [...calendar.matchAll(/"bg-([a-z]+-[a-z0-9]+) text-white"/g)].map((match) => match[1]!);
    expect(fills).toHaveLength(2);
    for (const fill of fills) expect(contrastRatio(WHITE, themeColor(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it("the date picker's unavailable days: their grey on white", () => {
    const picker = source("app/components/ui/date-picker-calendar.tsx");
    const unavailable = /"cursor-not-allowed text-([a-z]+-[a-z0-9]+) line-through"/.exec(picker)?.[1];
    expect(unavailable).toBeDefined();
    expect(contrastRatio(themeColor(unavailable!), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("star ratings in the theme's sun colour on white", () => {
    const dashboard = source("app/routes/host-dashboard.tsx");
    const star = /<StarRating[^>]*className="text-(sun-\d+)"/.exec(dashboard)?.[1];
    expect(star).toBeDefined();
    expect(contrastRatio(themeColor(star!), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("the helper agrees with WCAG's reference points", () => {
    expect(contrastRatio("#000000", WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", WHITE)).toBeCloseTo(4.48, 2);
  });
});
