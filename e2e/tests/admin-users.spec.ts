import {
  adminToken,
  assignApplication,
  createWorkingAgent,
  inviteUser,
  openAdminTab,
} from '../support/admin';
import { createSubmittedApplication } from '../support/applications';
import { figureValue } from '../support/corporate';
import { enrolAtFirstSignIn } from '../support/second-factor';
import { emailedLink, expect, signInAs, signInAsNewTraveller, test, uniqueEmail } from '../support/fixtures';

test('an admin creates an agent, who accepts the invitation and lands on the agent dashboard', async ({
  page,
  browser,
}) => {
  // Two browsers and a password to hash: slower than most on a busy machine.
  test.slow();
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');

  const email = uniqueEmail('new-agent');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(dialog).toContainText('We email an invitation to this address');
  await dialog.getByLabel(/^First Name/).fill('Amara');
  await dialog.getByLabel(/^Last Name/).fill('Diallo');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Agent' }).click();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Amara Diallo');
  await expect(row).toContainText('Agent');
  await expect(row).toContainText('Not verified');
  // Until they choose a password they are invited, not at work.
  await expect(row).toContainText('Invited');

  const invitee = await browser.newPage();
  await invitee.goto(await emailedLink(email, 'accept-invitation'));
  await invitee.getByLabel(/^New Password/).fill('Harbor-Lilac-Sextant-62');
  await invitee.getByLabel(/^Confirm Password/).fill('Harbor-Lilac-Sextant-62');
  await invitee.getByRole('button', { name: 'Set Password' }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  await invitee.getByLabel(/^Email/).fill(email);
  await invitee.getByLabel(/^Password/).fill('Harbor-Lilac-Sextant-62');
  await invitee.getByRole('button', { name: 'Log In' }).click();
  // Staff set up a second factor at their first sign-in, then reach their dashboard.
  await enrolAtFirstSignIn(invitee);
  await expect(invitee).toHaveURL(/\/agent-dashboard$/);
  await invitee.close();
});

test('creating a user checks the fields and shows a taken email on the field, keeping the input', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });

  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();

  await dialog.getByLabel(/^First Name/).fill('Maya');
  await dialog.getByLabel(/^Last Name/).fill('Again');
  await dialog.getByLabel(/^Email/).fill('maya.chen@demo.visabridge.test');
  await dialog.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Corporate' }).click();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();

  await dialog.getByLabel(/^Company/).fill('Acme Global Ltd');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  const emailField = dialog.getByLabel(/^Email/);
  await expect(emailField).toHaveAccessibleDescription(/An account with this email already exists/);
  await expect(emailField).toHaveValue('maya.chen@demo.visabridge.test');
  await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Maya');
  await expect(dialog.getByLabel(/^Company/)).toHaveValue('Acme Global Ltd');
});

test('a deactivated user is signed out on their next action', async ({ page, browser }) => {
  const travellerContext = await browser.newContext();
  const traveller = await travellerContext.newPage();
  const { user } = await signInAsNewTraveller(traveller);
  await traveller.goto('/applications');
  await expect(traveller.getByRole('heading', { name: 'My Applications' })).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await page.getByLabel('Search users').fill(user.email);
  // Only the searched user remains once the filter applies; a click before that can hit a row being replaced.
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  const row = users.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('Active');
  await row.getByRole('switch', { name: `Active: ${user.firstName} ${user.lastName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
  await expect(confirm).toContainText(user.email);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await traveller.reload();
  await expect(traveller).toHaveURL(/\/login$/);
  await travellerContext.close();

  // The admin's own row cannot be switched off.
  await page.getByLabel('Search users').fill('elena.rossi@demo.visabridge.test');
  const ownRow = page.getByRole('row').filter({ hasText: 'elena.rossi@demo.visabridge.test' });
  await expect(ownRow.getByRole('switch')).toBeDisabled();
});

test('an admin changes a role after confirming it, and the audit log records it', async ({ page }) => {
  const email = uniqueEmail('role-change');
  await inviteUser(page.request, await adminToken(page.request), {
    firstName: 'Tomas',
    lastName: 'Novak',
    email,
    role: 'general',
  });
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await page.getByLabel('Search users').fill(email);
  // The newest account is on the unfiltered first page too: act on the searched list once it is there.
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('General');

  await row.getByRole('button', { name: 'Change role of Tomas Novak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await expect(dialog).toContainText('Tomas Novak is General now.');
  await dialog.getByRole('combobox', { name: /^New role/ }).click();
  await page.getByRole('option', { name: 'Corporate' }).click();
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await dialog.getByLabel(/^Company/).fill('Novak Freight');
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(row).toContainText('Corporate');
  await expect(row).toContainText('Novak Freight');

  await openAdminTab(page, 'Audit Log');
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Role changed' }).click();
  await expect(page).toHaveURL(/action=user\.role_changed/);
  await expect(
    page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'Role changed' }),
  ).toContainText('General → Corporate');
});

test('deactivating an agent with an open case returns it to the unassigned queue when the admin says so', async ({
  page,
}) => {
  const admin = await adminToken(page.request);
  const email = uniqueEmail('leaving-agent');
  const lastName = `Leaving${Date.now().toString(36)}`;
  const agentId = await createWorkingAgent(page.request, admin, { firstName: 'Kofi', lastName, email });
  const travellerPage = await page.context().newPage();
  const { token } = await signInAsNewTraveller(travellerPage);
  const application = await createSubmittedApplication(travellerPage.request, token, { toCountry: 'IN' });
  await travellerPage.close();
  await assignApplication(page.request, admin, application.id, agentId);

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  const unassigned = figureValue(page, 'Unassigned');
  await expect(unassigned).toHaveText(/^\d+$/);
  const before = Number(await unassigned.textContent());
  await page.getByLabel('Search users').fill(email);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  const row = users.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  await row.getByRole('switch', { name: `Active: Kofi ${lastName}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
  await expect(dialog).toContainText(
    'Kofi has 1 open application (pending or in review). Where should it go?',
  );
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText('Choose where the open applications go')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Return to the unassigned queue' }).check();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(unassigned).toHaveText(String(before + 1));
});
