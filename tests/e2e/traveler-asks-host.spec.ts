// A new traveler asks a host a question from a listing page ('Contacter l'hôte'), with a
// phone number in it: the number is masked before any payment. The host finds the
// conversation in bold on /messages and answers; the traveler sees the unread count on
// /messages and reads the answer. Once the traveler has booked and paid, each side sees
// the other's phone number and a WhatsApp link, and numbers are no longer masked.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pickStay } from "#tests/e2e/support/accessibility-states";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { mailedLink } from "#tests/e2e/support/mailbox";

const browser = useBrowser();

const HOST = { email: "hote@benin-voyages.bj", password: "Hote2024!", phone: "+229 01 96 45 21 08" };

async function signIn(page: Page, email: string, password: string) {
  await visit(page, "/auth");
  const form = page.locator("main form").filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

/** A traveler with a confirmed address (needed to book), signed in. */
async function newTraveler(page: Page) {
  const email = `question.${Date.now()}@exemple.bj`;
  await visit(page, "/auth?tab=signup");
  await page.getByLabel("Nom d'utilisateur").fill("Sèna Questionneuse");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Soleil-Ganvie-26");
  await page.getByLabel("Confirmer le mot de passe").fill("Soleil-Ganvie-26");
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await page.getByText("Inscription réussie").waitFor();
  const link = new URL(await mailedLink(email, "/verify-email"));
  await visit(page, `${link.pathname}${link.search}`);
  await page.getByText("Votre adresse email est confirmée.", { exact: false }).waitFor();
  await signIn(page, email, "Soleil-Ganvie-26");
}

async function send(page: Page, text: string) {
  await page.getByLabel("Votre message").fill(text);
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  await page
    .locator("main ol li", { hasText: text.slice(0, 12) })
    .last()
    .waitFor();
}

const lastMessage = (page: Page) => page.locator("main ol > li").last();

describe("a traveler asks a host a question", () => {
  it("asks, the number is masked, the host answers, the traveler reads it; after paying, phones and WhatsApp", async () => {
    const host = await browser.open();
    await signIn(host, HOST.email, HOST.password);
    await visit(host, "/my-listings");
    const listingHref = (await host.locator('main a[href^="/property/"]').first().getAttribute("href"))!;

    // The traveler asks from the listing page.
    const traveler = await browser.open();
    await newTraveler(traveler);
    await visit(traveler, listingHref);
    await traveler.getByRole("link", { name: "Contacter l'hôte" }).click();
    await traveler.waitForURL(/\/messages\/listing\//);
    await traveler.getByText("sont masqués tant qu'aucune réservation n'est payée", { exact: false }).waitFor();
    await send(
      traveler,
      "Bonjour, la maison est-elle libre ? Appelez-moi au 97 00 00 00 ou nonante-sept zéro zéro zéro zéro zéro zéro.",
    );
    const asked = await lastMessage(traveler).innerText();
    expect(asked).toContain("[numéro masqué]");
    expect(asked).not.toContain("97 00 00 00");
    expect(asked).not.toContain("nonante");
    const conversationPath = new URL(traveler.url()).pathname;

    // The host finds it in bold on /messages, reads the masked question and answers.
    await visit(host, "/messages");
    const item = host.locator(`main li:has(a[href="${conversationPath}"])`);
    expect(await item.getAttribute("class")).toContain("font-bold");
    await item.getByRole("link").click();
    await host.waitForURL((url) => url.pathname === conversationPath);
    expect(await host.locator("main ol").innerText()).toContain("[numéro masqué]");
    await send(host, "Oui, elle est libre ce mois-ci. Réservez quand vous voulez !");

    // The traveler sees one unread message on /messages, then the answer.
    await visit(traveler, "/messages");
    const travelerItem = traveler.locator(`main li:has(a[href="${conversationPath}"])`);
    expect(await travelerItem.innerText()).toContain("1 message non lu");
    expect(await travelerItem.getAttribute("class")).toContain("font-bold");
    await expect(traveler.getByTestId("unread-messages").innerText()).resolves.toMatch(/^\d+ messages? non lus?$/);
    // Read once shown (the page posts it): the count goes back down.
    const markedRead = traveler.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes(conversationPath),
    );
    await travelerItem.getByRole("link").click();
    await traveler.waitForURL((url) => url.pathname === conversationPath);
    expect(await lastMessage(traveler).innerText()).toContain("Oui, elle est libre ce mois-ci.");
    await markedRead;
    await visit(traveler, "/messages");
    expect(await traveler.locator(`main li:has(a[href="${conversationPath}"])`).innerText()).not.toContain("non lu");

    // No phone shown before paying.
    await visit(traveler, conversationPath);
    expect(await traveler.getByRole("link", { name: "Écrire sur WhatsApp" }).count()).toBe(0);

    // The traveler books and pays.
    await visit(traveler, listingHref);
    await pickStay(traveler, 250);
    await traveler.getByLabel("Téléphone (facultatif)").fill("+229 01 66 55 44 33");
    await traveler.getByRole("button", { name: "Confirmer la réservation" }).click();
    await traveler.waitForURL(/\/payment\?booking_id=/);
    await traveler.getByLabel("MTN Mobile Money").check();
    await traveler.getByLabel("Numéro mobile money").fill("0197000000");
    await traveler.getByRole("button", { name: /^Payer / }).click();
    await traveler.waitForURL(/\/fedapay-standin\/checkout\//);
    await traveler.getByLabel("MTN Mobile Money").check();
    await traveler.getByLabel("Numéro de téléphone").fill("0197000000");
    await traveler.getByRole("button", { name: "Valider le paiement" }).click();
    await traveler.waitForURL(/\/payment-success\?booking_id=/);
    await traveler.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();

    // Now the traveler sees the host's phone and WhatsApp link, and a number is kept as written.
    await visit(traveler, conversationPath);
    expect(await traveler.getByTestId("contact-phone").innerText()).toBe(HOST.phone);
    expect(await traveler.getByRole("link", { name: "Écrire sur WhatsApp" }).getAttribute("href")).toBe(
      "https://wa.me/2290196452108",
    );
    await send(traveler, "Parfait, mon numéro est le 01 66 55 44 33.");
    expect(await lastMessage(traveler).innerText()).toContain("01 66 55 44 33");

    // And the host sees the traveler's.
    await visit(host, conversationPath);
    expect(await host.getByTestId("contact-phone").innerText()).toBe("+229 01 66 55 44 33");
    expect(await host.getByRole("link", { name: "Écrire sur WhatsApp" }).getAttribute("href")).toBe(
      "https://wa.me/2290166554433",
    );
  }, 180_000);
});
