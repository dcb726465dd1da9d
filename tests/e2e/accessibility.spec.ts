// Every page of the product, as each role sees it, checked with axe-core (WCAG 2.2 A and
// AA, and best practices: any WCAG failure and any serious or critical best-practice one
// fail) at 360 and 1280 pixels, with its menus, date pickers, uploader and form errors
// open; and on every page, no sideways scrolling at 320 pixels or with text at 200 %.
// The addresses come from support/accessibility-pages.ts, which must list every route of
// app/routes.ts: a new route without its line fails the first test.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes";
import {
  pagesFor,
  ROUTE_TABLE,
  routePatterns,
  type PageCheck,
  type Role,
} from "#tests/e2e/support/accessibility-pages";
import { signInForChecks, type Session } from "#tests/e2e/support/accessibility-session";
import { ACCESSIBILITY_STATES } from "#tests/e2e/support/accessibility-states";
import { describeFindings, findViolations } from "#tests/e2e/support/axe";
import { useBrowser, visit } from "#tests/e2e/support/browser";
import { setTextScale, sidewaysOverflow } from "#tests/e2e/support/reflow";

const browser = useBrowser();
const WIDTHS = [360, 1280];
const HEIGHT = 800;
const tally = { pages: 0, pageChecks: 0, states: 0, stateChecks: 0, violations: 0, reflowChecks: 0 };
const started = performance.now();

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `accessibility: ${tally.pages} pages (address and role) × ${WIDTHS.length} widths = ${tally.pageChecks}, ` +
      `${tally.states} open or error states at their widths = ${tally.stateChecks}; ` +
      `${tally.pageChecks + tally.stateChecks} axe checks, ${tally.violations} violations; ` +
      `${tally.reflowChecks} reflow checks (320 px, text 200 %); ${seconds} s`,
  );
});

async function axeAt(page: Page, where: string, failures: string[]) {
  const findings = await findViolations(page);
  tally.violations += findings.reduce((sum, finding) => sum + finding.targets.length, 0);
  if (findings.length > 0) failures.push(describeFindings(where, findings));
}

async function checkReflow(page: Page, url: string, failures: string[]) {
  const cases = [
    { label: "320 px", width: 320, text: 100 },
    { label: "text 200 % at 1280 px", width: 1280, text: 200 },
    { label: "text 200 % at 360 px", width: 360, text: 200 },
  ];
  for (const { label, width, text } of cases) {
    await page.setViewportSize({ width, height: HEIGHT });
    await setTextScale(page, text);
    const { extra, culprits } = await sidewaysOverflow(page);
    tally.reflowChecks += 1;
    if (extra > 0) failures.push(`${url} at ${label}: scrolls sideways by ${extra} px (${culprits.join(", ")})`);
  }
  await setTextScale(page, 100);
}

async function checkPage(session: Session, check: PageCheck) {
  const { page } = session;
  const url = session.resolve(check.url);
  const failures: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
  await visit(page, url);
  // A redirect (signed out, a missing booking) would check another page than the table says.
  expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
  tally.pages += 1;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await axeAt(page, `${url} at ${width} px`, failures);
    tally.pageChecks += 1;
  }
  await checkReflow(page, url, failures);
  for (const name of check.states ?? []) {
    const state = ACCESSIBILITY_STATES[name];
    if (state.signedInOnly && session.role === "anonymous") continue;
    tally.states += 1;
    for (const width of state.widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      await visit(page, url);
      await state.open(page);
      await axeAt(page, `${url} (${name}) at ${width} px`, failures);
      tally.stateChecks += 1;
    }
  }
  expect(failures, failures.join("\n")).toEqual([]);
}

describe("the accessibility suite itself", () => {
  it("lists every route of app/routes.ts in its table, and nothing else", () => {
    expect(Object.keys(ROUTE_TABLE).sort()).toEqual(routePatterns(routes).sort());
  });

  it("sees a picture without a text, grey on white, and a page wider than the screen", async () => {
    const page = await browser.open();
    await page.setViewportSize({ width: 320, height: HEIGHT });
    await visit(page, "/about");
    await page.evaluate(() => {
      document
        .querySelector("main")!
        .insertAdjacentHTML(
          "beforeend",
          '<img src="/favicon.ico" width="20" height="20"><p style="color:#bbb">Pâle</p><div style="width:900px">Large</div>',
        );
    });
    const rules = (await findViolations(page)).map((finding) => finding.rule);
    expect(rules).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
    expect((await sidewaysOverflow(page)).extra).toBeGreaterThan(500);
    await setTextScale(page, 200);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe("32px");
  });
});

const ROLES: Role[] = ["anonymous", "traveler", "host", "administrator"];

for (const role of ROLES) {
  describe(`every page a ${role} sees`, () => {
    let session: Session;
    beforeAll(async () => {
      session = await signInForChecks(await browser.open(), role, () => browser.open());
    }, 120_000);

    for (const check of pagesFor(role)) {
      it(`${check.url}${check.states?.length ? ` (${check.states.join(", ")})` : ""}`, async () => {
        await session.prepare(check.url);
        await checkPage(session, check);
      });
    }
  });
}
