import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';

/** An axe violation, readable in a failed `toEqual([])`. */
export interface AxeProblem {
  /** The page or state scanned, when the caller names it. */
  where?: string;
  id: string;
  impact: string;
  help: string;
  /** Each failing element's selector, with axe's summary of what to fix. */
  targets: string[];
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe over the page, run in the page itself (axe.run) and asked for its violations only. By
 * default @axe-core/playwright injects axe twice and opens a blank page per scan to finish the
 * run there, which only cross-origin frames need (the pages have none): a scan took 2.5-3x as long.
 */
function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** Waits until the page is at rest: the pointer moved away and no transition running. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

function problemsOf(violations: Violation[], where: string | undefined): AxeProblem[] {
  return violations.map((v) => ({
    ...(where === undefined ? {} : { where }),
    id: v.id,
    impact: v.impact ?? '',
    help: v.help,
    targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

/**
 * The serious and critical axe violations (every rule axe runs by default) of the page at rest:
 * the pointer moved away (a hovered control is a passing state) and no transition or animation
 * running, since a dialog half-way through fading in fails the contrast check for a moment.
 */
export async function severeAxeViolations(page: Page, where?: string): Promise<AxeProblem[]> {
  // One step in the report, so its time shows apart from the test's own.
  return test.step(`axe scan${where === undefined ? '' : ` (${where})`}`, async () => {
    await settle(page);
    const results = await axeOn(page).analyze();
    return problemsOf(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      where,
    );
  });
}

/**
 * The violations of some axe rules only, whatever their impact: for a page checked against a
 * rule of lesser impact (`heading-order` is moderate) that it once broke.
 */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<AxeProblem[]> {
  await settle(page);
  const results = await axeOn(page).withRules(rules).analyze();
  return problemsOf(results.violations, undefined);
}
