import type { Page } from "playwright-core";
import { addDays } from "#common/dates";

/**
 * Opens the date picker whose button is labelled `label` and pages it to the month of `date`
 * (14 months at most); returns the dialog. The calendar's code arrives on first use
 * (docs/decisions/038): its days are counted once it is there.
 */
export async function openPickerAt(page: Page, label: string, date: string) {
  await page.getByRole("button", { name: new RegExp(label) }).click();
  const dialog = page.getByRole("dialog");
  const next = dialog.getByRole("button", { name: "Mois suivant" });
  await next.waitFor();
  for (let step = 0; step < 14 && (await dialog.locator(`[data-date="${date}"]`).count()) === 0; step += 1) {
    await next.click();
  }
  return dialog;
}

/** Whether the open picker shows `date` as a day that cannot be chosen. */
export async function dayDisabled(page: Page, date: string) {
  return (await page.getByRole("dialog").locator(`[data-date="${date}"]`).getAttribute("aria-disabled")) === "true";
}

/**
 * The first of `length` days in a row that the picker labelled `label` lets one choose, from
 * `from` on (`within` days at most), or null. The picker shows one month at a time and a run
 * may cross into the next one (from the 30th, say): the days are read month after month,
 * whatever day the test runs on. The picker is closed again.
 */
export async function firstFreeRun(page: Page, label: string, from: string, length: number, within = 120) {
  const dialog = await openPickerAt(page, label, from);
  const next = dialog.getByRole("button", { name: "Mois suivant" });
  let start: string | null = null;
  let run = 0;
  for (let offset = 0; offset < within && run < length; offset += 1) {
    const date = addDays(from, offset);
    const day = dialog.locator(`[data-date="${date}"]`);
    for (let step = 0; step < 2 && (await day.count()) === 0; step += 1) await next.click();
    const free = (await day.count()) === 1 && (await day.getAttribute("aria-disabled")) !== "true";
    if (!free) run = 0;
    else if ((run += 1) === 1) start = date;
  }
  await page.keyboard.press("Escape");
  return run === length ? start : null;
}
