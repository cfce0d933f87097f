import { expect, signInAs, signInAsNewTraveller, test } from '../support/fixtures';

test('the landing page shows figures counted by the API and its calls to action', async ({ page }) => {
  const stats = (await (await page.request.get('/api/platform/stats')).json()).data;
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'Platform figures' });
  await expect(figures).toContainText(`${stats.countries}Countries covered`);
  // The demo's decisions and consented ratings: the rate and the quotes are theirs, not written copy.
  expect(stats.successRate).toEqual(expect.any(Number));
  await expect(figures).toContainText(
    `${stats.successRate}%Success rate of ${stats.decidedApplications} decided applications`,
  );
  await expect(figures).toContainText(`${stats.averageRating} / 5Average of ${stats.ratings} ratings`);
  // The configured support hours are office hours, so no round-the-clock claim anywhere.
  await expect(page.locator('body')).not.toContainText('24/7');
  const quotes = page.getByRole('region', { name: 'What our customers say' }).getByRole('figure');
  await expect(quotes).toHaveCount(stats.testimonials.length);
  await expect(quotes.first()).toContainText(stats.testimonials[0].comment);
  await expect(quotes.first()).toContainText(stats.testimonials[0].name);
  await expect(page.getByRole('link', { name: 'Start Application' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Check Visa Requirements' }).first()).toHaveAttribute(
    'href',
    '/visa-check',
  );
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact?topic=sales',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
  for (const badge of [
    'Global Coverage',
    `${stats.countries} Countries`,
    'Automated Requirement Checks',
    'Passport Scan Checks',
    'Enterprise Security',
  ]) {
    await expect(footer).toContainText(badge);
  }
  // The operator's configured contact details, and no social page that was not configured.
  await expect(footer.getByRole('link', { name: 'support@visabridge.test' })).toHaveAttribute(
    'href',
    'mailto:support@visabridge.test',
  );
  await expect(footer.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
    'href',
    'tel:+442079460000',
  );
  await expect(footer).toContainText('Support hours: Mon-Fri 09:00-17:00 UTC');
  await expect(footer.getByRole('link', { name: /VisaBridge on/ })).toHaveCount(0);
});

test('the demo note is part of the landing page and its link opens the login page with the accounts', async ({
  page,
}) => {
  await page.goto('/');
  const note = page
    .getByRole('note')
    .filter({ hasText: 'This is a demo of VisaBridge with seeded demo data.' });
  await expect(note).toBeVisible();
  // Read in order with the page, not announced as an alert.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await note.getByRole('link', { name: 'login page' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('This installation runs in demo mode with seeded demo data.')).toBeVisible();
});

test('the footer sets its link columns side by side on a wide screen and two by two on a phone', async ({
  page,
}) => {
  const columnTops = async () => {
    const footer = page.getByRole('contentinfo');
    const tops = [];
    for (const name of ['Services', 'Support', 'Company', 'Legal']) {
      const box = await footer.getByRole('navigation', { name }).boundingBox();
      expect(box).not.toBeNull();
      tops.push(Math.round(box?.y ?? 0));
    }
    return tops;
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const [services, ...others] = await columnTops();
  for (const top of others) expect(top).toBe(services);
  await page.setViewportSize({ width: 360, height: 740 });
  const [first = 0, second, third = 0, fourth] = await columnTops();
  expect(second).toBe(first);
  expect(fourth).toBe(third);
  expect(third).toBeGreaterThan(first);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('signed in, the bar shows the dashboard link, the unread count and the avatar initial', async ({
  page,
}) => {
  await signInAsNewTraveller(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('button', { name: /Notifications, 0 unread/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText('N');
});

test('the role switcher signs in as another role’s demo account', async ({ page }) => {
  await signInAs(page, 'general');
  await page.goto('/user-dashboard');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Visa Agent' }).click();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
  await expect(page.getByText('Agent Account')).toBeVisible();
  const profile = await page.request.get('/api/auth/profile');
  expect((await profile.json()).data.role).toBe('agent');
});

test('below the md breakpoint the menu moves into a 280px drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: /open navigation/i }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer).toBeVisible();
  // Measured once the slide-in transition has settled.
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(280);
  for (const item of ['Home', 'Visa Check', 'Login', 'Sign Up']) {
    await expect(drawer.getByText(item, { exact: true })).toBeVisible();
  }
  await drawer.getByText('Sign Up', { exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(drawer).toBeHidden();
});

test('an unknown address shows a real 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the visa category cards count visa types from the API and open the checker for their purpose', async ({
  page,
}) => {
  const stats = (await (await page.request.get('/api/platform/stats')).json()).data;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Visa categories' });
  for (const [name, purpose] of [
    ['Tourist', 'tourist'],
    ['Business', 'business'],
    ['Student', 'student'],
    ['Work', 'work'],
    ['Family', 'family'],
  ] as const) {
    const card = section.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(card).toHaveAttribute('href', `/visa-check?purpose=${purpose}`);
    const count: number = stats.visaTypesByPurpose[purpose];
    if (count > 0) await expect(card).toContainText(`${count.toLocaleString('en-US')} type`);
    else await expect(card).not.toContainText('types');
  }
  await expect(section).not.toContainText('147 types');
});

test.describe('a page that cannot load', () => {
  // The browser reports the failed import, and React the error its boundary caught: both are the point.
  test.use({ expectedConsoleErrors: /dynamically imported module|Importing a module script|boom/ });

  test('after a redeploy offers a reload inside the shell, which brings the page back', async ({ page }) => {
    await page.route('**/assets/faq-page-*.js', (route) => route.abort());
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'A new version of VisaBridge is available' }),
    ).toBeVisible();
    // Inside the app's shell: its bar and footer are still there, and React Router's page is not.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
    await page.unroute('**/assets/faq-page-*.js');
    await main.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  });

  test('for any other error shows the product’s error screen with a way home', async ({ page }) => {
    await page.route('**/assets/faq-page-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("boom");' }),
    );
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'An unexpected error occurred. Please try again.' }),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await main.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Platform figures' })).toBeVisible();
  });
});

test.describe('another site', () => {
  test.use({ expectedConsoleErrors: /frame-ancestors/ });

  test('cannot show the app in a frame', async ({ page, baseURL }) => {
    const login = await page.request.get('/login');
    expect(login.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(login.headers()['x-frame-options']).toBe('DENY');
    // A page on another origin that frames the login page; its iframe says when it has loaded.
    await page.route('http://framing.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<title>framing</title><iframe src="${baseURL}/login" title="framed" onload="document.title='loaded'"></iframe>`,
      }),
    );
    await page.goto('http://framing.example/');
    await expect(page).toHaveTitle('loaded');
    const framed = page.frameLocator('iframe');
    await expect(framed.getByRole('button', { name: /log in/i })).toHaveCount(0);
    expect(page.frames().map((frame) => frame.url())).not.toContain(`${baseURL}/login`);
  });
});

test('going back up a long page with Shift+Tab never hides the focused control under the app bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  const barBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  expect(barBottom).toBeGreaterThan(0);
  // On a phone-sized window, from the footer up to the app bar's own controls, every focused control is
  // shown below the bar (without scroll-padding-top, Shift+Tab left them under it).
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return {
        isInBar: Boolean(element.closest('header')),
        top: element.getBoundingClientRect().top,
        name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40),
      };
    });
    if (focused.isInBar) return;
    expect(focused.top, `${focused.name} is shown below the app bar`).toBeGreaterThanOrEqual(barBottom);
  }
  throw new Error('Shift+Tab did not reach the app bar in 120 steps');
});
