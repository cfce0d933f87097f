import { bearer, expect, signInAs, test, uniqueEmail } from '../support/fixtures';
import { addEmployee, companyToken } from '../support/corporate';

test('Notify team reaches the chosen employees who have an account and names the others', async ({
  page,
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
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await companyToken(page.request, 'corporate');
  await addEmployee(page.request, token, { firstName: 'Noor', lastName: 'Said', email });
  await addEmployee(page.request, token, { firstName: 'Pavel', lastName: 'Novak' });

  await signInAs(page, 'corporate');
  await page.goto('/enterprise/team');
  await page.getByRole('button', { name: 'Notify team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify team' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  for (const message of ['Choose at least one employee', 'Title is required', 'Message is required'])
    await expect(dialog.getByText(message)).toBeVisible();

  const recipients = dialog.getByRole('combobox', { name: 'Employees' });
  await recipients.fill('Noor Said');
  await page.getByRole('option', { name: 'Noor Said', exact: true }).first().click();
  await recipients.fill('Pavel Novak');
  await page.getByRole('option', { name: 'Pavel Novak (no account)' }).first().click();
  await dialog.getByLabel(/^Title/).fill('Office closed on Friday');
  await dialog.getByLabel(/^Message/).fill('Please plan your client visits around the closure.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('1 employee notified')).toBeVisible();
  await expect(page.getByText(/^Not notified, no VisaBridge account: Pavel Novak/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  const session = ((await login.json()) as { data: { token: string } }).data;
  const inbox = await page.request.get('/api/notifications', { headers: bearer(session.token) });
  expect(await inbox.text()).toContain('Office closed on Friday');
});
