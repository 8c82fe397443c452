import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A serious or critical axe violation, readable in a failed `toEqual([])`. */
export interface AxeProblem {
  /** The page or state scanned, when the caller names it. */
  where?: string;
  id: string;
  impact: string;
  help: string;
  /** Each failing element's selector, with axe's summary of what to fix. */
  targets: string[];
}

/**
 * The serious and critical axe violations (every rule axe runs by default) of the page at rest:
 * the pointer moved away (a hovered control is a passing state) and no transition or animation
 * running, since a dialog half-way through fading in fails the contrast check for a moment.
 */
export async function severeAxeViolations(page: Page, where?: string): Promise<AxeProblem[]> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      ...(where === undefined ? {} : { where }),
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}
