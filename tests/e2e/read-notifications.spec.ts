// A traveler sees the count of unread notifications in the header, opens /notifications
// from it, and marks them all read: the count goes. On a server of its own, whose traveler
// was sent two notifications (a booking confirmed, a refund) while it was stopped.
import { describe, expect, it } from "vitest";
import { useOwnDemoServer } from "#tests/e2e/support/own-demo-server";
import { signIn } from "#tests/e2e/support/sign-in";

const TRAVELER = { email: "voyageur@benin-voyages.bj", password: "Voyageur2024!" };

const server = useOwnDemoServer(async (query) => {
  const [traveler] = await query<{ id: string }>("SELECT id FROM users WHERE email = $1", [TRAVELER.email]);
  for (const [title, message] of [
    ["Réservation confirmée", "Votre séjour à Cotonou est confirmé."],
    ["Remboursement envoyé", "Votre remboursement est en route."],
  ]) {
    await query(
      "INSERT INTO notifications (user_id, kind, title, message, link) VALUES ($1, 'test', $2, $3, '/my-bookings')",
      [traveler!.id, title, message],
    );
  }
  return { travelerId: traveler!.id };
});

describe("reading one's notifications", () => {
  it("shows the unread count in the header, lists them at /notifications and marks them all read", async () => {
    const page = await server.open();
    await signIn(page, TRAVELER.email, TRAVELER.password, "/my-bookings");
    const bell = page.locator('header [data-unread="notifications"]');
    expect(await bell.getAttribute("data-count")).toBe("2");
    expect(await bell.innerText()).toContain("2");
    // The messages count is there too (nothing unread).
    expect(await page.locator('header [data-unread="messages"]').getAttribute("data-count")).toBe("0");

    await bell.click();
    await page.waitForURL((url) => url.pathname === "/notifications");
    await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    await page.getByText("2 notifications non lues").waitFor();
    expect(await page.getByText("Réservation confirmée").count()).toBe(1);
    expect(await page.getByText("Remboursement envoyé").count()).toBe(1);

    await page.getByRole("button", { name: "Tout marquer comme lu" }).click();
    // The server's answer reloads the page's data and the header's count.
    await page.getByText("Aucune notification non lue").waitFor();
    await page.waitForFunction(
      () => document.querySelector('header [data-unread="notifications"]')?.getAttribute("data-count") === "0",
    );
    await page.reload();
    expect(await page.locator('header [data-unread="notifications"]').getAttribute("data-count")).toBe("0");
    expect(await page.getByRole("button", { name: "Marquer comme lu", exact: true }).count()).toBe(0);
  }, 120_000);
});
