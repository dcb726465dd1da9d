// A traveler whose rental ended a week ago writes a review from /my-bookings; the listing's
// host answers it publicly from /reservations, once; the review, with its stars, the
// traveler's first name, its month and the host's answer, is then on the listing page.
import { describe, expect, it } from "vitest";
import { now } from "#common/clock";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { signIn } from "#tests/e2e/support/sign-in";

const browser = useBrowser();

/** The demo hosts by the name their listings show ('Proposé par …'). */
const DEMO_HOSTS: Record<string, string> = {
  "Koffi Agbossou": "hote@benin-voyages.bj",
  "Mariam Soulé": "hote.nord@benin-voyages.bj",
  "Rodrigue Ahouansou": "hote.cote@benin-voyages.bj",
  "Gildas Hounkpatin": "location@benin-voyages.bj",
};

describe("a review and its answer", () => {
  it("the traveler reviews a finished rental, the host answers, both show on the listing page", async () => {
    const comment = `Voiture propre et chauffeur ponctuel (${Date.now().toString(36)})`;
    const answer = "Merci Aïcha, au plaisir de vous revoir à Cotonou !";

    // ---- the traveler writes the review of the trip that waits for one
    const traveler = await browser.open();
    await signIn(traveler, "voyageur@benin-voyages.bj", "Voyageur2024!", "/my-bookings");
    const card = traveler.locator("li[id^=booking-]").filter({ hasText: "Laisser un avis" }).first();
    const listingLink = card.locator("a[href^='/property/']").first();
    const listingPath = (await listingLink.getAttribute("href"))!;
    await card.getByText("Laisser un avis", { exact: true }).click();
    await card.getByText(/Vous pouvez laisser un avis jusqu'au/).waitFor();
    await card.getByLabel("4 étoiles").check();
    await card.getByLabel("Commentaire").fill(comment);
    await card.getByRole("button", { name: "Publier l'avis" }).click();
    await traveler.getByText("Merci pour votre avis !").first().waitFor();

    // ---- its host answers from /reservations
    await visit(traveler, listingPath);
    const hostLine = await traveler.getByText(/Proposé par /).innerText();
    const hostEmail = DEMO_HOSTS[/Proposé par (.+)$/.exec(hostLine.trim())?.[1]?.trim() ?? ""];
    expect(hostEmail, hostLine).toBeDefined();
    const host = await browser.open();
    await signIn(host, hostEmail!, "Hote2024!", "/reservations");
    const reviewBox = host.getByTestId("host-review").filter({ hasText: comment });
    await reviewBox.getByText("Répondre publiquement").click();
    await reviewBox.getByLabel(/Votre réponse/).fill(answer);
    await reviewBox.getByRole("button", { name: "Publier la réponse" }).click();
    await host.getByText("Votre réponse est publiée.").first().waitFor();
    // Once: the form is gone, the answer is shown as given.
    await reviewBox.getByText(answer).waitFor();
    expect(await reviewBox.getByRole("button", { name: "Publier la réponse" }).count()).toBe(0);

    // ---- the listing page shows the review, newest first, with its answer under it
    await visit(traveler, `${listingPath}?avis=1#avis`);
    const newest = traveler.locator("#avis").getByTestId("review").first();
    expect(await newest.innerText()).toContain(comment);
    expect(await newest.getByRole("img", { name: "4 étoiles sur 5" }).count()).toBe(1);
    const month = new Intl.DateTimeFormat("fr-FR", {
      month: "long",
      year: "numeric",
      timeZone: "Africa/Porto-Novo",
    }).format(now());
    expect(await newest.innerText()).toContain(`Aïcha, ${month}`);
    expect(await newest.getByTestId("review-answer").innerText()).toContain(answer);
    // The rating's summary counts the reviews the page lists.
    expect(await traveler.getByTestId("reviews-summary").innerText()).toMatch(/sur 5 · \d+ avis/);
  }, 120_000);
});
