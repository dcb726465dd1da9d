import type { Page } from "playwright-core";

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
