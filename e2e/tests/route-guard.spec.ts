import { expect, signInAs, test } from '../support/fixtures';
import { enrolAtFirstSignIn } from '../support/second-factor';

test('a signed-out visitor of a guarded page logs in and comes back to that page', async ({ page }) => {
  const accounts = await (await page.request.get('/api/auth/demo-accounts')).json();
  const agent = accounts.data.find((account: { role: string }) => account.role === 'agent');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('note')).toHaveText(
    'This is a demo of VisaBridge. The accounts and data are seeded samples and anyone can sign in as any role, so do not enter real personal details.',
  );
  await page.getByLabel(/^Email/).fill(agent.email);
  await page.getByLabel(/^Password/).fill(agent.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Staff set up a second factor at their first sign-in with a password; then the page they came for opens.
  await enrolAtFirstSignIn(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Samuel');
});

test('a general user opening the admin dashboard is sent to their own dashboard', async ({ page }) => {
  await signInAs(page, 'general');
  await page.goto('/admin-dashboard');
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard$/);
});

test('an admin is not let into another role’s dashboard', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/agent-dashboard');
  await expect(page.getByText('Access denied. Agent privileges required.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('Admin Account')).toBeVisible();
});

test('/dashboard shows the redirect progress and lands on the role dashboard', async ({ page }) => {
  await signInAs(page, 'corporate');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/corporate-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Corporate Dashboard' })).toBeVisible();
  await expect(page.getByText('Corporate Account')).toBeVisible();
});

test('a stored token the server no longer accepts signs the user out', async ({ page }) => {
  const session = await signInAs(page, 'general');
  await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${session.token}` } });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('other roles opening a traveller’s page are told and sent to their own equivalent', async ({ page }) => {
  await signInAs(page, 'corporate');
  await page.goto('/applications');
  await expect(
    page.getByText('My Applications lists a traveller’s own applications: here are the ones you work with.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/enterprise\/applications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visa Applications');

  await signInAs(page, 'agent');
  await page.goto('/documents');
  await expect(
    page.getByText('Documents belong to each application: open one to see and upload its documents.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/agent-dashboard\?tab=applications$/);
  await expect(page.getByRole('tab', { name: 'My Applications' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/travel-history');
  await expect(
    page.getByText('That page is for travellers’ own accounts: here is your dashboard.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/agent-dashboard$/);
});
