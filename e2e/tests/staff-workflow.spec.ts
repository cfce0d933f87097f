import type { Browser, Page } from '@playwright/test';
import { createSubmittedApplication } from '../support/applications';
import { emailedLink, expect, signInAs, signInAsNewTraveller, test, uniqueEmail } from '../support/fixtures';
import { payApplication } from '../support/payments';
import { expectScreenLoaded } from '../support/look';
import { enrolAtFirstSignIn } from '../support/second-factor';

// Three people in three browsers: the admin, a newly invited agent and a traveller.
test.slow();

const newContextPage = async (browser: Browser) =>
  (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();

const openNotification = async (page: Page, title: RegExp) => {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('list', { name: 'Latest notifications' })
    .getByRole('link', { name: title })
    .first()
    .click();
};

test('an invited agent reviews, messages and approves an application the admin assigned; the traveller sees it all', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const agentEmail = uniqueEmail('staff-agent');
  const agentName = `Noor Haddad${suffix}`;
  const message = `Hello, your file is complete (${suffix}).`;

  // A traveller submits an application; it goes to one of the agents already at work.
  const traveller = await newContextPage(browser);
  const { token } = await signInAsNewTraveller(traveller);
  const application = await createSubmittedApplication(traveller.request, token, { toCountry: 'CN' });
  await payApplication(traveller.request, token, application.id);
  const reference = application.referenceNumber;

  // The admin creates the agent from the Create User dialog.
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel(/^First Name/).fill('Noor');
  await create.getByLabel(/^Last Name/).fill(`Haddad${suffix}`);
  await create.getByLabel(/^Email/).fill(agentEmail);
  await create.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Agent' }).click();
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  // The agent sets a password from the emailed invitation and signs in.
  const agent = await newContextPage(browser);
  await agent.goto(await emailedLink(agentEmail, 'accept-invitation'));
  await agent.getByLabel(/^New Password/).fill('Harbor-Lilac-Sextant-62');
  await agent.getByLabel(/^Confirm Password/).fill('Harbor-Lilac-Sextant-62');
  await agent.getByRole('button', { name: 'Set Password' }).click();
  await expect(agent).toHaveURL(/\/login$/);
  await agent.getByLabel(/^Email/).fill(agentEmail);
  await agent.getByLabel(/^Password/).fill('Harbor-Lilac-Sextant-62');
  await agent.getByRole('button', { name: 'Log In' }).click();
  // Staff set up a second factor at their first sign-in, then reach their dashboard.
  await enrolAtFirstSignIn(agent);
  await expect(agent).toHaveURL(/\/agent-dashboard$/);

  // The admin moves it to the new agent.
  await page.goto('/admin/applications');
  await expect(page).toHaveURL(/\/admin-dashboard\?tab=applications/);
  await page.getByLabel('Search applications').fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.getByRole('button', { name: `Assign agent to ${reference}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign agent to ${reference}` });
  await assign.getByRole('combobox', { name: /^Agent/ }).click();
  await page.getByRole('option', { name: new RegExp(agentName) }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Agent assigned')).toBeVisible();
  await expect(row).toContainText(agentName);

  // The agent is told, and the notification opens the application on their dashboard.
  await agent.reload();
  await openNotification(agent, /New application assigned/);
  await expect(agent).toHaveURL(new RegExp(`/agent-dashboard\\?application=${application.id}`));
  const dialog = agent.getByRole('dialog', { name: `Application ${reference}` });
  await expect(dialog).toContainText('PENDING');

  // In review, a message to the client, then approved.
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await agent.getByRole('option', { name: 'IN REVIEW', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Reading the documents');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(agent.getByText('Application status updated successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Contact client', exact: true }).click();
  const contact = agent.getByRole('dialog', { name: 'Contact client' });
  await contact.getByRole('textbox', { name: 'Message' }).fill(message);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(agent.getByText('Message sent to client successfully')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await agent.getByRole('option', { name: 'APPROVED', exact: true }).click();
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(
    dialog.getByText('This application is APPROVED: its status cannot change any more.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(agent).toHaveURL(/\/agent-dashboard$/);
  await expect(agent.getByRole('group', { name: 'Approved' })).toContainText('1');

  // The traveller sees the decision, the message and the notification.
  await traveller.goto(`/applications/${application.id}`);
  await expect(traveller.getByText('APPROVED').first()).toBeVisible();
  const thread = traveller.getByRole('list', { name: 'Message thread' });
  await expect(thread.getByRole('listitem').filter({ hasText: message })).toContainText(/ Agent ·/);
  await traveller.goto('/notifications');
  const notices = traveller.getByRole('list', { name: 'Notifications', exact: true });
  await expect(notices.getByRole('listitem').filter({ hasText: 'Application approved' })).toBeVisible();
  await expect(notices.getByRole('listitem').filter({ hasText: message })).toBeVisible();

  // The admin's audit log has the whole story of the application.
  await page.goto(`/admin/audit`);
  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: '50' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: `Application ${reference}` })).toHaveCount(3);

  await agent.context().close();
  await traveller.context().close();
});

test('staff quick actions and the Applications link open real screens', async ({ page }) => {
  await signInAs(page, 'agent');
  await page.goto('/agent-dashboard');
  // The panel sits below the list: it moves down once the list has loaded, as a person would see.
  await expectScreenLoaded(page);
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await actions.getByRole('link', { name: 'Contact a Client' }).click();
  await expect(page.getByRole('tab', { name: 'Client Communication' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await actions.getByRole('link', { name: 'Tasks & Reminders' }).click();
  await expect(page.getByRole('tab', { name: 'Tasks & Reminders' })).toHaveAttribute('aria-selected', 'true');
  await actions.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Applications' }).first().click();
  await expect(page.getByRole('tab', { name: 'My Applications' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/agent/unknown');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();

  await signInAs(page, 'admin');
  for (const [name, tab] of [
    ['Manage Applications', 'Applications'],
    ['View Reports', 'Analytics'],
    ['Manage Users', 'User Management'],
  ]) {
    await page.goto('/admin-dashboard');
    await expectScreenLoaded(page);
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
});
