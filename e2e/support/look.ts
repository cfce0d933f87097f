import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** A screenshot in the test's output folder, to look at after the run. */
export const screenshot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

/** Serious or critical WCAG 2.2 AA violations inside one part of the page (a card, a dialog). */
export const axeViolationsIn = async (page: Page, selector: string) => {
  const builder = new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  builder.setLegacyMode();
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
};

/**
 * Waits until the screen's data has come: its heading shown, no skeleton and no spinner left. Content below a
 * list moves down when the list arrives: a click aimed at it before then can land on the list instead.
 */
export const expectScreenLoaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, {
    timeout: 20_000,
  });
};
