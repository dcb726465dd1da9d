// Focus shows on every Tab stop of a whole page, a toast never covers the focused control,
// and the focus check of the keyboard journeys (tests/e2e/support/keyboard.ts) fails when
// a ring is missing or hidden.
import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { expectFocusVisible, isFocused, tabTo } from "#tests/e2e/support/keyboard";
import { DEMO_ACCOUNTS, openScreen, signInByKeyboard } from "#tests/e2e/support/keyboard-journey";

const browser = useBrowser();

describe("every Tab stop", () => {
  it("of the home page shows its focus, from the skip link to the last link of the footer", async () => {
    const page = await browser.open();
    await visit(page, "/");
    await tabTo(page, page.locator("footer a").last(), { max: 150 });
  });
});

describe("a toast", () => {
  it("never covers the focused control: focus arriving under it closes it", async () => {
    const page = await openScreen(browser, "360 px");
    await signInByKeyboard(page, DEMO_ACCOUNTS.TRAVELER, "/accommodations");
    const toast = page.locator('[data-state="open"]');
    await toast.getByText("Connexion réussie").waitFor();
    let stops = 0;
    // The toast lasts 5 s: the Tab stops down the page reach the bottom of the screen well before.
    for (; stops < 40 && (await toast.count()) > 0; stops += 1) {
      await page.keyboard.press("Tab");
      const covered = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const control = document.activeElement!.getBoundingClientRect();
        return [...document.querySelectorAll('[data-state="open"]')].some((card) => {
          const box = card.getBoundingClientRect();
          return (
            control.left < box.right && box.left < control.right && control.top < box.bottom && box.top < control.bottom
          );
        });
      });
      expect(covered, `arrêt ${stops + 1} sous le toast`).toBe(false);
    }
    expect(await toast.count(), "le toast n'a jamais croisé le focus").toBe(0);
  });
});

describe("the focus check itself", () => {
  it("fails on a control without a ring, and on a ring something covers", async () => {
    const page = await browser.open();
    await visit(page, "/");
    const destination = page.getByRole("search").first().getByLabel("Destination");
    for (let presses = 0; presses < 30 && !(await isFocused(destination)); presses += 1)
      await page.keyboard.press("Tab");
    await expectFocusVisible(page);

    // (Through the element's style: the page's CSP refuses an added style sheet.)
    await destination.evaluate((field) => field.style.setProperty("outline", "none", "important"));
    await expect(expectFocusVisible(page)).rejects.toThrow(/anneau de focus trop fin/);

    // The ring is drawn, but a box over the field hides it from the eye.
    await destination.evaluate((field) => field.style.removeProperty("outline"));
    await expectFocusVisible(page);
    await destination.evaluate((field) => {
      const box = field.getBoundingClientRect();
      const cover = document.createElement("div");
      Object.assign(cover.style, {
        position: "fixed",
        zIndex: "100",
        background: "#fff",
        left: `${box.left - 10}px`,
        top: `${box.top - 10}px`,
        width: `${box.width + 20}px`,
        height: `${box.height + 20}px`,
      });
      document.body.append(cover);
    });
    await expect(expectFocusVisible(page)).rejects.toThrow(/focus invisible à l'écran/);
  });
});
