/** axe-core in the page under test: WCAG 2.0, 2.1 and 2.2 A and AA rules, serious and critical findings. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../support/browser';

// Evaluated through the DevTools protocol, as the test's own script: the pages' CSP, which allows
// only the app's scripts, does not apply to it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** One rule a page breaks: its id, impact, and where (the first few elements: selector and markup). */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  where: string[];
}

/** Until every transition of the page has ended: a dialog or snackbar half faded in has colours that are not its own. */
const transitionsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner's or a skeleton's loop never ends.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * The serious and critical WCAG A/AA findings on the page once it is still. A screen whose last
 * data arrives while axe runs starts transitions then (a button enabled fades into its colours), and
 * axe reads the colours half-way: what axe finds is checked again once those transitions have
 * ended, and only what it finds again counts.
 */
async function seriousFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await transitionsEnded(page);
  const found = await axeFindings(page);
  if (!found.length) return found;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await transitionsEnded(page);
  return axeFindings(page);
}

function axeFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(
    async (tags) => {
      type Axe = {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: string[]; html: string }[] }[] }>;
      };
      const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          where: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 300)}`),
        }));
    },
    WCAG_TAGS as unknown as string[],
  );
}

/** The findings as lines a failed test prints: the width, the rule, the elements. */
const findingLines = (width: number, findings: readonly Finding[]) =>
  findings.map((finding) => `${width} px ${finding.rule} (${finding.impact}): ${finding.where.join('  ||  ')}`);

/**
 * The findings at 1280 and at 390 px, as lines; the page is left at 1280. `settle` waits for the
 * screen to show its content again after the width changed (the layout follows it in the next frames).
 */
export async function findingsAtBothWidths(page: Page, settle: (page: Page) => Promise<void> = async () => {}) {
  await page.setViewportSize(VIEWPORTS.desktop);
  const desktop = await seriousFindings(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle(page);
  const phone = await seriousFindings(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  return [...findingLines(VIEWPORTS.desktop.width, desktop), ...findingLines(VIEWPORTS.phone.width, phone)];
}
