import type { Page } from '@playwright/test';
import { createDraft } from '../support/applications';
import { expect, registerTraveller } from '../support/fixtures';
import {
  demoDataOn,
  englishWordsIn,
  htmlLangs,
  openPseudo,
  signIn,
  test,
  textsShownOn,
  translationIn,
  untranslatedIn,
  wordsOf,
} from '../support/languages';
import { axeViolationsIn, expectScreenLoaded } from '../support/look';

// One server for the file: its tests run one after another in one worker (a failure does not skip the rest).
test.describe.configure({ mode: 'default', timeout: 180_000 });

const languages = ['es', 'fr', 'de', 'zh', 'ar'] as const;

/** A trip whose answer has a checklist, fees and a Start Application link: Germany to India, on business. */
const checkAddress = '/visa-check?from=DE&to=IN&purpose=business';
const answer = (page: Page) => page.locator('section[aria-labelledby="visa-result-title"]');

/** The answer's texts as the API gives them in English: in the pseudo-locale they are data, not leaks. */
const answerTextsInEnglish = async (page: Page) => {
  const response = await page.request.post('/api/visa/requirements', {
    data: { fromCountry: 'DE', toCountry: 'IN', purpose: 'business' },
    headers: { 'accept-language': 'en' },
  });
  expect(response.ok()).toBe(true);
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(await response.json());
  // Longest first, so a text is taken out whole before a shorter one inside it.
  return strings.filter((text) => text.length > 2).sort((a, b) => b.length - a.length);
};

/** A message left as its key or with a placeholder not filled in: `{count}`, `visa.result.title`. */
const keysIn = (texts: string[]) =>
  texts.filter((text) => /\{[\w.]+\}/.test(text) || /^[a-z][a-zA-Z]*(?:[._][a-zA-Z]+)+$/.test(text));

/** The traveller these tests sign up, whose name the wizard shows. */
const travellerName = 'Nina Traveller';

/** Words a language writes as English does: the same text in both is no leak there. */
const sameAsEnglish: Record<(typeof languages)[number], string[]> = {
  es: ['Legal', 'India'],
  fr: ['Services', 'Documents', 'Consultation', 'FAQ', 'types', 'e-Visa'],
  de: ['Support', 'FAQ', 'Compliance', 'Dashboard'],
  zh: [],
  ar: [],
};

/** A page's address in a language: `/es`, `/es/register`. */
const inLanguage = (language: string, address: string) => `/${language}${address === '/' ? '' : address}`;

/** The screen at `address` in English and in `language`, once drawn: what the second shows as the first. */
const englishLeftOn = async (
  page: Page,
  language: (typeof languages)[number],
  address: string,
  ready: (page: Page) => Promise<void>,
) => {
  await page.goto(inLanguage('en', address));
  await ready(page);
  const english = new Set(await textsShownOn(page, { withNames: true }));
  await page.goto(inLanguage(language, address));
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangs[language]);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await ready(page);
  const texts = await textsShownOn(page, { withNames: true });
  const data = [...(await demoDataOn(page)), travellerName, ...sameAsEnglish[language]];
  const leaks = texts.filter((text) => english.has(text) && englishWordsIn(wordsOf(text, data)).length > 0);
  expect.soft(leaks, `${address} in ${language}: texts left in English`).toEqual([]);
  expect.soft(keysIn(texts), `${address} in ${language}: message keys shown`).toEqual([]);
  expect.soft(await axeViolationsIn(page, 'body'), `axe on ${address} in ${language}`).toEqual([]);
  expect(texts.length).toBeGreaterThan(10);
};

const answerShown = async (page: Page) => {
  await expect(answer(page)).toBeVisible({ timeout: 30_000 });
  await expectScreenLoaded(page);
};

for (const language of languages) {
  test(`in ${language}, the landing page, sign-up, the checker's answer and the wizard's first step leave no English`, async ({
    page,
    baseURL,
  }) => {
    await englishLeftOn(page, language, '/', expectScreenLoaded);
    await englishLeftOn(page, language, '/register', expectScreenLoaded);

    const traveller = await registerTraveller(page.request);
    await signIn(page.context(), baseURL ?? '', traveller.email, traveller.password);
    await englishLeftOn(page, language, checkAddress, answerShown);
    // The wizard's first step, at the address the answer's Start Application leads to.
    const start = await answer(page).locator('a[href*="/application?"]').first().getAttribute('href');
    expect(start).toMatch(new RegExp(`^/${language}/application\\?`));
    await englishLeftOn(page, language, (start ?? '').slice(language.length + 1), expectScreenLoaded);
  });
}

test("in the pseudo-locale, the checker's answer and the wizard's first step leave no text in English", async ({
  page,
  baseURL,
}) => {
  // Asked before signing in: the API takes a signed-in browser's writes from the app's own pages only.
  const data = [...(await answerTextsInEnglish(page)), travellerName];
  const traveller = await registerTraveller(page.request);
  await signIn(page.context(), baseURL ?? '', traveller.email, traveller.password);
  await openPseudo(page, baseURL ?? '', checkAddress);
  await answerShown(page);
  const onAnswer = await untranslatedIn(page, { withNames: true, data });
  expect(onAnswer.texts.length).toBeGreaterThan(20);
  expect.soft(onAnswer.leaks, 'the checker with its answer in the pseudo-locale').toEqual([]);
  expect.soft(keysIn(onAnswer.texts)).toEqual([]);

  await answer(page).locator('a[href*="/application?"]').first().click();
  await expect(page).toHaveURL(/\/application\?/);
  await expectScreenLoaded(page);
  const onWizard = await untranslatedIn(page, { withNames: true, data });
  expect(onWizard.texts.length).toBeGreaterThan(10);
  expect.soft(onWizard.leaks, "the wizard's first step in the pseudo-locale").toEqual([]);
  expect(keysIn(onWizard.texts)).toEqual([]);
});

/** The `<title>` and the description of a page as the server sends it, and how many descriptions it has. */
const headOf = async (page: Page, address: string) => {
  const html = await (await page.request.get(address)).text();
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map(
    ([, content]) => content ?? '',
  );
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', descriptions };
};

const unescaped = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

const describedPages = ['/', '/visa-check', '/trip-check', '/login', '/register', '/faq', '/contact'];

test('each public page names its title and its description in the language of its address', async ({
  page,
}) => {
  for (const path of describedPages) {
    const english = await headOf(page, inLanguage('en', path));
    expect(english.descriptions, `the description of ${path} in English`).toHaveLength(1);
    const [englishDescription = ''] = english.descriptions.map(unescaped);
    for (const language of languages) {
      const { title, descriptions } = await headOf(page, inLanguage(language, path));
      expect.soft(title, `the title of ${path} in ${language}`).not.toBe(english.title);
      expect.soft(title, `the title of ${path} in ${language}`).toContain('VisaBridge');
      expect(descriptions, `the description of ${path} in ${language}`).toHaveLength(1);
      expect
        .soft(unescaped(descriptions[0] ?? ''), `the description of ${path} in ${language}`)
        .toBe(translationIn(`app/page-description/locales/${language}.po`, englishDescription));
    }
  }
});

test("the description follows the app to another page, in the page's language", async ({ page }) => {
  const description = page.locator('head meta[name="description"]');
  await page.goto('/fr/login');
  await expect(description).toHaveCount(1);
  const onLogin = await description.getAttribute('content');
  await page.locator('main a[href="/fr/register"]').click();
  await expect(page).toHaveURL(/\/fr\/register$/);
  const onRegister = translationIn(
    'app/page-description/locales/fr.po',
    'Create your VisaBridge account to apply for visas online and keep your travel documents in one place.',
  );
  await expect(description).toHaveAttribute('content', onRegister);
  await expect(description).toHaveCount(1);
  expect(onRegister).not.toBe(onLogin);

  // A page the browser alone draws has its description too.
  await page.goto('/de/forgot-password');
  await expect(description).toHaveAttribute(
    'content',
    translationIn(
      'app/page-description/locales/de.po',
      'Forgotten your password? Ask for a link to set a new one for your VisaBridge account.',
    ),
  );
  await expect(description).toHaveCount(1);
});

test.describe('on a phone in Arabic', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the wizard mirrors, and a passport number reads left to right', async ({ page, baseURL }) => {
    const traveller = await registerTraveller(page.request);
    const token = await signIn(page.context(), baseURL ?? '', traveller.email, traveller.password);
    const draft = await createDraft(page.request, token, { toCountry: 'IN', purpose: 'business' });
    await page.goto(`/ar/application?id=${draft.id}&step=passport`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wizardText = (message: string) => translationIn('features/applications/locales/ar.po', message);
    await expect(page.getByRole('heading', { level: 2, name: wizardText('Passport') })).toBeVisible();
    await expectScreenLoaded(page);

    // Back on the right, Next on the left, its arrow pointing left.
    const back = page.getByRole('button', { name: wizardText('Back'), exact: true });
    const next = page.getByRole('button', { name: wizardText('Next'), exact: true });
    const [backBox, nextBox] = [await back.boundingBox(), await next.boundingBox()];
    expect(nextBox && backBox && nextBox.x + nextBox.width <= backBox.x).toBe(true);
    const arrow = await next
      .locator('svg')
      .evaluate((icon) => new DOMMatrixReadOnly(getComputedStyle(icon).transform).a);
    expect.soft(arrow, 'the arrow of Next points left (mirrored)').toBe(-1);

    // The step's progress fills from the right: its bar starts inside the track and runs past its right end.
    const track = await page.locator('nav .MuiLinearProgress-root').boundingBox();
    const filled = await page.locator('nav .MuiLinearProgress-bar').first().boundingBox();
    expect(track && filled && filled.x > track.x + 1).toBe(true);
    expect(track && filled && filled.x + filled.width >= track.x + track.width - 1).toBe(true);

    const passportNumber = page.locator('input[name="personalInfo.passportNumber"]');
    await passportNumber.fill('C01X00T47');
    await expect(passportNumber).toHaveValue('C01X00T47');
    const direction = await passportNumber.evaluate((input) => getComputedStyle(input).direction);
    expect.soft(direction, 'the passport number field reads left to right').toBe('ltr');
    await page.screenshot({ path: '/tmp/h6-ar-wizard-passport.png', fullPage: true });
    expect.soft(await axeViolationsIn(page, 'body'), 'axe on the Arabic wizard').toEqual([]);
  });

  test('the Arabic landing page, checker and sign-up on a phone', async ({ page }) => {
    for (const [name, address] of [
      ['landing', '/ar'],
      ['visa-check', `/ar${checkAddress}`],
      ['register', '/ar/register'],
    ] as const) {
      await page.goto(address);
      await expectScreenLoaded(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/h6-ar-${name}.png`, fullPage: true });
    }
  });
});
