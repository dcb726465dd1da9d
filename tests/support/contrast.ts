// WCAG 2.x contrast for tests: relative luminance of sRGB colours and the ratio between
// two of them (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). Colours are read from
// the theme in app/app.css, so a test checks the palette the pages really use.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type Rgb = [number, number, number];

const appCss = fileURLToPath(new URL("../../app/app.css", import.meta.url));

/** A `--color-<name>: #rrggbb;` of the theme, as a hex string. */
export function themeColor(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(readFileSync(appCss, "utf8"));
  if (!match) throw new Error(`no hex colour --color-${name} in app/app.css`);
  return match[1];
}

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** `color` at `alpha` (0–1) painted over `background`: what Tailwind's `bg-x/10` shows. */
export function blend(color: string, alpha: number, background: string): string {
  const top = rgbOf(color);
  const bottom = rgbOf(background);
  return toHex([0, 1, 2].map((index) => top[index] * alpha + bottom[index] * (1 - alpha)) as Rgb);
}

export function relativeLuminance(hex: string): number {
  const [red, green, blue] = rgbOf(hex).map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** From 1 (same colour) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
