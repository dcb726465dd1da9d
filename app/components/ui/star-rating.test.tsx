import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hostingTexts } from "#common/texts/hosting";
import { StarRating } from "./star-rating";

describe("StarRating", () => {
  it("is an image named by its label, its star glyphs hidden from screen readers", () => {
    const label = hostingTexts.fr.dashboard.rating(4);
    const html = renderToString(<StarRating stars={4} label={label} />);
    expect(label).toBe("Note : 4 sur 5");
    expect(html).toMatch(
      /<span role="img" aria-label="Note : 4 sur 5"[^>]*><span aria-hidden="true">★★★★☆<\/span><\/span>/,
    );
  });
});
