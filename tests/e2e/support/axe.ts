// axe-core (WCAG 2.2 A and AA, and best practices) run inside a page of the real server.
// The source is evaluated through the DevTools protocol: the site's nonce-based
// Content-Security-Policy governs the page's own scripts, not what the test evaluates, so
// the suite checks the pages exactly as they are served (no bypassCSP).
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, Result, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const TAGS = [...WCAG_TAGS, "best-practice"];
const BLOCKING_BEST_PRACTICE: ImpactValue[] = ["serious", "critical"];

export type Finding = { rule: string; impact: ImpactValue; help: string; targets: string[]; summary: string };

/** A WCAG failure of any impact, or a best practice broken seriously or critically. */
function blocks(result: Result): boolean {
  if (result.tags.some((tag) => WCAG_TAGS.includes(tag))) return true;
  return BLOCKING_BEST_PRACTICE.includes(result.impact ?? null);
}

/** Runs axe on the page as it is now (open menus and error messages included). */
export async function findViolations(page: Page): Promise<Finding[]> {
  // What a person reads is the page at rest: a fade-in caught halfway has no contrast yet.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"] };
  const results = (await page.evaluate((runOptions) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, runOptions);
  }, options)) as AxeResults;
  return results.violations.filter(blocks).map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
    summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, " ").trim() ?? "",
  }));
}

/** One line per rule: where it fails (the first targets) and why, for a failure message. */
export function describeFindings(where: string, findings: Finding[]): string {
  return findings
    .map((finding) => {
      const targets = finding.targets.slice(0, 4).join(" | ");
      const more = finding.targets.length > 4 ? ` (+${finding.targets.length - 4})` : "";
      return `${where}: [${finding.impact}] ${finding.rule} (${finding.help}) at ${targets}${more} — ${finding.summary}`;
    })
    .join("\n");
}
