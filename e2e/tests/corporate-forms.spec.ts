import type { Page } from '@playwright/test';
import { expect, pickCountry, signInAs, test } from '../support/fixtures';
import { addEmployee, companyToken, dayFromToday, noPassport, searchEmployees } from '../support/corporate';

const openDashboard = async (page: Page, tab = '') => {
  await signInAs(page, 'corporate');
  await page.goto(`/corporate-dashboard${tab}`);
  await expect(page.getByRole('heading', { name: 'Corporate Dashboard' })).toBeVisible();
};

test('Add Employee checks the fields, keeps the input and shows a taken email on the Email field', async ({
  page,
}) => {
  const existing = await addEmployee(page.request, await companyToken(page.request, 'corporate'));
  await openDashboard(page);
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
  const email = dialog.getByLabel(/^Email/);
  await expect(email).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel(/^Hire Date/)).toHaveAttribute('type', 'date');

  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Position is required',
    'Department is required',
  ])
    await expect(dialog.getByText(message)).toBeVisible();

  await dialog.getByLabel(/^First Name/).fill('Ada');
  await dialog.getByLabel(/^Last Name/).fill('Lovelace');
  await email.fill('ada-at-example');
  await dialog.getByLabel(/^Position/).fill('Analyst');
  await dialog.getByLabel(/^Department/).fill('Finance');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');

  await email.fill(existing.email);
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('Failed to add employee')).toBeVisible();
  await expect(dialog.getByText('An employee with this email already exists in your company.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(existing.email);
  await expect(dialog.getByLabel(/^Department/)).toHaveValue('Finance');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the application dialog refuses a past travel date, keeps the input, then resets after submitting', async ({
  page,
}) => {
  const employee = await addEmployee(page.request, await companyToken(page.request, 'corporate'), {
    position: 'Auditor',
  });
  await openDashboard(page, '?tab=applications');
  await page.getByRole('button', { name: 'New Application', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Visa Application' });

  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  for (const message of [
    'Choose an employee',
    'Choose a destination country',
    'Purpose of travel is required',
    'Choose the travel date',
  ])
    await expect(dialog.getByText(message)).toBeVisible();

  await dialog.getByRole('combobox', { name: /^Employee/ }).click();
  await page
    .getByRole('option', { name: `${employee.firstName} ${employee.lastName} - Auditor` })
    .first()
    .click();
  await pickCountry(page, 'Destination Country', 'Japan');
  await dialog.getByRole('combobox', { name: /^Visa Type/ }).click();
  await page.getByRole('option', { name: 'Client Meeting' }).click();
  await dialog.getByLabel(/^Purpose of Travel/).fill('Quarterly audit at the Tokyo office');
  await dialog.getByLabel(/^Travel Date/).fill(dayFromToday(-2));
  await dialog.getByRole('combobox', { name: /^Priority/ }).click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Travel date cannot be in the past')).toBeVisible();
  await expect(dialog.getByLabel(/^Purpose of Travel/)).toHaveValue('Quarterly audit at the Tokyo office');
  await expect(dialog.getByRole('combobox', { name: 'Destination Country' })).toHaveValue('Japan');

  await dialog.getByLabel(/^Travel Date/).fill(dayFromToday(14));
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Visa application submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Newest first: the application just filed is on the first page.
  const row = page.getByRole('row').filter({ hasText: employee.email });
  await expect(row).toContainText('Client Meeting visa');
  await expect(row).toContainText('Urgent');
  await expect(row).toContainText('PENDING');

  await page.getByRole('button', { name: 'New Application', exact: true }).click();
  await expect(dialog.getByLabel(/^Purpose of Travel/)).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: /^Visa Type/ })).toHaveText('Business visa');
  await expect(dialog.getByRole('combobox', { name: /^Priority/ })).toHaveText('Normal');
});

test('an employee is edited, then deactivated: no new application can be filed for them', async ({
  page,
}) => {
  const employee = await addEmployee(page.request, await companyToken(page.request, 'corporate'), {
    passportExpiry: dayFromToday(60),
  });
  const name = `${employee.firstName} ${employee.lastName}`;
  await openDashboard(page);
  await searchEmployees(page, employee.email);
  const row = page.getByRole('row').filter({ hasText: employee.email });
  // The passport masked, and its expiry flagged: too close for most visas.
  await expect(row).toContainText('Nigeria · •••••6789');
  await expect(row).toContainText('Expires soon');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await expect(edit.getByLabel(/^Email/)).toHaveValue(employee.email);
  // Only the company's edit form holds the passport number in full.
  await expect(edit.getByLabel(/^Passport Number/)).toHaveValue('A12346789');
  await edit.getByLabel(/^Position/).fill('Head of Sales');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Employee updated')).toBeVisible();
  await expect(row).toContainText('Head of Sales');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate employee' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${name} deactivated`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `New Application for ${name}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();
});

test('filing for an employee without a passport on file: the dialog says so, the profile is completed from it, the filing is listed with its check', async ({
  page,
}) => {
  const employee = await addEmployee(page.request, await companyToken(page.request, 'corporate'), {
    firstName: 'Ngozi',
    position: 'Buyer',
    ...noPassport,
  });
  const name = `${employee.firstName} ${employee.lastName}`;
  await openDashboard(page);
  await searchEmployees(page, employee.email);
  const row = page.getByRole('row').filter({ hasText: employee.email });
  await expect(row).toContainText('No passport on file');
  await row.getByRole('button', { name: `New Application for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Visa Application' });
  await expect(dialog.getByRole('alert')).toHaveText(
    `${name}'s travel profile has no nationality, passport number, passport expiry date, date of birth. A visa application needs them: add them to the profile first.Edit profile`,
  );
  await pickCountry(page, 'Destination Country', 'Japan');
  await dialog.getByLabel(/^Purpose of Travel/).fill('Supplier audit in Osaka');

  await dialog.getByRole('button', { name: `Edit profile of ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await pickCountry(page, 'Nationality', 'Nigeria');
  await edit.getByLabel(/^Passport Number/).fill('a56786789');
  await edit.getByLabel(/^Passport Expiry/).fill('2035-01-31');
  await edit.getByLabel(/^Date of Birth/).fill('1989-09-14');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Employee updated')).toBeVisible();
  await expect(edit).toBeHidden();

  // Back in the application, with what was typed kept and the passport on file.
  const passport = dialog.getByRole('group', { name: `${name}'s passport` });
  await expect(passport).toContainText('Nigeria · •••••6789');
  await expect(passport).toContainText('Expires 31 Jan 2035');
  await expect(dialog.getByLabel(/^Purpose of Travel/)).toHaveValue('Supplier audit in Osaka');
  await dialog.getByLabel(/^Travel Date/).fill(dayFromToday(40));
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Visa application submitted successfully')).toBeVisible();

  await expect(row).toContainText('Nigeria · •••••6789');
  await page.getByRole('tab', { name: 'Visa Applications' }).click();
  const filed = page
    .getByRole('table', { name: 'Visa applications' })
    .getByRole('row')
    .filter({ hasText: employee.email });
  await expect(filed).toContainText('Japan');
  await expect(filed).toContainText('Visa required · Nigeria passport');
  await expect(filed).toContainText(/0 of \d+ documents/);
});

test('filing where the passport needs no visa is refused with the reason, and the form is kept', async ({
  page,
}) => {
  const employee = await addEmployee(page.request, await companyToken(page.request, 'corporate'), {
    firstName: 'Harriet',
    position: 'Consultant',
    nationality: 'GB',
    passportExpiry: dayFromToday(100),
  });
  await openDashboard(page, '?tab=applications');
  await page.getByRole('button', { name: 'New Application', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Visa Application' });
  await dialog.getByRole('combobox', { name: /^Employee/ }).click();
  await page
    .getByRole('option', { name: `${employee.firstName} ${employee.lastName} - Consultant` })
    .first()
    .click();
  await expect(dialog.getByRole('group', { name: /passport$/ })).toContainText('United Kingdom · •••••6789');
  await pickCountry(page, 'Destination Country', 'India');
  await dialog.getByLabel(/^Purpose of Travel/).fill('Partner workshop in Tokyo');
  await dialog.getByLabel(/^Travel Date/).fill(dayFromToday(20));
  // The destination's own passport rule shows before submitting: India asks 6 months from arrival.
  await expect(dialog.getByRole('alert')).toContainText('6 months after you arrive, as India requires');
  // Japan's rule is not in our data: a passport that lasts past the travel date is not flagged for it.
  await pickCountry(page, 'Destination Country', 'Japan');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Failed to submit application')).toBeVisible();
  await expect(
    dialog.getByText(
      'No visa needed: holders of a United Kingdom passport can enter Japan without a visa for up to 90 days, so there is nothing to file.',
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel(/^Purpose of Travel/)).toHaveValue('Partner workshop in Tokyo');
  await expect(dialog.getByRole('combobox', { name: 'Destination Country' })).toHaveValue('Japan');
});
