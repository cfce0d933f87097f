import { expect, test } from '../support/fixtures';

// Every link a visitor finds on the public pages, collected from the pages themselves.
test.slow();

const publicPages = ['/', '/login', '/register', '/visa-check', '/help'];

test('every link on the landing, login, register, visa-check and help pages opens a real page', async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL ?? process.env.E2E_BASE_URL ?? '').origin;
  const found = new Map<string, string>();
  for (const path of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin === origin && !found.has(url.pathname)) found.set(url.pathname, path);
      // Anything else must be a way to write or call, never a link to a page that is not ours to promise.
      if (url.origin !== origin) expect(['mailto:', 'tel:'], `${href} on ${path}`).toContain(url.protocol);
    }
  }
  // The footer's sixteen pages are among them, so the pages were really read.
  for (const path of [
    '/consultation',
    '/chat',
    '/faq',
    '/contact',
    '/about',
    '/privacy',
    '/terms',
    '/compliance',
  ])
    expect([...found.keys()]).toContain(path);
  for (const [target, source] of found) {
    const response = await page.goto(target);
    expect(response?.status(), `${target}, linked from ${source}`).toBe(200);
    // Once the page's own heading is there (not the loading state), it is not the not-found screen.
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(title, `${target}, linked from ${source}`).toBeVisible();
    await expect(title, `${target}, linked from ${source}`).not.toHaveText('Page not found');
  }
});
