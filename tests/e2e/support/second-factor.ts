// The demo administrator's second step at sign-in (README): the code an authenticator app
// would show for the published demo key.
import type { Page } from "playwright-core";
import { DEMO_ADMIN_TOTP_SECRET } from "#server/seed/demo-second-factor.server";
import { totpCode } from "#tests/support/totp";

/** After the password: on /two-factor, types the code and confirms. */
export async function passDemoSecondFactor(page: Page) {
  await page.waitForURL((url) => url.pathname === "/two-factor");
  await page.getByLabel("Code à 6 chiffres").fill(totpCode(DEMO_ADMIN_TOTP_SECRET));
  await page.getByRole("button", { name: "Vérifier" }).click();
}
