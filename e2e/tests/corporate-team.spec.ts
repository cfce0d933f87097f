import {
  bearer,
  currentTextVersions,
  emailedLink,
  expect,
  signInAs,
  test,
  uniqueEmail,
} from '../support/fixtures';
import { addEmployee, companyToken, searchEmployees } from '../support/corporate';

// Two people sign in and an invitation goes out and is accepted: slower than one screen.
test.slow();

test('a traveller links their account from the invitation; Notify team reaches them and offers to invite the others', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('noor.said');
  const password = 'TravelPass2026!';
  const registered = await page.request.post('/api/auth/register', {
    data: {
      fullName: 'Noor Said',
      email,
      password,
      phone: '+44 20 7946 0000',
      nationality: 'GB',
      dateOfBirth: '1988-02-03',
      acceptedVersions: await currentTextVersions(page.request),
    },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const token = await companyToken(page.request, 'corporate');
  await addEmployee(page.request, token, { firstName: 'Noor', lastName: 'Said', email });
  const pavel = await addEmployee(page.request, token, { firstName: 'Pavel', lastName: 'Novak' });

  await signInAs(page, 'corporate');
  await page.goto('/enterprise/team');
  // An account under the same email is not linked until its owner accepts the company's invitation.
  await searchEmployees(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Invite to VisaBridge: Noor Said' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();

  // Noor opens the link, signs in when asked, and connects the account.
  const noorContext = await browser.newContext();
  const noorPage = await noorContext.newPage();
  await noorPage.goto(await emailedLink(email, 'link-account'));
  await expect(noorPage).toHaveURL(/\/login$/);
  await noorPage.getByLabel(/^Email/).fill(email);
  await noorPage.getByLabel(/^Password/).fill(password);
  await noorPage.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(noorPage.getByRole('heading', { name: 'Connect your account' })).toBeVisible();
  await expect(noorPage.getByText(`You are signed in as ${email}`)).toBeVisible();
  await noorPage.getByRole('button', { name: 'Connect my account' }).click();
  await expect(noorPage.getByText(/^Your account is linked/)).toBeVisible();
  await expect(noorPage).toHaveURL(/\/applications$/);
  await noorContext.close();
  await page.reload();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Notify team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify team' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  for (const message of ['Choose at least one employee', 'Title is required', 'Message is required'])
    await expect(dialog.getByText(message)).toBeVisible();

  const recipients = dialog.getByRole('combobox', { name: 'Employees' });
  await recipients.fill('Noor Said');
  await page.getByRole('option', { name: 'Noor Said', exact: true }).first().click();
  await recipients.fill('Pavel Novak');
  await page.getByRole('option', { name: 'Pavel Novak (not accepted)' }).first().click();
  await dialog.getByLabel(/^Title/).fill('Office closed on Friday');
  await dialog.getByLabel(/^Message/).fill('Please plan your client visits around the closure.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const warning = page
    .getByRole('alert')
    .filter({ hasText: '1 employee notified; 1 skipped (not accepted the invitation yet).' });
  await expect(warning).toContainText('Not reached: Pavel Novak.');
  await expect(dialog).toBeHidden();
  await warning.getByRole('button', { name: 'Invite employees who have not accepted' }).click();
  await expect(page.getByText(/^\d+ invitations? sent/)).toBeVisible();
  await expect(warning).toBeHidden();
  expect(await emailedLink(pavel.email, 'accept-invitation')).toContain(`employee=${pavel.id}`);

  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  const session = ((await login.json()) as { data: { token: string } }).data;
  const inbox = await page.request.get('/api/notifications', { headers: bearer(session.token) });
  expect(await inbox.text()).toContain('Office closed on Friday');
});
