import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, registerTraveller } from '../support/fixtures';
import {
  htmlLangs,
  openPseudo,
  signIn,
  test,
  testimonialsOn,
  translationIn,
  untranslatedIn,
  type Language,
} from '../support/languages';
import { axeViolationsIn, screenshot } from '../support/look';

// One server for the file: its tests run one after another in one worker (a failure does not skip the rest).
test.describe.configure({ mode: 'default' });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const landingText = (language: string, message: string) =>
  translationIn(`features/landing/locales/${language}.po`, message);
const loginText = (language: string, message: string) =>
  translationIn(`features/auth/locales/${language}.po`, message);
const shellText = (language: string, message: string) =>
  translationIn(`locales/${language}/shell.po`, message);

/** One of the contract's messages as packages/contract/src/message-translations/<language>.ts writes it. */
const contractTextIn = (language: string, key: string) => {
  const file = path.join(repoRoot, 'packages', 'contract', 'src', 'message-translations', `${language}.ts`);
  const text = new RegExp(`^  ${key}:\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'm').exec(readFileSync(file, 'utf8'))?.[1];
  expect(text, `the ${language} translation of ${key}`).toBeTruthy();
  return text ?? '';
};

/**
 * The texts the operator wrote (the FAQ's questions), which a page marks with their own language (English
 * in the pseudo-locale): data, not the product's words. Longest first, so that a text is taken out whole
 * before a shorter one inside it (a link's words in its answer).
 */
const operatorTextsOn = async (page: Page) =>
  (
    await page.locator('main [lang="en"]').evaluateAll((parts) =>
      parts.flatMap((part) => {
        const texts: string[] = [];
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent?.trim()) texts.push(node.textContent.trim());
        return texts;
      }),
    )
  ).sort((first, second) => second.length - first.length);

const heroHeading = 'Visa applications without the guesswork';
const loginHeading = 'Log In to Your Account';

/** The landing page is shown in `language`: the page's `lang` and its heading, as its catalog writes it. */
const expectLandingIn = async (page: Page, language: Exclude<Language, 'en'>) => {
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangs[language]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingText(language, heroHeading));
};

const interfaceLanguageOf = async (context: BrowserContext) => {
  const profile = await context.request.get('/api/auth/profile');
  expect(profile.ok()).toBe(true);
  return ((await profile.json()) as { data: { interfaceLanguage: string } }).data.interfaceLanguage;
};

for (const language of ['es', 'fr', 'de', 'zh', 'ar'] as const) {
  test(`the landing and login pages at /${language}/ are written in that language`, async ({ page }) => {
    await page.goto(`/${language}/`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectLandingIn(page, language);
    // Soft, so that the login page is checked too.
    expect.soft(await axeViolationsIn(page, 'body'), 'axe on the landing page').toEqual([]);

    await page.goto(`/${language}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangs[language]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginText(language, loginHeading));
  });
}

/** The landing page in the pseudo-locale (demo mode only), once the app has shown the API's figures. */
const openPseudoLanding = async (page: Page, baseURL: string) => {
  await page.context().addCookies([{ name: 'vb_lang', value: 'pseudo', url: baseURL }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const [first] = await testimonialsOn(page);
  expect(first, 'a testimonial of the demo data').toBeDefined();
  await expect(page.getByRole('main')).toContainText(first?.comment ?? '');
};

test('in the pseudo-locale, no text of the landing page, its header or its footer is left in English', async ({
  page,
  baseURL,
}) => {
  await openPseudoLanding(page, baseURL ?? '');
  const { texts, leaks } = await untranslatedIn(page);
  // Not vacuous: the page's texts, its heading among them, pseudo-localized.
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(heading).not.toBe(heroHeading);
  expect(texts).toContain(heading);
  expect(texts.length).toBeGreaterThan(50);
  expect(leaks, 'text shown in English in the pseudo-locale').toEqual([]);
});

test('in the pseudo-locale, no accessible name on the landing page is left in English', async ({
  page,
  baseURL,
}) => {
  await openPseudoLanding(page, baseURL ?? '');
  const { leaks } = await untranslatedIn(page, { withNames: true });
  expect(leaks, 'accessible names in English in the pseudo-locale').toEqual([]);
});

for (const path of [
  '/register',
  '/login',
  '/visa-check',
  '/trip-check',
  '/contact',
  '/faq',
  '/forgot-password',
]) {
  test(`in the pseudo-locale, no text or accessible name on ${path} is left in English`, async ({
    page,
    baseURL,
  }) => {
    await openPseudo(page, baseURL ?? '', path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { texts, leaks } = await untranslatedIn(page, {
      withNames: true,
      data: await operatorTextsOn(page),
    });
    expect(texts.length).toBeGreaterThan(10);
    expect(leaks, `text shown in English on ${path} in the pseudo-locale`).toEqual([]);
  });
}

test('a form in Spanish says what is wrong in Spanish, from its own checks and from the server', async ({
  page,
}) => {
  await page.goto('/es/login');
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  const logIn = page.getByRole('button', { name: loginText('es', 'Log In') });
  await logIn.click();
  await expect(page.getByText(contractTextIn('es', 'emailRequired'))).toBeVisible();

  await page.locator('input[name="email"]').fill('nobody.here@example.com');
  await page.locator('input[type="password"]').fill('not the password');
  await logIn.click();
  await expect(page.getByText(contractTextIn('es', 'invalidCredentials')).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Invalid email or password|Email is required/)).toHaveCount(0);
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the address without a language code is German, and each language has its own address', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expectLandingIn(page, 'de');
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    const links = await alternates.evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang'), element.getAttribute('href')]),
    );
    expect(Object.fromEntries(links)).toEqual({
      en: `${baseURL}/en`,
      es: `${baseURL}/es`,
      fr: `${baseURL}/fr`,
      de: `${baseURL}/de`,
      'zh-Hans': `${baseURL}/zh`,
      ar: `${baseURL}/ar`,
      'x-default': `${baseURL}/`,
    });

    const spanish = await page.locator('head link[rel="alternate"][hreflang="es"]').getAttribute('href');
    await page.goto(spanish ?? '');
    await expectLandingIn(page, 'es');
  });
});

test('a visitor chooses French in the header, and the address without a code then stays French', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const languageButton = page.getByRole('button', { name: 'Language: English, EN' });
  await expect(languageButton).toHaveText('EN');
  await languageButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'English',
    'Español',
    'Français',
    'Deutsch',
    '中文（简体）',
    'العربية',
  ]);
  await menu.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expectLandingIn(page, 'fr');
  await expect(
    page.getByRole('button', {
      name: shellText('fr', 'Language: {0}, {code}').replace('{0}', 'Français').replace('{code}', 'FR'),
    }),
  ).toHaveText('FR');

  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expectLandingIn(page, 'fr');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Arabic page reads right to left and its navigation drawer opens from the right', async ({
    page,
  }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectLandingIn(page, 'ar');
    await page.getByRole('button', { name: shellText('ar', 'Open navigation menu') }).click();
    const drawer = page.getByRole('dialog', { name: shellText('ar', 'Navigation menu') });
    await expect(drawer).toBeVisible();
    const languagesName = shellText('ar', 'Language');
    await expect(drawer.getByRole('list', { name: languagesName })).toContainText('Français');
    // Once its slide has ended: against the right edge of the screen, the page showing on its left.
    await expect(async () => {
      const box = await drawer.boundingBox();
      expect(box).not.toBeNull();
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(360);
      expect(box?.x).toBeGreaterThan(0);
    }).toPass({ timeout: 5_000 });
    await screenshot(page, 'arabic-drawer', false);
    expect(await axeViolationsIn(page, `.MuiDrawer-paper ul[aria-label="${languagesName}"]`)).toEqual([]);
  });
});

test('a signed-in traveller who chooses German keeps it on the account, in another browser too', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const traveller = await registerTraveller(request);
  await signIn(page.context(), origin, traveller.email, traveller.password);
  expect(await interfaceLanguageOf(page.context())).toBe('en');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Language: English, EN' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/?$/);
  await expectLandingIn(page, 'de');
  expect(await interfaceLanguageOf(page.context())).toBe('de');

  // Another browser, English by its settings and without the language cookie: signed in, the account decides.
  const otherBrowser = await browser.newContext({ baseURL: origin, locale: 'en-US' });
  try {
    const otherPage = await otherBrowser.newPage();
    await otherPage.goto('/login');
    await otherPage.locator('html[data-started]').waitFor({ state: 'attached' });
    await expect(otherPage.locator('html')).toHaveAttribute('lang', 'en');
    await otherPage.getByLabel(/^Email/).fill(traveller.email);
    await otherPage.getByLabel(/^Password/).fill(traveller.password);
    await otherPage.getByRole('button', { name: 'Log In' }).click();
    await expect(otherPage).toHaveURL(/\/user-dashboard$/, { timeout: 60_000 });
    await otherPage.goto('/');
    await expectLandingIn(otherPage, 'de');
    expect(await otherBrowser.cookies()).not.toContainEqual(expect.objectContaining({ name: 'vb_lang' }));
  } finally {
    await otherBrowser.close();
  }
});
