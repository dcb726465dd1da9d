// Steps the keyboard journeys share (tests/e2e/keyboard-journeys.spec.ts): signing in, the
// account menu and the date picker, each driven by keys only.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_ADMIN_TOTP_SECRET } from "#server/seed/demo-second-factor.server";
import { type useBrowser, visit } from "#tests/e2e/support/browser";
import {
  expectEscapeCloses,
  expectFocusOn,
  expectFocusVisible,
  expectHeadingFocused,
  tabTo,
  typeHere,
} from "#tests/e2e/support/keyboard";
import { totpCode } from "#tests/support/totp";

export const DEMO_ACCOUNTS = {
  TRAVELER: { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" },
  HOST: { email: "hote@benin-voyages.bj", password: "Hote2024!" },
  ADMIN: { email: "admin@benin-voyages.bj", password: "Admin2024!", secondFactor: true },
};

/** A desktop screen, and the most common Android phone in West Africa. */
export const WIDTHS = ["1280 px", "360 px"] as const;
export type ScreenWidth = (typeof WIDTHS)[number];

export async function openScreen(browser: ReturnType<typeof useBrowser>, width: ScreenWidth) {
  if (width === "1280 px") return browser.open();
  const page = await browser.open({ mobile: true });
  await page.setViewportSize({ width: 360, height: 740 });
  return page;
}

/** Signs in through /auth (and /two-factor for the administrator); ends on `redirectTo`'s heading. */
export async function signInByKeyboard(
  page: Page,
  account: { email: string; password: string; secondFactor?: boolean },
  redirectTo: string,
) {
  await visit(page, `/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await tabTo(page, page.getByLabel("Email").first());
  await typeHere(page, account.email);
  await tabTo(page, page.getByLabel("Mot de passe").first());
  await typeHere(page, account.password);
  await page.keyboard.press("Enter");
  if (account.secondFactor) {
    await expectHeadingFocused(page, "/two-factor");
    await tabTo(page, page.getByLabel("Code à 6 chiffres"));
    await typeHere(page, totpCode(DEMO_ADMIN_TOTP_SECRET));
    await page.keyboard.press("Enter");
  }
  await expectHeadingFocused(page, redirectTo);
}

/**
 * From the page's heading, back to the account menu in the header: opened, closed with
 * Escape (focus back on it), opened again, then follows the link `name`.
 */
export async function followAccountMenuLink(page: Page, name: string) {
  const details = page.locator("header details");
  const summary = details.locator("summary");
  const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
  await tabTo(page, summary, { backwards: true });
  await page.keyboard.press("Enter");
  await expectEscapeCloses(page, summary, isOpen);
  await page.keyboard.press("Enter");
  expect(await isOpen()).toBe(true);
  await tabTo(page, details.getByRole("link", { name }));
  await page.keyboard.press("Enter");
}

type DateChoice = {
  monthsAhead?: number;
  daysAhead?: number;
  /** Moves on day by day until this holds for the focused day (e.g. free nights). */
  acceptable?: (calendar: Locator, date: string) => Promise<boolean>;
};

/**
 * With `trigger` focused: Enter opens its calendar (focus on a day), Page Down and the arrows
 * move, Enter picks; the calendar closes and focus is back on `trigger`. Returns the date.
 */
export async function pickDateByKeyboard(page: Page, trigger: Locator, choice: DateChoice = {}) {
  await expectFocusOn(page, trigger);
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("dialog");
  await calendar.waitFor();
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? "");
  await expect.poll(focusedDay).not.toBe("");
  await expectFocusVisible(page);
  for (let step = 0; step < (choice.monthsAhead ?? 0); step += 1) await page.keyboard.press("PageDown");
  for (let step = 0; step < (choice.daysAhead ?? 0); step += 1) await page.keyboard.press("ArrowRight");
  for (let step = 0; step < 120; step += 1) {
    const day = await focusedDay();
    const free = (await page.evaluate(() => document.activeElement?.getAttribute("aria-disabled"))) !== "true";
    if (free && (!choice.acceptable || (await choice.acceptable(calendar, day)))) break;
    await page.keyboard.press("ArrowRight");
  }
  await expectFocusVisible(page);
  const date = await focusedDay();
  await page.keyboard.press("Enter");
  await calendar.waitFor({ state: "detached" });
  await expectFocusOn(page, trigger);
  return date;
}
