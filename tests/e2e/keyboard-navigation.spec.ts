// Every traveler can use it: on a 320-pixel phone, with the keyboard alone, with a screen
// reader (menus close with Escape, page changes move focus to the new page's heading).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "#tests/e2e/support/browser";

const browser = useBrowser();

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}:${element.textContent?.trim() ?? ""}` : "";
  });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth?redirectTo=%2F");
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("Mot de passe").first().fill(password);
  await page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Se connecter" }) })
    .getByRole("button", { name: "Se connecter" })
    .click();
  await page.waitForURL((url) => url.pathname === "/");
  // The navigation ends with the new page's heading focused (app/lib/use-focus-heading.ts).
  await page.waitForFunction(() => document.activeElement?.tagName === "H1");
}

describe("a traveler on a small phone or with the keyboard", () => {
  it("never scrolls sideways at 320 pixels on /, /search with results and /faq", async () => {
    const page = await browser.open({ mobile: true });
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/", "/search?destination=cotonou", "/faq"]) {
      await visit(page, path);
      if (path.startsWith("/search")) await page.locator('a[href^="/property/"]').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 320 });
    }
  });

  it("skips the header with 'Aller au contenu', the first Tab stop", async () => {
    const page = await browser.open();
    await visit(page, "/");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("a:Aller au contenu");
    const link = page.getByRole("link", { name: "Aller au contenu" });
    expect((await link.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contenu");
  });

  it("moves focus to the new page's heading after a client-side navigation", async () => {
    const page = await browser.open();
    await visit(page, "/");
    await page.locator('footer a[href="/faq"]').click();
    await page.waitForURL(/\/faq$/);
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe("none");
  });

  it("closes the mobile menu with Escape, focus leaving or a click outside; a link leads to the heading", async () => {
    const page = await browser.open({ mobile: true });
    await visit(page, "/faq");
    const button = page.getByRole("button", { name: "Ouvrir le menu" });
    const menu = page.locator("#mobile-menu");

    await button.click();
    await menu.waitFor();
    await menu.getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("mobile-menu");

    await page.keyboard.press("Enter");
    await menu.waitFor();
    // The open menu covers the top of the page: a tap near the bottom is outside it.
    await page.mouse.click(200, 820);
    await menu.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.waitFor();
    await page.locator("main").focus();
    await menu.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu.getByRole("link", { name: "Véhicules" }).click();
    await page.waitForURL(/\/vehicles$/);
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
  });

  it("closes the account menu with Escape, focus leaving or a click outside; its name holds its initials", async () => {
    const page = await browser.open();
    await signIn(page, "voyageur@benin-voyages.bj", "Voyageur2024!");
    const summary = page.locator("header details summary");
    expect(await summary.getAttribute("aria-label")).toBe("AD Menu du compte");
    const isOpen = () => page.locator("header details").evaluate((details) => (details as HTMLDetailsElement).open);

    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    expect(await isOpen()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");

    await page.keyboard.press("Enter");
    expect(await isOpen()).toBe(true);
    await page.locator("main h1").click();
    expect(await isOpen()).toBe(false);

    await summary.click();
    expect(await isOpen()).toBe(true);
    await page.locator("main").focus();
    expect(await isOpen()).toBe(false);
  });

  it("never leaves a backward Tab stop under the fixed header on /faq", async () => {
    const page = await browser.open();
    await visit(page, "/faq");
    await page.locator("footer a").last().focus();
    const hidden: string[] = [];
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press("Shift+Tab");
      const place = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        // The header is fixed (always visible), the skip link shows above it.
        if (!element || element === document.body || element.closest("header, a[href='#contenu']")) return null;
        const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
        return { text: element.textContent?.trim() ?? "", top: element.getBoundingClientRect().top, headerBottom };
      });
      if (place && place.top < place.headerBottom)
        hidden.push(`${stop + 1}: ${place.text} ${place.top}/${place.headerBottom}`);
    }
    expect(hidden).toEqual([]);
  });
});
