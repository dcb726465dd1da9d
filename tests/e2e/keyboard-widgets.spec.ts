import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "#tests/e2e/support/browser";

const browser = useBrowser();

/** Opens the home search's arrival calendar from the keyboard (Enter on its field). */
async function openArrivalCalendar(page: Page) {
  const trigger = page.getByRole("button", { name: /^Date d'arrivée/ }).first();
  await trigger.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("dialog").waitFor();
  return trigger;
}

/** Presses Tab until focus is outside the open calendar; returns how many presses it took. */
async function tabOutOfCalendar(page: Page) {
  for (let presses = 1; presses <= 10; presses++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    if (!inside) return presses;
  }
  throw new Error("focus never left the calendar");
}

const calendarIsOpen = (page: Page) =>
  page
    .getByRole("dialog")
    .count()
    .then((count) => count > 0);
const focusedIsTrigger = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup") === "dialog");

describe("a keyboard user picks dates in the search bar", () => {
  it("closes the calendar with Escape and returns focus to the field that opened it", async () => {
    const page = await browser.open();
    await visit(page, "/");
    await openArrivalCalendar(page);
    await page.keyboard.press("Escape");
    expect(await calendarIsOpen(page)).toBe(false);
    expect(await focusedIsTrigger(page)).toBe(true);
  });

  it("closes the calendar when Tab leaves it, and Escape still closes a calendar reopened after", async () => {
    const page = await browser.open();
    await visit(page, "/");
    await openArrivalCalendar(page);
    await tabOutOfCalendar(page);
    expect(await calendarIsOpen(page)).toBe(false);

    await openArrivalCalendar(page);
    // Focus on the calendar's own buttons, not a day: Escape works from anywhere in it.
    await page.getByRole("button", { name: "Mois suivant" }).focus();
    await page.keyboard.press("Escape");
    expect(await calendarIsOpen(page)).toBe(false);
    expect(await focusedIsTrigger(page)).toBe(true);
  });

  it("never leaves the calendar over the focused 'Rechercher' button on a 390-pixel phone", async () => {
    const page = await browser.open({ mobile: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/");
    await openArrivalCalendar(page);
    const search = page.getByRole("button", { name: "Rechercher" }).first();
    for (let presses = 0; presses < 15; presses++) {
      if (await search.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    expect(await search.evaluate((button) => button === document.activeElement)).toBe(true);
    // What a finger or an eye finds at the middle of the focused button is the button itself.
    const onTop = await search.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop).toBe(true);
  });
});
