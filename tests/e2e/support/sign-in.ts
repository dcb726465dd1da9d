// Signing in as a person does, through the sign-in page's form, for the journeys.
import type { Page } from "playwright-core";

/**
 * Fills and sends the sign-in form of `/auth?redirectTo=…`, then waits until the browser is
 * on `redirectTo` and the page has hydrated (its scripts answer clicks).
 */
export async function signIn(page: Page, email: string, password: string, redirectTo = "/") {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").first().fill(email);
  await page.getByLabel("Mot de passe").first().fill(password);
  await page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Se connecter" }) })
    .getByRole("button", { name: "Se connecter" })
    .click();
  await page.waitForURL((url) => url.pathname === redirectTo);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}
