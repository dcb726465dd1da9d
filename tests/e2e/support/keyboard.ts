// The keyboard alone, as a person without a mouse uses the site: Tab to a control (every stop
// on the way must show where focus is), Enter or Space on it, typing into the focused field.
//
// "Focus visible" is checked two ways on every stop (WCAG 2.4.7, and 2.4.13's size and
// contrast for the ring): the pixels around the control differ between focused and unfocused
// (two screenshots, focus taken away and given back without any page script seeing it), and
// the control draws an outline (or a box-shadow ring) at least 2 px wide whose colour
// contrasts ≥ 3:1 with what is behind it.
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { blend, contrastRatio } from "#tests/support/contrast";

type Rgb = [number, number, number];
type FocusLook = {
  describe: string;
  focusVisible: boolean;
  clip: { x: number; y: number; width: number; height: number };
  ringWidth: number;
  /** With its alpha (0–255): a translucent ring shows blended with the background. */
  ring: [number, number, number, number] | null;
  background: Rgb;
};

const hex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/** What the focused control looks like: its ring (outline, or box-shadow spread) and the background behind it. */
function readFocusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    // A visually hidden control (the uploader's file input) shows its focus on its label.
    const own = active.getBoundingClientRect();
    const start = own.width < 4 || own.height < 4 ? (active.closest("label") ?? active.parentElement!) : active;
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const toRgb = (colour: string): [number, number, number, number] => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = canvas.getImageData(0, 0, 1, 1).data;
      return [red!, green!, blue!, alpha!];
    };
    const ringOf = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0)
        return { width: parseFloat(style.outlineWidth), colour: style.outlineColor };
      if (style.boxShadow !== "none") {
        // "rgb(…) 0px 0px 0px 2px": the fourth length is the spread.
        const lengths = style.boxShadow.replace(/\([^)]*\)/g, "").match(/-?[\d.]+px/g) ?? [];
        const colour = /^(rgba?|oklch|oklab|lab|lch|color)\([^)]*\)|^#\w+/.exec(style.boxShadow)?.[0];
        return { width: parseFloat(lengths[3] ?? "0"), colour: colour ?? style.color };
      }
      return { width: 0, colour: null };
    };
    // Or on a wrapper that would otherwise clip it (a scrolling strip inside its frame).
    let shown: Element = start;
    let ring = ringOf(start);
    for (let node = start.parentElement, depth = 0; ring.width === 0 && node && depth < 2; depth += 1) {
      const wrapper = ringOf(node);
      if (wrapper.width > 0) [shown, ring] = [node, wrapper];
      node = node.parentElement;
    }
    const ringWidth = ring.width;
    const ringColour = ring.colour;
    let background: [number, number, number] = [255, 255, 255];
    for (let node: HTMLElement | null = shown.parentElement; node; node = node.parentElement) {
      const [red, green, blue, alpha] = toRgb(getComputedStyle(node).backgroundColor);
      if (alpha! > 200) {
        background = [red!, green!, blue!];
        break;
      }
    }
    const box = shown.getBoundingClientRect();
    const margin = 8;
    const x = Math.max(0, box.x - margin);
    const y = Math.max(0, box.y - margin);
    const name =
      active.getAttribute("aria-label") ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent ??
      "";
    return {
      describe: `${active.tagName.toLowerCase()} « ${name.trim().replace(/\s+/g, " ").slice(0, 60)} »`,
      focusVisible: active.matches(":focus-visible, h1[tabindex='-1']:focus"),
      clip: {
        x,
        y,
        width: Math.min(window.innerWidth, box.right + margin) - x,
        height: Math.min(window.innerHeight, box.bottom + margin) - y,
      },
      ringWidth,
      ring: ringColour ? toRgb(ringColour) : null,
      background,
    };
  });
}

/** Takes focus away and gives it back with no page listener noticing (menus stay open). */
async function withFocusAway<T>(page: Page, action: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const swallow = (event: Event) => event.stopImmediatePropagation();
    const holder = window as unknown as { __focusAway: { element: HTMLElement; swallow: typeof swallow } };
    holder.__focusAway = { element: document.activeElement as HTMLElement, swallow };
    for (const type of ["focusout", "blur", "focusin", "focus"]) window.addEventListener(type, swallow, true);
    holder.__focusAway.element.blur();
  });
  try {
    return await action();
  } finally {
    await page.evaluate(() => {
      const holder = window as unknown as {
        __focusAway: { element: HTMLElement; swallow: (event: Event) => void };
      };
      holder.__focusAway.element.focus({ preventScroll: true });
      for (const type of ["focusout", "blur", "focusin", "focus"])
        window.removeEventListener(type, holder.__focusAway.swallow, true);
    });
  }
}

async function changedPixels(before: Buffer, after: Buffer) {
  const [one, two] = await Promise.all([before, after].map((png) => sharp(png).raw().toBuffer()));
  let changed = 0;
  for (let index = 0; index + 2 < one!.length; index += 3) {
    const delta =
      Math.abs(one![index]! - two![index]!) +
      Math.abs(one![index + 1]! - two![index + 1]!) +
      Math.abs(one![index + 2]! - two![index + 2]!);
    if (delta > 30) changed += 1;
  }
  return changed;
}

/** Fails unless the focused control shows a ring a person can see. */
export async function expectFocusVisible(page: Page) {
  const look = await readFocusLook(page);
  expect(look, "le focus est sur la page elle-même").not.toBeNull();
  const { describe, clip } = look!;
  expect(look!.focusVisible, `${describe} : pas de :focus-visible`).toBe(true);
  expect(look!.ringWidth, `${describe} : anneau de focus trop fin`).toBeGreaterThanOrEqual(2);
  const ring = look!.ring;
  const shown = ring
    ? blend(hex(ring.slice(0, 3) as Rgb), ring[3] / 255, hex(look!.background))
    : hex(look!.background);
  const ratio = contrastRatio(shown, hex(look!.background));
  expect(ratio, `${describe} : contraste de l'anneau de focus`).toBeGreaterThanOrEqual(3);

  const shot = () => page.screenshot({ clip, animations: "disabled", caret: "hide" });
  const focused = await shot();
  const unfocused = await withFocusAway(page, shot);
  // A 2-pixel ring around the box changes about 4 × (width + height) pixels.
  const changed = await changedPixels(focused, unfocused);
  expect(changed, `${describe} : focus invisible à l'écran`).toBeGreaterThanOrEqual(clip.width + clip.height);
  expect(
    await page.evaluate(() => document.activeElement?.matches(":focus-visible, h1:focus")),
    `${describe} : le focus n'est pas revenu`,
  ).toBe(true);
}

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab if `backwards`) until `target` has focus, checking that focus is
 * visible on every stop on the way and on the target.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await target.waitFor({ state: "attached" });
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const active = await page.evaluate(() => document.activeElement !== document.body);
    if (active) await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} jamais atteint en ${max} tabulations`);
}

/** Asserts `target` has focus and shows it. */
export async function expectFocusOn(page: Page, target: Locator) {
  expect(await isFocused(target), `${target} n'a pas le focus`).toBe(true);
  await expectFocusVisible(page);
}

/** After a navigation: focus is on the new page's heading, and shows. */
export async function expectHeadingFocused(page: Page, pathname: RegExp | string) {
  await page.waitForURL((url) => (typeof pathname === "string" ? url.pathname === pathname : pathname.test(url.href)));
  await page.waitForFunction(() => document.activeElement === document.querySelector("main h1"));
  await expectFocusVisible(page);
}

/** Types into the focused field, as a person would (no fill). */
export async function typeHere(page: Page, text: string) {
  await page.keyboard.type(text);
}

/** Escape closes what `opener` opened and gives it focus back. */
export async function expectEscapeCloses(page: Page, opener: Locator, isOpen: () => Promise<boolean>) {
  expect(await isOpen(), `${opener} : rien d'ouvert avant Escape`).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(isOpen).toBe(false);
  await expectFocusOn(page, opener);
}
