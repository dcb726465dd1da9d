// Reflow (WCAG 1.4.10) and resized text (1.4.4): the page never scrolls sideways at
// 320 CSS pixels, nor with its text at 200 %. Text size is the root font-size set to
// 200 % on <html> (what a browser's "font size" setting does; the theme sizes text and
// spacing in rem, so everything that should grow does), not a zoom of the whole page,
// which would only be the 320-pixel check again.
import type { Page } from "playwright-core";

/** How far the page scrolls sideways, and the elements that stick out, if any. */
export async function sidewaysOverflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const limit = root.clientWidth;
    // The fixed header never widens the page: a control of it past the screen's edge would
    // just be out of reach, so it counts as overflow too.
    const headerControls = [...document.querySelectorAll("header a, header button")].filter(
      (element) => element.getClientRects().length > 0 && element.getBoundingClientRect().width > 1,
    );
    const headerExtra = Math.max(0, ...headerControls.map((element) => element.getBoundingClientRect().right - limit));
    const extra = Math.max(root.scrollWidth - limit, Math.ceil(headerExtra));
    if (extra <= 0) return { extra, culprits: [] };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : ""
      }`;
    // Content inside a box that clips or scrolls (a photo strip, a table's region) is not
    // what makes the page wider: only what sticks out with no such box around it.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return box.getBoundingClientRect().right <= limit + 1;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll("body *")]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > limit + 1 && (!clipped(element) || headerControls.includes(element)),
      )
      // The innermost ones: a parent sticking out because of its child says nothing more.
      .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 5)
      .map((element) => `${describe(element)} (right ${Math.round(element.getBoundingClientRect().right)})`);
    return { extra, culprits };
  });
}

/**
 * The browser's default font size at `percent` of 16 px, as its "font size" setting sets it
 * (DevTools protocol, Page.setFontSizes): rem units and the theme's rem breakpoints both
 * follow, as they do for a person who chose large text.
 */
export async function setTextScale(page: Page, percent: number) {
  const session = await page.context().newCDPSession(page);
  await session.send("Page.setFontSizes", {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) },
  });
  await session.detach();
  // The setting must have reached the page, or the check would pass on normal text.
  const rootSize = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  if (rootSize !== Math.round((16 * percent) / 100)) throw new Error(`text at ${percent} %: root font ${rootSize} px`);
}
