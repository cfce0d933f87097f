import type { Browser, Page } from '@playwright/test';
import { bearer, demoSession, expect, sessionCookieName } from '../support/fixtures';
import { test, translationIn } from '../support/languages';

// One server offering every language, for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'default' });

const helpCatalog = (language: string) => `features/help/locales/${language}.po`;
const fallbackNotice = 'These questions are not yet available in your language; they are shown in English.';

/** A visitor whose browser asks for `locale`, on the languages' server. */
const visitorIn = async (browser: Browser, baseURL: string, locale: string, javaScriptEnabled = true) =>
  (await browser.newContext({ baseURL, locale, javaScriptEnabled })).newPage();

const question = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

test('a Spanish reader finds the Spanish questions on /es/faq, before and after the script, and a linked one opens', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the languages server has no address');
  // As the server draws it, before any script: the questions are there, in Spanish.
  const drawn = await visitorIn(browser, baseURL, 'es-ES', false);
  await drawn.goto('/es/faq');
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'es');
  await expect(drawn.getByRole('heading', { level: 3, name: '¿Cómo sé si necesito visa?' })).toBeVisible();
  await expect(drawn.getByRole('heading', { level: 2, name: 'Documentos' })).toBeVisible();
  await drawn.context().close();

  const spanish = await visitorIn(browser, baseURL, 'es-ES');
  await spanish.goto('/es/faq');
  await expect(spanish.locator('html[data-started]')).toBeAttached();
  await question(spanish, '¿Cómo sé si necesito visa?').click();
  await expect(spanish.getByText(/Abra la consulta de visas y elija su nacionalidad/)).toBeVisible();
  await expect(spanish.getByRole('link', { name: 'Abrir la consulta de visas' })).toHaveAttribute(
    'href',
    '/es/visa-check',
  );
  await expect(spanish.getByText(translationIn(helpCatalog('es'), fallbackNotice))).toHaveCount(0);

  // The search looks through the Spanish words.
  await spanish.getByRole('searchbox').fill('10 MB');
  await expect(spanish.getByText(/PDF, JPEG y PNG/)).toBeVisible();
  await expect(question(spanish, /¿Qué archivos puedo subir\?/)).toHaveAttribute('aria-expanded', 'true');

  // A question's address is the same in every language: it opens and scrolls into view.
  await spanish.goto('/es/faq#contact-data');
  const linked = question(spanish, /¿Qué datos guardan/);
  await expect(linked).toHaveAttribute('aria-expanded', 'true');
  await expect(linked).toBeInViewport();
  await spanish.context().close();
});

test('/help in Arabic searches the Arabic questions, right to left', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('the languages server has no address');
  const arabic = await visitorIn(browser, baseURL, 'ar');
  await arabic.goto('/ar/help');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('html[data-started]')).toBeAttached();
  await arabic.getByRole('searchbox').fill('تأشيرة');
  await expect(question(arabic, 'كيف أعرف ما إذا كنت أحتاج إلى تأشيرة؟')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await arabic.screenshot({ path: test.info().outputPath('help-ar.png'), fullPage: true });
  await arabic.context().close();
});

test('a German reader whose FAQ is not written sees the English one, marked, under a notice in German', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the languages server has no address');
  const german = await visitorIn(browser, baseURL, 'de-DE');
  // The API answers as it does for a language without its own FAQ (its API tests delete the row): the
  // English FAQ, standing in. An address with a query is drawn in the browser, which asks the API.
  await german.route('**/api/content/faq*', async (route) => {
    const english = await route.fetch({ url: `${baseURL}/api/content/faq?language=en` });
    const body = (await english.json()) as { data: { isFallback: boolean } };
    body.data.isFallback = true;
    await route.fulfill({ response: english, json: body });
  });
  await german.goto('/de/faq?q=');
  await expect(german.getByText(translationIn(helpCatalog('de'), fallbackNotice))).toBeVisible();
  const englishQuestion = german.getByRole('heading', { level: 3, name: 'How do I start an application?' });
  await expect(englishQuestion).toBeVisible();
  await expect(german.locator('[lang="en"]').filter({ has: englishQuestion })).toHaveCount(1);
  await german.context().close();
});

test('an admin edits the French FAQ, refused while it does not follow the structure, and a French reader sees it', async ({
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
  const faqRow = page.getByRole('row', { name: /Frequently Asked Questions/ });
  await faqRow.getByRole('button', { name: 'Edit Frequently Asked Questions' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Frequently Asked Questions' });
  const text = editor.getByRole('textbox', { name: 'Text (Markdown)' });
  await expect(text).toHaveValue(/### How do I find out whether I need a visa\? \{#need-a-visa\}/);
  await expect(editor.getByText(/### for each of its questions ending with its address/)).toBeVisible();

  await editor.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: /^Français/ }).click();
  await expect(text).toHaveValue(/\{#need-a-visa\}/);
  const frenchShipped = await text.inputValue();
  const frenchTitle = await editor.getByRole('textbox', { name: 'Title' }).inputValue();
  await text.fill('## Paiements\n\n### Comment payer ?\n\nPar carte.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText(/Line 3: end the question with its address/)).toBeVisible();

  const frenchQuestion = 'Puis-je payer par virement ?';
  await text.fill(`## Paiements\n\n### ${frenchQuestion} {#bank-transfer}\n\nNon, par carte uniquement.`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  const french = await visitorIn(browser, baseURL, 'fr-FR');
  await french.goto('/fr/faq');
  await expect(french.locator('html[data-started]')).toBeAttached();
  await question(french, frenchQuestion).click();
  await expect(french.getByText('Non, par carte uniquement.')).toBeVisible();
  await expect(question(french, /Comment savoir si j’ai besoin d’un visa/)).toHaveCount(0);
  await french.context().close();

  // The shipped French FAQ again, for the other specs on this server.
  const restored = await page.request.put('/api/admin/content/faq', {
    headers: bearer(admin.token),
    data: { language: 'fr', title: frenchTitle, body: frenchShipped },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});
