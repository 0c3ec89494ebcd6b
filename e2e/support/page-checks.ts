// Checks the specs make on the pages they show: no serious or critical accessibility
// violation (axe), and nothing wider than the screen at 1366 and 390 px, with a screenshot of each
// to look at in the test's output.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  // Violations only: axe then spends no work describing the nodes that pass (its resultTypes).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * The page at 1366 and 390 px, shot whole (into `dir`, else the test's output), each width checked
 * to be no wider than the screen. Polled: a screen whose columns follow the width (a media query)
 * re-renders a frame after the resize, and one measured in between still has the wide layout.
 */
export async function screenshots(page: Page, name: string, dir?: string): Promise<void> {
  if (dir) await mkdir(dir, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect
      .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'), {
        message: `${name}: nothing wider than ${width} px`,
        timeout: 3_000,
      })
      .toBeLessThanOrEqual(width);
    const file = `${name}-${width}.png`;
    await page.screenshot({ path: dir ? join(dir, file) : test.info().outputPath(file), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
