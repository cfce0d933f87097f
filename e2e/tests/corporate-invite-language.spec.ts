import {
  bearer,
  demoSession,
  emailedLink,
  emailedText,
  expect,
  sessionCookieName,
} from '../support/fixtures';
import { addEmployee, searchEmployees } from '../support/corporate';
import { test } from '../support/languages';

// One server for the file, which offers all six languages.
test.describe.configure({ mode: 'default', timeout: 180_000 });

test('a company chooses the language of an employee’s account: the invitation and the account are in it', async ({
  page,
  baseURL,
  multilingualServer,
}) => {
  const session = await demoSession(page.request, 'corporate');
  await page
    .context()
    .addCookies([
      { name: sessionCookieName, value: session.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ]);
  const employee = await addEmployee(page.request, session.token, { firstName: 'Jonas', lastName: 'Weber' });

  await page.goto('/enterprise/team');
  await searchEmployees(page, employee.email);
  const row = page.getByRole('row').filter({ hasText: employee.email });
  await row.getByRole('button', { name: 'Invite to VisaBridge: Jonas Weber' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to VisaBridge: Jonas Weber' });
  const language = dialog.getByRole('combobox', { name: 'Language of the account' });
  // The inviter's own language first; every language the site offers, each by its own name.
  await expect(language).toHaveText('English');
  await language.click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['English', 'Español', 'Français', 'Deutsch', '中文（简体）', 'العربية']);
  await expect(page.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(language).toHaveText('Deutsch');
  await page.screenshot({ path: '/tmp/pw-h12/invite-dialog.png' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${employee.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();

  // The email is German, and the account created from it reads German wherever the link is opened.
  const folder = multilingualServer.mailDir;
  await emailedText(employee.email, /hat für Sie ein VisaBridge-Konto angelegt/, 'German invitation', folder);
  const link = new URL(await emailedLink(employee.email, 'accept-invitation', folder));
  const password = 'Quartz-Meadow-Signal-58';
  const accepted = await page.request.post('/api/auth/accept-invitation', {
    headers: { 'accept-language': 'en-US,en;q=0.9' },
    data: { token: link.searchParams.get('token'), password, employeeId: link.searchParams.get('employee') },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const login = await page.request.post('/api/auth/login', { data: { email: employee.email, password } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const profile = await page.request.get('/api/auth/profile', { headers: bearer(token) });
  expect(((await profile.json()) as { data: { interfaceLanguage: string } }).data.interfaceLanguage).toBe(
    'de',
  );
});
