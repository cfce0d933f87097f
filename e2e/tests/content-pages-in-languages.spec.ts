import type { Browser } from '@playwright/test';
import { demoSession, expect, sessionCookieName } from '../support/fixtures';
import { test, translationIn } from '../support/languages';

// One server offering every language, for the file: its tests run one after another in one worker. Its
// name puts it with content-pages.spec.ts, after every other spec (playwright.config.ts): a Spanish reader
// who accepted the English Terms is asked to accept the Spanish ones, which must not surprise another spec
// sharing the languages' server. Alone: npx playwright test <this file> --project=shared-texts --no-deps.
test.describe.configure({ mode: 'default' });

const spanishTitle = 'Condiciones del servicio';
const spanishSection = '1. Qué hace VisaBridge';
const fallbackNotice = 'This page is not yet available in your language; it is shown in English.';

/** A visitor whose browser asks for `locale`, on the languages' server. */
const visitorIn = async (browser: Browser, baseURL: string, locale: string) =>
  (await browser.newContext({ baseURL, locale })).newPage();

test('an admin writes the Spanish Terms; a Spanish visitor reads them, a French one the English with a notice', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('the languages server has no address');
  const admin = await demoSession(page.request, 'admin');
  await page
    .context()
    .addCookies([
      { name: sessionCookieName, value: admin.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ]);
  await page.goto('/admin-dashboard?tab=content');
  const termsRow = page.getByRole('row', { name: /Terms of Service/ });
  const englishVersion = await termsRow.getByRole('cell').nth(1).textContent();
  await termsRow.getByRole('button', { name: 'Edit Terms of Service' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Terms of Service' });
  await expect(editor.getByRole('textbox', { name: 'Text (Markdown)' })).toHaveValue(/What VisaBridge does/);

  await editor.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: /^Español/ }).click();
  await expect(editor.getByText(/Not written in this language yet/)).toBeVisible();
  const title = editor.getByRole('textbox', { name: 'Title' });
  const text = editor.getByRole('textbox', { name: 'Text (Markdown)' });
  await expect(text).toHaveValue('');
  await expect(text).toHaveAttribute('lang', 'es');
  await title.fill(spanishTitle);
  await text.fill(`## ${spanishSection}\n\nVisaBridge prepara las solicitudes; los gobiernos las deciden.`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${spanishTitle} saved as version 1`)).toBeVisible();
  await expect(editor).toBeHidden();
  // The English text is as it was; the row lists both languages.
  await expect(termsRow.getByRole('cell').nth(1)).toHaveText(englishVersion ?? '');
  await expect(termsRow.getByRole('cell').nth(2)).toHaveText('English and Español');

  // A Spanish visitor: by their browser's language at the plain address, and at the Spanish one.
  const spanish = await visitorIn(browser, baseURL, 'es-ES');
  for (const address of ['/terms', '/es/terms']) {
    await spanish.goto(address);
    await expect(spanish.locator('html')).toHaveAttribute('lang', 'es');
    await expect(spanish.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);
    await expect(spanish.getByRole('heading', { level: 2, name: spanishSection })).toBeVisible();
    await expect(
      spanish.getByText(translationIn('features/content/locales/es.po', fallbackNotice)),
    ).toHaveCount(0);
  }
  await spanish.context().close();

  // A French visitor: the English text, marked as English, under a notice in French.
  const french = await visitorIn(browser, baseURL, 'fr-FR');
  await french.goto('/fr/terms');
  await expect(french.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(french.locator('html[data-started]')).toBeAttached();
  await expect(
    french.getByText(translationIn('features/content/locales/fr.po', fallbackNotice)),
  ).toBeVisible();
  const heading = french.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Terms of Service');
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect(
    french.locator('[lang="en"]').getByRole('heading', { level: 2, name: /What VisaBridge does/ }),
  ).toBeVisible();
  await french.context().close();
});
