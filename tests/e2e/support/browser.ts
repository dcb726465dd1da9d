import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { sharedServer } from "./shared-server";

// Debian's Chromium, never a downloaded browser. The flags keep it from calling home
// (this machine has no network beyond loopback).
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

export const MOBILE = { viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** Loads a page and waits until React has hydrated it (see app/root.tsx). */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return response;
}

/** One browser per spec file; `open()` gives a fresh context (no cookies) and page. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = () => sharedServer().baseUrl;
  return {
    baseUrl,
    async open(options: { mobile?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({
        ...(options.mobile ? MOBILE : DESKTOP),
        baseURL: baseUrl(),
        locale: "fr-FR",
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}
