// A host finds their payout account and earnings at /earnings, downloads the CSV, changes
// the number (the password is asked again; payouts are then held 48 h, as the page says);
// the demo traveler reads their refunded cancellation in /my-bookings.
import { describe, expect, it } from "vitest";
import { useBrowser } from "#tests/e2e/support/browser";
import { signIn } from "#tests/e2e/support/sign-in";

const browser = useBrowser();

describe("a host's earnings and payout account", () => {
  it("shows the account and earnings, exports them, and holds payouts after a change of number", async () => {
    const page = await browser.open();
    await signIn(page, "hote@benin-voyages.bj", "Hote2024!", "/host-dashboard");
    // The demo host has an account: no warning that earnings wait for one.
    expect(await page.locator("[data-needs-payout-account]").count()).toBe(0);
    await page
      .getByRole("link", { name: /Revenus/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/earnings");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.locator("[data-payout-account]").innerText()).toContain("+229 01 97 10 10 10");
    expect(await page.locator("[data-earning]").count()).toBeGreaterThan(0);

    const csv = await page.evaluate(async () => {
      const response = await fetch("/earnings.csv");
      return {
        type: response.headers.get("content-type"),
        bytes: [...new Uint8Array(await response.arrayBuffer()).slice(0, 3)],
      };
    });
    expect(csv).toEqual({ type: "text/csv; charset=utf-8", bytes: [0xef, 0xbb, 0xbf] });

    await page.getByText("Modifier mon compte de versement").click();
    await page.getByLabel("Moov Money").check();
    await page.getByLabel("Numéro mobile money").fill("01 95 12 34 56");
    await page.getByLabel("Votre mot de passe").fill("pas-le-bon");
    await page.getByRole("button", { name: "Modifier le compte" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /mot de passe/i })
      .first()
      .waitFor();
    expect(await page.locator("[data-payout-account]").innerText()).toContain("+229 01 97 10 10 10");

    await page.getByLabel("Votre mot de passe").fill("Hote2024!");
    await page.getByRole("button", { name: "Modifier le compte" }).click();
    await page.getByText(/Numéro modifié : vos versements reprendront le/).waitFor();
    expect(await page.locator("[data-payout-account]").innerText()).toContain("+229 01 95 12 34 56");
  }, 90_000);

  it("the demo traveler reads that their cancelled booking was refunded", async () => {
    const page = await browser.open();
    await signIn(page, "voyageur@benin-voyages.bj", "Voyageur2024!", "/my-bookings");
    const refunded = page.locator('[data-refund="paid"]');
    await refunded.first().waitFor();
    expect(await refunded.first().innerText()).toMatch(/^Remboursé : .+\u00a0FCFA le /);
  }, 60_000);
});
