// The four journeys of the marketplace with the keyboard alone (no click, no fill of a field
// that does not have focus): search, book and reach the payment, publish a listing with a
// picture, approve it as the administrator. On every Tab stop focus shows
// (tests/e2e/support/keyboard.ts), Escape closes each menu and calendar met and gives focus
// back to what opened it, and each new page starts with focus on its heading.
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#common/dates";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import {
  expectEscapeCloses,
  expectFocusOn,
  expectFocusVisible,
  expectHeadingFocused,
  tabTo,
  typeHere,
} from "#tests/e2e/support/keyboard";
import {
  DEMO_ACCOUNTS,
  followAccountMenuLink,
  openScreen,
  pickDateByKeyboard,
  signInByKeyboard,
  WIDTHS,
  type ScreenWidth,
} from "#tests/e2e/support/keyboard-journey";
import { releaseDemoTravelerHolds } from "#tests/e2e/support/unpaid-bookings";

const browser = useBrowser();

// The booking journey, at two widths, leaves two unpaid bookings: the demo traveler starts
// without any and lets go of them after (an account holds at most two, docs/decisions/024).
beforeAll(() => releaseDemoTravelerHolds(() => browser.open()));
afterAll(() => releaseDemoTravelerHolds(() => browser.open()));

const { TRAVELER, HOST, ADMIN } = DEMO_ACCOUNTS;

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#27ae60" } })
    .jpeg()
    .toBuffer();

const openAt = (width: ScreenWidth) => openScreen(browser, width);

const dialogOpen = (page: Page) => async () => (await page.getByRole("dialog").count()) > 0;

describe("with the keyboard alone", () => {
  it.each(WIDTHS)("searches a destination with dates and guests and reaches the results (%s)", async (width) => {
    const page = await openAt(width);
    await visit(page, "/");
    // The skip link is the first stop; it leads past the header to the content.
    const skip = page.getByRole("link", { name: "Aller au contenu" });
    if (width === "360 px") {
      // The phone's menu: opened from the keyboard, closed with Escape, focus back on its button.
      const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
      await tabTo(page, menuButton);
      await page.keyboard.press("Enter");
      const menu = page.locator("#mobile-menu");
      await tabTo(page, menu.getByRole("link").first());
      await expectEscapeCloses(page, menuButton, async () => (await menu.count()) > 0);
      await tabTo(page, skip, { backwards: true });
    } else await tabTo(page, skip);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contenu");

    const search = page.getByRole("search").first();
    await tabTo(page, search.getByLabel("Destination"));
    await typeHere(page, "Cotonou");

    const arrival = search.getByRole("button", { name: /^Date d'arrivée/ });
    await tabTo(page, arrival);
    // Opened then closed with Escape: focus back on the field.
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await expectFocusVisible(page);
    await expectEscapeCloses(page, arrival, dialogOpen(page));
    const startDate = await pickDateByKeyboard(page, arrival, { monthsAhead: 2 });

    const departure = search.getByRole("button", { name: /^Date de départ/ });
    await tabTo(page, departure);
    const endDate = await pickDateByKeyboard(page, departure, { daysAhead: 3 });
    expect(endDate > startDate).toBe(true);

    const more = search.getByRole("button", { name: "Une personne de plus" });
    await tabTo(page, more);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await search.getByText("3 personnes").waitFor();

    await tabTo(page, search.getByRole("button", { name: "Rechercher" }));
    await page.keyboard.press("Enter");
    await expectHeadingFocused(page, "/search");
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ destination: "Cotonou", startDate, endDate, guests: "3" });
    // The results: the first listing is reached from the heading by Tab.
    const firstResult = page.locator('main a[href^="/property/"]').first();
    await tabTo(page, firstResult);
  });

  it.each(WIDTHS)("books as a traveler: a listing, dates, guests, then FedaPay's checkout (%s)", async (width) => {
    const page = await openAt(width);
    await signInByKeyboard(page, TRAVELER, "/accommodations");
    // Not the first listing, which the mouse journey books (tests/e2e/book-and-pay.spec.ts).
    const hrefs = await page
      .locator('main a[href^="/property/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);
    const listing = hrefs[1]!;
    await tabTo(page, page.locator(`main a[href="${listing}"]`).first(), { max: 120 });
    await page.keyboard.press("Enter");
    await expectHeadingFocused(page, listing);

    const booking = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Confirmer la réservation" }) });
    const arrival = booking.getByRole("button", { name: /^Date d'arrivée/ });
    await tabTo(page, arrival, { max: 120 });
    // Three free nights some months ahead, away from the other journeys' dates.
    const nightsFree = async (calendar: Locator, date: string) => {
      for (const night of [addDays(date, 1), addDays(date, 2)]) {
        const day = calendar.locator(`[data-date="${night}"]`);
        if ((await day.count()) === 0 || (await day.getAttribute("aria-disabled")) === "true") return false;
      }
      return true;
    };
    const checkIn = await pickDateByKeyboard(page, arrival, { monthsAhead: 7, acceptable: nightsFree });
    const departure = booking.getByRole("button", { name: /^Date de départ/ });
    await tabTo(page, departure);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await expectEscapeCloses(page, departure, dialogOpen(page));
    const checkOut = await pickDateByKeyboard(page, departure, { daysAhead: 3 });
    expect(checkOut).toBe(addDays(checkIn, 3));
    await booking.getByText("x 3 nuits").waitFor();

    await tabTo(page, booking.getByRole("button", { name: "Une personne de plus" }));
    await page.keyboard.press("Enter");
    await booking.getByText("2 voyageurs").waitFor();
    await tabTo(page, booking.getByRole("button", { name: "Confirmer la réservation" }));
    await page.keyboard.press("Enter");
    await expectHeadingFocused(page, /\/payment\?booking_id=/);

    // The payment: MTN (Space on the radio), the phone number, then Pay.
    const mtn = page.getByRole("radio", { name: "MTN Mobile Money" });
    await tabTo(page, mtn);
    await page.keyboard.press("Space");
    expect(await mtn.isChecked()).toBe(true);
    const phone = page.getByLabel("Numéro mobile money");
    await tabTo(page, phone);
    if ((await phone.inputValue()) === "") await typeHere(page, "0197000000");
    await tabTo(page, page.getByRole("button", { name: /^Payer / }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/fedapay-standin\/checkout\//);
    await page.getByRole("heading", { name: "Paiement mobile money" }).waitFor();
  });

  // The host publishes it, the administrator approves it (the next test).
  const title = `Case au clavier ${randomUUID().slice(0, 8)}`;

  // A whole form filled by Tab alone, a picture upload with it, each key press a round trip
  // to Chromium: 43 s alone, over 60 s beside another journey file, on a slow 2-core machine
  // (2026-11-29).
  it("publishes a listing with a picture as a host and submits it for review", async () => {
    const page = await browser.open();
    await signInByKeyboard(page, HOST, "/");
    await followAccountMenuLink(page, "Ajouter un hébergement");
    await expectHeadingFocused(page, "/add-property");

    // Sent empty first: the fields in error show their focus too.
    const submit = page.getByRole("button", { name: "Soumettre l'annonce" });
    await tabTo(page, submit, { max: 120 });
    await page.keyboard.press("Enter");
    const titleField = page.getByLabel("Titre");
    await expect.poll(() => titleField.getAttribute("aria-invalid")).toBe("true");
    await tabTo(page, titleField, { backwards: true, max: 120 });

    await typeHere(page, title);
    await tabTo(page, page.getByLabel("Description"));
    await typeHere(page, "Une case tranquille au bord de la lagune, idéale pour se reposer.");
    const category = page.getByLabel("Catégorie");
    await tabTo(page, category);
    for (let step = 0; step < 10 && (await category.inputValue()) !== "Bungalow"; step += 1)
      await page.keyboard.press("ArrowDown");
    expect(await category.inputValue()).toBe("Bungalow");
    for (const [label, value] of [
      ["Prix par nuit (FCFA)", "25000"],
      ["Adresse", "Quartier Zoungbodji"],
      ["Ville", "Ouidah"],
      ["Capacité d'accueil (voyageurs)", "3"],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await typeHere(page, value);
    }
    const wifi = page.getByLabel("WiFi gratuit");
    await tabTo(page, wifi);
    await page.keyboard.press("Space");
    expect(await wifi.isChecked()).toBe(true);

    // The file input is reached by Tab; the file itself comes from the system's dialog,
    // which no keyboard test can drive: it is handed to the focused input.
    const fileInput = page.getByTestId("image-input");
    await tabTo(page, fileInput, { max: 80 });
    await page.locator(":focus").setInputFiles([{ name: "case.jpg", mimeType: "image/jpeg", buffer: await jpeg() }]);
    await page.locator('li[data-status="uploaded"]').first().waitFor();

    await tabTo(page, submit, { max: 80 });
    await page.keyboard.press("Enter");
    await expectHeadingFocused(page, "/host-dashboard");
    await page.getByText("Propriété ajoutée").first().waitFor();
  }, 150_000);

  it("approves that listing as the administrator", async () => {
    const page = await browser.open();
    await signInByKeyboard(page, ADMIN, "/");
    await followAccountMenuLink(page, "Administration");
    await expectHeadingFocused(page, "/admin-dashboard");
    const card = page
      .getByTestId("pending-listings")
      .locator("article")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

    // The rejection's disclosure: opened, its reason field focused, closed with Escape.
    const reject = card.locator("summary", { hasText: "Rejeter" });
    await tabTo(page, reject, { max: 200 });
    await page.keyboard.press("Enter");
    const disclosureOpen = () => card.locator("details").evaluate((details) => (details as HTMLDetailsElement).open);
    await tabTo(page, card.getByLabel("Raison du rejet (visible par l'hôte)"));
    await expectEscapeCloses(page, reject, disclosureOpen);

    const approve = card.getByRole("button", { name: `Approuver « ${title} »` });
    await tabTo(page, approve, { backwards: true });
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText("Annonce approuvée").waitFor();
    await card.waitFor({ state: "detached" });
    // Focus leaves with the card: it goes to the pending list's heading, visibly.
    await expectFocusOn(page, page.getByRole("heading", { name: /^Annonces en attente/ }));
  });
});
