// The open and error states the accessibility suite checks on a page, after loading it:
// each opens something (a menu, a date picker, the uploader with a picture) or submits a
// form empty or wrong, then waits for what a person would see. `widths` says where the
// state exists (the account menu is in the header at desktop widths only, the menu
// button and the filters toggle on phones only).
import type { Page } from "playwright-core";
import sharp from "sharp";
import { addDays, todayInBenin } from "#common/dates";
import { langOfPath, localizedPath } from "#common/i18n";
import { authTexts } from "#common/texts/auth";
import { bookingFormTexts } from "#common/texts/booking-form";
import { contactPageTexts } from "#common/texts/contact-page";
import { searchUiTexts } from "#common/texts/search-ui";

type State = { widths: number[]; signedInOnly?: boolean; open: (page: Page) => Promise<void> };

const PHONE = [360];
const DESKTOP = [1280];
const BOTH = [360, 1280];

/** What a refused form shows: a field marked invalid, or an alert. */
const errorShown = (page: Page) => page.locator('main [aria-invalid="true"], main [role="alert"]').first().waitFor();
const submit = (page: Page, name: string | RegExp) =>
  page.locator("main").getByRole("button", { name }).first().click();

/** The page's language, from its address: an English page's states use its English words. */
const langOf = (page: Page) => langOfPath(new URL(page.url()).pathname);

async function openPicker(page: Page, label: string) {
  await page
    .locator("main")
    .getByRole("button", { name: new RegExp(`^${label}`) })
    .first()
    .click();
  await page.getByRole("dialog").waitFor();
}

/** Shows the month of `date` in the open picker and clicks that day; false if taken. */
async function pickDay(page: Page, date: string): Promise<boolean> {
  const dialog = page.getByRole("dialog");
  for (let step = 0; step < 14 && (await dialog.locator(`[data-date="${date}"]`).count()) === 0; step += 1) {
    await dialog.getByRole("button", { name: searchUiTexts[langOf(page)].calendar.nextMonth }).click();
  }
  const day = dialog.locator(`[data-date="${date}"]`);
  if ((await day.getAttribute("aria-disabled")) === "true") return false;
  await day.click();
  return true;
}

/**
 * Picks `nights` free nights in the booking form, from `daysAhead` days after today in
 * Benin (far from the other journeys' bookings, around 120 and 200 days ahead).
 */
export async function pickStay(page: Page, daysAhead: number, nights = 2) {
  let start = addDays(todayInBenin(), daysAhead);
  for (let tries = 0; tries < 30; tries += 1, start = addDays(start, nights + 1)) {
    const form = bookingFormTexts[langOf(page)].form;
    await openPicker(page, form.arrival);
    if (!(await pickDay(page, start))) {
      await page.keyboard.press("Escape");
      continue;
    }
    await openPicker(page, form.departure);
    if (await pickDay(page, addDays(start, nights))) return;
    await page.keyboard.press("Escape");
  }
  throw new Error("no free stay found in the booking form");
}

const STATES = {
  mobileMenu: {
    widths: PHONE,
    open: async (page) => {
      await page.locator('header button[aria-controls="mobile-menu"]').click();
      await page.locator("#mobile-menu").waitFor();
    },
  },
  accountMenu: {
    widths: DESKTOP,
    signedInOnly: true,
    open: async (page) => {
      await page.locator("header details summary").first().click();
      await page.locator("header details[open]").waitFor();
    },
  },
  searchArrivalPicker: { widths: BOTH, open: (page) => openPicker(page, searchUiTexts[langOf(page)].arrival) },
  searchFilters: {
    widths: PHONE,
    open: async (page) => {
      await page.locator('label[for="filters-toggle"]').click();
      await page.locator(`aside form[action="${localizedPath(langOf(page), "/search")}"]`).waitFor();
    },
  },
  bookingArrivalPicker: {
    widths: BOTH,
    open: (page) => openPicker(page, bookingFormTexts[langOf(page)].form.arrival),
  },
  bookingWrong: {
    widths: BOTH,
    open: async (page) => {
      await pickStay(page, 360);
      await page.locator('input[name="travelerFirstName"]').fill("");
      await page.locator('input[name="travelerEmail"]').fill("pas-une-adresse");
      await submit(page, bookingFormTexts[langOf(page)].form.submit);
      await errorShown(page);
    },
  },
  contactEmpty: {
    widths: BOTH,
    open: (page) => submit(page, contactPageTexts[langOf(page)].submit).then(() => errorShown(page)),
  },
  contactWrong: {
    widths: BOTH,
    open: async (page) => {
      await page.locator('main input[name="email"]').fill("pas-une-adresse");
      await submit(page, contactPageTexts[langOf(page)].submit);
      await errorShown(page);
    },
  },
  signInEmpty: {
    widths: BOTH,
    open: (page) => submit(page, authTexts[langOf(page)].actions.login).then(() => errorShown(page)),
  },
  signInWrong: {
    widths: BOTH,
    open: async (page) => {
      await page.locator('main input[name="email"]').fill("personne@exemple.bj");
      await page.locator('main input[name="password"]').fill("pas-le-bon-mot-de-passe");
      await submit(page, authTexts[langOf(page)].actions.login);
      await errorShown(page);
    },
  },
  signUpEmpty: { widths: BOTH, open: (page) => submit(page, "S'inscrire").then(() => errorShown(page)) },
  resetRequestEmpty: {
    widths: BOTH,
    open: async (page) => {
      await page.locator("main form button[type=submit]").first().click();
      await errorShown(page);
    },
  },
  resetChooseWrong: {
    widths: BOTH,
    open: async (page) => {
      await page.locator('main input[type="password"]').first().fill("court");
      await page.locator("main form button[type=submit]").first().click();
      await errorShown(page);
    },
  },
  // One width: each refused code counts against the sign-in's attempts.
  twoFactorWrong: {
    widths: PHONE,
    open: async (page) => {
      await page.getByLabel("Code à 6 chiffres").fill("000000");
      await page.getByRole("button", { name: "Vérifier" }).click();
      await errorShown(page);
    },
  },
  listingEmpty: {
    widths: BOTH,
    open: async (page) => {
      await page.locator("main form button[type=submit]").last().click();
      await errorShown(page);
    },
  },
  uploaderWithPicture: {
    widths: BOTH,
    open: async (page) => {
      const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#27ae60" } })
        .jpeg()
        .toBuffer();
      await page
        .getByTestId("image-input")
        .setInputFiles([{ name: "case.jpg", mimeType: "image/jpeg", buffer: picture }]);
      await page.locator('li[data-status="uploaded"]').first().waitFor();
    },
  },
  reviewOpen: {
    widths: BOTH,
    open: async (page) => {
      await page.locator("main summary", { hasText: "Laisser un avis" }).first().click();
      // Submitted without a rating: the browser's own check keeps it on the page.
      await page.locator("main details[open] button[type=submit]").first().click();
    },
  },
  cancelOpen: {
    widths: BOTH,
    open: async (page) => {
      await page.locator("main summary", { hasText: "Annuler la réservation" }).first().click();
      await page.locator("main details[open]").first().waitFor();
    },
  },
  // Messages (docs/decisions/021): the message form sent empty, 'Signaler' open and sent empty.
  messageEmpty: { widths: BOTH, open: (page) => submit(page, /^Envoyer$/).then(() => errorShown(page)) },
  reportOpen: {
    widths: BOTH,
    open: async (page) => {
      await page.locator("main summary", { hasText: "Signaler" }).first().click();
      await submit(page, "Envoyer le signalement");
      await errorShown(page);
    },
  },
  paymentWrong: {
    widths: BOTH,
    open: async (page) => {
      await page.getByLabel("MTN Mobile Money").check();
      await page.getByLabel("Numéro mobile money").fill("12");
      await submit(page, /^Payer /);
      await errorShown(page);
      // A screen reader on the refused field hears why (its description holds the message).
      const message = await page.locator("#payment-phone-hint + p").innerText();
      const description = await page.locator("#payment-phone").evaluate((field) =>
        (field.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
      if (!message || !description.includes(message))
        throw new Error(`phone error "${message}" not in its description`);
    },
  },
  rejectOpen: {
    widths: BOTH,
    open: async (page) => {
      await page.locator("main summary", { hasText: "Rejeter" }).first().click();
      await page.locator("main details[open] textarea").first().waitFor();
    },
  },
} satisfies Record<string, State>;

export type StateName = keyof typeof STATES;
export const ACCESSIBILITY_STATES: Record<StateName, State> = STATES;
