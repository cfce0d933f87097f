import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';

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
