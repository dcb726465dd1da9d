// The demo traveler deletes their account from /account (password and the word
// SUPPRIMER): they land on the home page signed out, can no longer sign in, and the host of
// their past paid stay still finds it in /reservations, under 'Compte supprimé'. On a
// server of its own: the shared demo keeps its traveler for the other journeys.
import { describe, expect, it } from "vitest";
import { useOwnDemoServer } from "#tests/e2e/support/own-demo-server";
import { signIn } from "#tests/e2e/support/sign-in";

const TRAVELER = { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" };

const server = useOwnDemoServer(async (query) => {
  // The traveler's latest finished paid stay, and the demo host who received it.
  const [past] = await query<{ reference: string; host: string }>(
    `SELECT b.booking_reference AS reference, u.email AS host
       FROM bookings b JOIN listings l ON l.id = b.listing_id JOIN users t ON t.id = b.user_id
       JOIN users u ON u.id = l.user_id
      WHERE t.email = $1 AND b.payment_status = 'completed' AND b.status = 'approved'
        AND b.end_date < (now() AT TIME ZONE 'Africa/Porto-Novo')::date
      ORDER BY b.end_date DESC LIMIT 1`,
    [TRAVELER.email],
  );
  return past!;
});

describe("deleting one's account", () => {
  it("erases the traveler, who can no longer sign in, while the host keeps the past booking", async () => {
    const { reference, host } = server.facts();
    expect(host).toMatch(/@benin-voyages\.bj$/);

    const page = await server.open();
    await signIn(page, TRAVELER.email, TRAVELER.password, "/my-bookings");
    expect(await page.locator(`[data-booking-reference="${reference}"]`).count()).toBe(1);

    // Through the menu, as a person would.
    await page.locator("header details summary").click();
    await page.locator("header details").getByRole("link", { name: "Mon compte" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    expect(await page.locator("[data-account-email]").innerText()).toBe(TRAVELER.email);

    const deletion = page.getByRole("region", { name: "Supprimer mon compte" });
    // A wrong word first: refused, nothing deleted.
    await deletion.getByLabel("Mot de passe", { exact: true }).fill(TRAVELER.password);
    await deletion.getByLabel("Tapez SUPPRIMER pour confirmer").fill("supprimer");
    await deletion.getByRole("button", { name: "Supprimer mon compte" }).click();
    await deletion.getByRole("alert").filter({ hasText: "Tapez SUPPRIMER en majuscules" }).waitFor();

    await deletion.getByLabel("Mot de passe", { exact: true }).fill(TRAVELER.password);
    await deletion.getByLabel("Tapez SUPPRIMER pour confirmer").fill("SUPPRIMER");
    await deletion.getByRole("button", { name: "Supprimer mon compte" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Compte supprimé").first().waitFor();
    // Signed out: the header offers to sign in.
    await page.getByRole("link", { name: "Se connecter" }).first().waitFor();

    // The owner can no longer sign in.
    await page.goto("/auth");
    await page.getByLabel("Email").first().fill(TRAVELER.email);
    await page.getByLabel("Mot de passe").first().fill(TRAVELER.password);
    await page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Se connecter" }) })
      .getByRole("button", { name: "Se connecter" })
      .click();
    await page.getByText("Email ou mot de passe incorrect").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");

    // The host still sees the past booking, without the traveler's name.
    const hostPage = await server.open();
    await signIn(hostPage, host, "Hote2024!", "/reservations");
    const booking = hostPage.locator(`[data-booking-reference="${reference}"]`);
    await booking.waitFor();
    const text = await booking.innerText();
    expect(text).toContain("Compte supprimé");
    expect(text).not.toContain("Aïcha");
    expect(text).not.toContain(TRAVELER.email);
  }, 120_000);
});
