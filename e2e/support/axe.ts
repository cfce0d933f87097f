import { closeSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Theme = 'light' | 'dark';

/** WCAG 2.2 AA: the rules of levels A and AA of each version. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failingImpacts = new Set(['serious', 'critical']);
/** Query parameters that choose another screen, not another view of the same one. */
const screenParams = ['tab', 'step'];
const themeKey = 'visabridge.theme';

/** A screen's name: its path with ids folded, plus the query parameters that pick a screen. */
export const screenKey = (url: string) => {
  const { pathname, searchParams } = new URL(url);
  const route = pathname.replace(/\/(?:[0-9a-f]{8}-[0-9a-f-]{27}|\d+)(?=\/|$)/gi, '/:id');
  const query = screenParams
    .filter((name) => searchParams.has(name))
    .map((name) => `${name}=${searchParams.get(name)}`);
  return query.length ? `${route}?${query.join('&')}` : route;
};

/**
 * Takes the one scan of a screen in a theme for the whole run, across worker processes: the claim file
 * of the key is created once (flag 'wx' fails if it exists) in the folder global-setup made fresh.
 */
const claim = (key: string) => {
  const file = path.join(process.env.E2E_AXE_DIR ?? '', `${encodeURIComponent(key)}.txt`);
  try {
    return { file, descriptor: openSync(file, 'wx') };
  } catch {
    return undefined;
  }
};

const isDark = (page: Page) =>
  page.evaluate(() => {
    const channels = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return channels.slice(0, 3).reduce((sum, channel) => sum + channel, 0) < 3 * 128;
  });

/**
 * Stores `value` as this device's theme preference and returns the one stored before. With `isShown`, the
 * app is told (it listens to storage events) and re-renders in it; without, it takes effect at the next load.
 */
const storePreference = (page: Page, value: string | null, isShown: boolean) =>
  page.evaluate(
    ([key, stored, notify]) => {
      // Colours change at once, not through MUI's 200 ms transitions, which axe would measure midway.
      if (notify && !document.getElementById('axe-no-transitions')) {
        const style = document.createElement('style');
        style.id = 'axe-no-transitions';
        style.textContent = '*, *::before, *::after { transition: none !important; }';
        document.head.append(style);
      }
      const previous = localStorage.getItem(key);
      if (stored === null) localStorage.removeItem(key);
      else localStorage.setItem(key, stored);
      if (notify) window.dispatchEvent(new StorageEvent('storage', { key, newValue: stored }));
      return previous;
    },
    [themeKey, value, isShown] as const,
  );

/** Shows the page in `theme` as a stored preference does; fails loudly if the app stops following it. */
const showTheme = async (page: Page, theme: Theme) => {
  const previous = await storePreference(page, theme, true);
  for (let attempt = 0; (await isDark(page)) !== (theme === 'dark'); attempt += 1) {
    if (attempt === 20) throw new Error(`the page did not switch to the ${theme} theme for the axe scan`);
    await page.waitForTimeout(50);
  }
  return previous;
};

/** Waits a little for spinners and skeletons to go, so a scan sees the screen rather than its loading state. */
const settle = (page: Page) =>
  page
    .locator('.MuiCircularProgress-root, .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 3_000 })
    .catch(() => undefined);

const describe = (
  key: string,
  theme: Theme,
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
) =>
  violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 5).map((node) => {
        const reason = node.failureSummary?.split('\n')[1]?.trim() ?? '';
        return `    ${node.html.replace(/\s+/g, ' ').slice(0, 120)} (${node.target.join(' ')}): ${reason}`;
      });
      const more = violation.nodes.length > 5 ? [`    and ${violation.nodes.length - 5} more`] : [];
      return [
        `${key} (${theme}) ${violation.impact} ${violation.id}: ${violation.help}`,
        ...targets,
        ...more,
      ].join('\n');
    });

/** Only colours change with the theme: the dark scan runs the colour rules, the light scan all of them. */
const colourRules = ['color-contrast', 'link-in-text-block'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * The colour rules through the axe the light scan left in this page, saving a second injection of its
 * source; undefined when this page has none.
 */
const runColourRules = (page: Page) =>
  page.evaluate(async (rules) => {
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: unknown }> };
    const { axe } = window as unknown as { axe?: Axe };
    const options = { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] };
    return axe ? (await axe.run(document, options)).violations : undefined;
  }, colourRules) as Promise<Violations | undefined>;

const violationsIn = async (page: Page, theme: Theme) => {
  if (theme === 'dark') {
    const found = await runColourRules(page);
    if (found) return found;
  }
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // Legacy mode runs axe in the page itself; the default opens a blank page to merge frame results.
  builder.setLegacyMode();
  const results = await (
    theme === 'dark' ? builder.withRules(colourRules) : builder.withTags(wcagTags)
  ).analyze();
  return results.violations;
};

/**
 * Runs axe (WCAG 2.2 AA) on the page's screen in the light and the dark theme, each once per run, and
 * returns the serious and critical violations found, described for a person.
 */
export const scanScreen = async (page: Page): Promise<string[]> => {
  // Only the app's own screens: a test may also show a page of another origin (one that frames the app).
  const appOrigin = process.env.E2E_BASE_URL;
  if (page.isClosed() || !appOrigin || !page.url().startsWith(appOrigin)) return [];
  const key = screenKey(page.url());
  const found: string[] = [];
  let stored: string | null | undefined;
  for (const theme of ['light', 'dark'] as const) {
    const taken = claim(`${key}|${theme}`);
    if (!taken) continue;
    const started = Date.now();
    try {
      await settle(page);
      const previous = await showTheme(page, theme);
      stored = stored === undefined ? previous : stored;
      found.push(...describe(key, theme, await violationsIn(page, theme)));
      // The claim file keeps the scan's duration, so a run's added time can be summed.
      writeSync(taken.descriptor, String(Date.now() - started));
      closeSync(taken.descriptor);
    } catch (error) {
      // The page left mid-scan (a navigation the test started): another visit scans this screen.
      closeSync(taken.descriptor);
      unlinkSync(taken.file);
      if (!page.isClosed() && !/context was destroyed|navigat/i.test(String(error))) throw error;
      break;
    }
  }
  // Scans run just before the page is left or the test ends: the preference is put back for the next load.
  if (stored !== undefined && !page.isClosed())
    await storePreference(page, stored, false).catch(() => undefined);
  return found;
};

/** How many scans this run made and the seconds they took, read from the claim files. */
export const scanTotals = (folder: string) => {
  const durations = readdirSync(folder).map(
    (name) => Number(readFileSync(path.join(folder, name), 'utf8')) || 0,
  );
  return { scans: durations.length, seconds: durations.reduce((sum, ms) => sum + ms, 0) / 1000 };
};
