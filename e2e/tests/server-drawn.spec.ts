import type { Page } from '@playwright/test';
import { expect, pickCountry, test } from '../support/fixtures';

/** Public pages with the heading the server draws for them. */
const drawnPages = [
  {
    path: '/',
    heading: 'Visa applications without the guesswork',
    title: 'VisaBridge | Enterprise visa application platform',
  },
  {
    path: '/visa-check',
    heading: 'Visa Requirements Checker',
    title: 'Visa Requirements Checker | VisaBridge',
  },
  { path: '/login', heading: 'Log In to Your Account', title: 'Log In to Your Account | VisaBridge' },
  { path: '/about', heading: 'About VisaBridge', title: 'About VisaBridge | VisaBridge' },
];

test('public pages arrive drawn by the server, with their title, before any script runs', async ({
  browser,
  request,
}) => {
  for (const { path, heading, title } of drawnPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${heading}</h1>`, 's'));
  }
  // A phone on a slow line: the page is there and readable while its script is still on its way.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading } of drawnPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Visa Check' }),
  ).toBeVisible();
  // Written in its own fonts without a script: their faces come in the page's head, not as a stylesheet.
  const loadedFonts = () =>
    // Iterated without a callback: with scripts off, the page runs none.
    page.evaluate(() =>
      [...(document.fonts as unknown as Iterable<FontFace>)]
        .filter((font) => font.status === 'loaded')
        .map((font) => font.family.replace(/"/g, '')),
    );
  await expect
    .poll(loadedFonts)
    .toEqual(expect.arrayContaining(['Instrument Sans Variable', 'Inter Variable']));
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  await context.close();
});

test('a visitor who chose dark sees the drawn page dark from its first paint, then it comes alive', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('visabridge.theme', 'dark'));
  // Hold the app's script back: what shows now is the server's drawing and the head's colour scheme script.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In to Your Account');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 20, 25)');
  // Before the app runs, the theme switch cannot know the scheme yet and says only what it does.
  await expect(page.getByRole('button', { name: 'Switch theme' })).toBeVisible();

  releaseScripts();
  // The app takes the drawn page over: the switch learns the scheme and the form works.
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(246, 248, 251)');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

// A date near midnight falls on another day east and west of UTC, where the server draws: whatever the hour
// the page was published, one of these zones sees a day the server did not write.
for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('reads the page date in their own zone once the page has started', async ({ page }) => {
      const { updatedAt } = (await (await page.request.get('/api/content/about')).json()).data;
      const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: timezoneId }).format(
        new Date(updatedAt),
      );
      await page.goto('/about');
      await expect(page.getByText(`Last updated ${local}`)).toBeVisible();
    });
  });
}

test('taking a drawn page over reuses the styles the server sent, moving each at most once and writing none again', async ({
  page,
}) => {
  // Counted until the app marks the page started: style elements taken out of the head (a move makes the
  // browser parse the stylesheet again; emotion's sheet moves each one it takes over once), and the rules
  // written into stylesheets.
  await page.addInitScript(() => {
    const seen = { moved: 0, rules: [] as string[] };
    Object.assign(window, { styleWork: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof HTMLStyleElement && node.dataset.emotion) seen.moved += 1;
    }).observe(document, { childList: true, subtree: true });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule, index) {
      if (!document.documentElement.hasAttribute('data-started')) seen.rules.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto('/login');
  await expect(page.locator('html[data-started]')).toBeAttached();
  const served = (await (await page.request.get('/login')).text()).match(/<style [^>]*data-emotion=/g);
  const { moved, unworn } = await page.evaluate(() => {
    const { moved, rules } = (window as unknown as { styleWork: { moved: number; rules: string[] } })
      .styleWork;
    // A rule for a class no element wears: one of the styles MUI composes on the way to an element's class,
    // which the server sends with the page, so the browser need not write it out again.
    const unworn = rules
      .map((rule) => /^\.(css-[\w-]+)/.exec(rule)?.[1])
      .filter((name): name is string => name !== undefined && !document.querySelector(`.${name}`));
    return { moved, unworn: [...new Set(unworn)] };
  });
  expect(served?.length).toBeGreaterThan(0);
  expect(moved).toBeLessThanOrEqual(served?.length ?? 0);
  expect(unworn).toEqual([]);
});

test('a drawn page names the scripts it starts with; the alert and the country search come after the start', async ({
  page,
  baseURL,
}) => {
  const fetched: string[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() === 'script' && (await request.response())?.status() === 200) {
      fetched.push(request.url().replace(baseURL ?? '', ''));
    }
  });
  const open = async (path: string) => {
    fetched.length = 0;
    const html = (await (await page.goto(path))?.text()) ?? '';
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1] ?? '';
    const listed = (name: string) =>
      (html.match(new RegExp(`<meta name="${name}" content="([^"]+)">`))?.[1] ?? '').split(' ');
    const named = [entry, ...listed('app-scripts'), ...listed('page-scripts')];
    expect(
      named.filter((src) => src.includes(`${path.slice(1)}-page-`)),
      path,
    ).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    return {
      late: () => fetched.filter((src) => !named.includes(src)),
      missed: named.filter((src) => !fetched.includes(src)),
    };
  };

  const login = await open('/login');
  expect(login.missed).toEqual([]);
  // Only the alert a failed login shows, which loads once the form is on screen (on a busy machine, after idle).
  await expect.poll(() => login.late().filter((src) => src.includes('/titled-alert-'))).toHaveLength(1);
  // Beside it, only the part that keeps the page's description up to date as the app moves on, and its words.
  expect(
    login
      .late()
      .filter((src) => !/\/(titled-alert|AlertTitle|page-description)-/.test(src))
      .filter((src) => !/^\/assets\/en-[\w-]{8}\.js$/.test(src)),
  ).toEqual([]);

  const visaCheck = await open('/visa-check');
  expect(visaCheck.missed).toEqual([]);
  await expect
    .poll(() => visaCheck.late().filter((src) => src.includes('/country-autocomplete-')))
    .toHaveLength(1);
  await expect(page.getByRole('combobox', { name: /^From Country/ })).toBeEditable();
});

/** The API paths the page asks for from now on. */
const apiAsked = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  return asked;
};

test('the login page arrives with its demo accounts, and asks the API only who is signed in', async ({
  page,
}) => {
  const asked = apiAsked(page);
  const html = (await (await page.goto('/login'))?.text()) ?? '';
  expect(html).toMatch(/<div id="root">.*Demo accounts.*<\/div>/s);
  const demoAccounts = page.getByRole('region', { name: 'Demo accounts' });
  await expect(demoAccounts.getByRole('button', { name: /^Use .* demo account$/ })).toHaveCount(5);
  // Filled from the drawn card at once, with the app running.
  await demoAccounts.getByRole('button', { name: 'Use Visa Agent demo account' }).click();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(/@/);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(['/api/auth/profile']);
});

test('the visa checker arrives with its countries and data status, and asks the API only who is signed in', async ({
  page,
}) => {
  const asked = apiAsked(page);
  const html = (await (await page.goto('/visa-check'))?.text()) ?? '';
  expect(html).toContain('"queryKey":["countries","active"]');
  expect(html).toContain('"queryKey":["visa","data-status"]');
  await pickCountry(page, /^From Country/, 'Germany');
  await pickCountry(page, /^To Country/, 'Japan');
  await expect(page.getByRole('button', { name: 'Check Visa Requirements' })).toBeEnabled();
  expect(asked).toEqual(['/api/auth/profile']);
});

test('a drawn page keeps its footer as drawn, whose links open their pages inside the app', async ({
  page,
  baseURL,
}) => {
  const footerScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/footer-[\w-]+\.js$/.test(request.url())) footerScripts.push(request.url());
  });
  await page.goto('/login');
  await expect(page.locator('html[data-started]')).toBeAttached();
  // Marks this visit: a page loaded again would not have it.
  await page.evaluate(() => Object.assign(window, { sameVisit: true }));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(`${baseURL}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About VisaBridge');
  expect(await page.evaluate(() => 'sameVisit' in window)).toBe(true);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  expect(footerScripts).toEqual([]);

  // A page the browser draws itself loads the footer's code and draws it.
  await page.goto('/no-such-page');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toBeVisible();
  expect(footerScripts).toHaveLength(1);
});
