import type { Locator, Page } from '@playwright/test';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';
import { passportScan } from '../support/passport-scans';

// Small files of each kind, made here: the server judges uploads by their first bytes.
const pdf = {
  name: 'bank-statement.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};
const jpeg = {
  name: 'photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(32),
    Buffer.from([0xff, 0xd9]),
  ]),
};
const renamedProgram = {
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
};

// Each test walks a whole journey through several pages.
test.describe.configure({ timeout: 90_000 });

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const arrival = daysFromNow(30);
const departure = daysFromNow(44);

// Fields needed to submit carry an asterisk after their label.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

const monthsAfter = (date: string, months: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
};

type Trip = { from: [code: string, name: string]; to: [code: string, name: string] };
const germanyToIndia: Trip = { from: ['DE', 'Germany'], to: ['IN', 'India'] };

/** Checks a trip (Germany → India) for business on the visa check, starts the application and creates the draft. */
const startApplication = async (page: Page, { from, to }: Trip = germanyToIndia) => {
  await page.goto(`/visa-check?from=${from[0]}&to=${to[0]}&purpose=business`);
  await page
    .getByRole('region', { name: `${from[1]} to ${to[1]}` })
    .getByRole('link', { name: 'Start Application' })
    .click();
  await expect(page.getByRole('heading', { name: 'Start your application' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requirements for this trip' })).toContainText(
    'Invitation letter from the company you will visit',
  );
  await page.getByRole('button', { name: 'Continue to personal details' }).click();
  await expect(page).toHaveURL(/\/application\?id=[0-9a-f-]{36}&step=personal$/);
  await expect(stepHeading(page, 'Personal details')).toBeVisible();
  return new URL(page.url()).searchParams.get('id') ?? '';
};

const chooseFile = async (page: Page, button: Locator, file: typeof pdf) => {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
};

const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /saved|Saving|Unsaved/ });

test('a new traveller applies from the visa check through every step, fixes bad input and submits', async ({
  page,
}) => {
  await signInAsNewTraveller(page);
  const id = await startApplication(page);

  // The profile fills in what it knows.
  await expect(field(page, 'First name')).toHaveValue('Nina');
  await expect(field(page, 'Last name')).toHaveValue('Traveller');
  await expect(field(page, 'Date of birth')).toHaveValue('1990-04-12');
  await expect(field(page, 'Phone number')).toHaveValue('+49 30 1234567');

  // A bad email is named on the field, keeps its text and holds the traveller on the step.
  await field(page, 'Email').fill('nina-at-example');
  await field(page, 'Place of birth').click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Personal details')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue('nina-at-example');
  await field(page, 'Email').fill('nina@example.com');
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();

  await field(page, 'Place of birth').fill('Hamburg');
  await field(page, 'Gender').selectOption('Female');
  await field(page, 'Marital status').selectOption('Single');
  await field(page, 'Occupation').fill('Engineer');
  await field(page, 'Street address').fill('Unter den Linden 1');
  await field(page, 'City').fill('Berlin');
  await field(page, 'Postal code').fill('10117');
  await field(page, 'Country of residence').fill('Germany');
  await next(page);

  await expect(page).toHaveURL(/step=passport$/);
  await field(page, 'Passport number').fill('C01X00T47');
  await field(page, 'Passport expiry date').fill(daysFromNow(3000));
  await next(page);

  await expect(stepHeading(page, 'Travel plans')).toBeVisible();
  await field(page, 'Planned arrival date').fill(arrival);
  await field(page, 'Planned departure date').fill(departure);
  await field(page, 'Intended length of stay').fill('2 weeks');
  await field(page, 'Accommodation address').fill('Taj Palace, Sardar Patel Marg, New Delhi');
  await field(page, 'Purpose of visit').fill('Meetings with our Delhi office');
  await next(page);

  await expect(stepHeading(page, 'Emergency contact')).toBeVisible();
  await field(page, 'Full name').fill('Jonas Traveller');
  await field(page, 'Relationship').fill('Brother');
  await field(page, 'Phone number').fill('+49 40 7654321');
  await next(page);

  await expect(stepHeading(page, 'Documents')).toBeVisible();
  const uploadButtons = page.getByRole('button', { name: /^Upload file for (?!other document)/ });
  const items = (await uploadButtons.evaluateAll((buttons) => buttons.map((button) => button.ariaLabel))).map(
    (label) => (label ?? '').replace('Upload file for ', ''),
  );
  expect(items.length).toBeGreaterThan(2);

  // A program renamed .pdf passes the browser's check but the server reads its content and refuses it.
  const firstItem = page.getByRole('region', { name: items[0], exact: true });
  await chooseFile(page, firstItem.getByRole('button', { name: /^Upload file/ }), renamedProgram);
  await expect(firstItem.getByRole('alert')).toContainText(
    'passport.pdf: Only PDF, JPEG and PNG files can be uploaded',
  );
  await expect(firstItem.getByText('Missing', { exact: true })).toBeVisible();

  // Every item but the last gets a file: the photo a JPEG, the rest PDFs.
  for (const item of items.slice(0, -1)) {
    const region = page.getByRole('region', { name: item, exact: true });
    await chooseFile(
      page,
      region.getByRole('button', { name: /^Upload file/ }),
      item.includes('photo') ? jpeg : pdf,
    );
    await expect(region.getByText('Uploaded', { exact: true })).toBeVisible();
  }
  await expect(firstItem.getByRole('button', { name: pdf.name, exact: true })).toBeVisible();

  // The review names what is missing, links to it, and will not submit yet.
  await next(page);
  await expect(stepHeading(page, 'Review & submit')).toBeVisible();
  const lastItem = items.at(-1) ?? '';
  const missing = page.getByRole('link', { name: `Upload: ${lastItem}` });
  await expect(missing).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  await missing.click();
  await expect(stepHeading(page, 'Documents')).toBeVisible();
  const lastRegion = page.getByRole('region', { name: lastItem, exact: true });
  await chooseFile(page, lastRegion.getByRole('button', { name: /^Upload file/ }), pdf);
  await expect(lastRegion.getByText('Uploaded', { exact: true })).toBeVisible();
  await next(page);

  await expect(
    page.getByText('Everything is filled in. Check the details below, then submit.'),
  ).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal).toContainText('nina@example.com');
  await expect(personal).toContainText('Female');
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees).toContainText('Total');
  await expect(fees).toContainText(/[$€£₹]\s?\d/);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page
    .getByRole('dialog', { name: 'Submit your application?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();

  await expect(page.getByText('Application submitted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}$`));

  // The draft link now says it was submitted and points to the application.
  await page.goto(`/application?id=${id}`);
  await expect(page.getByText('This application has been submitted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View application' })).toHaveAttribute(
    'href',
    `/applications/${id}`,
  );

  await page.goto('/applications');
  const reference = id.slice(0, 8).toUpperCase();
  // The list loads its page and data first: on a busy machine that can take longer than one assertion.
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('PENDING', {
    timeout: 15_000,
  });
});

test('the draft saves as the traveller types and resumes where they left it', async ({ page }) => {
  await signInAsNewTraveller(page);
  const id = await startApplication(page);

  await field(page, 'Place of birth').fill('Hamburg');
  await expect(saveStatus(page)).toHaveText('All changes saved');
  // Leaving straight after typing still saves the last edit.
  await field(page, 'Occupation').fill('Engineer');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/applications/${id}`) && response.request().method() === 'PUT',
  );
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect((await saved).ok()).toBe(true);

  await page.goto(`/application?id=${id}&step=personal`);
  await expect(field(page, 'Place of birth')).toHaveValue('Hamburg');
  await expect(field(page, 'Occupation')).toHaveValue('Engineer');

  // Coming back through the visa check offers the same draft instead of a new one.
  await page.goto('/visa-check?from=DE&to=IN&purpose=business');
  await page
    .getByRole('region', { name: 'Germany to India' })
    .getByRole('link', { name: 'Start Application' })
    .click();
  await expect(page.getByText('You have a draft for this trip')).toBeVisible();
  await page.getByRole('link', { name: 'Resume draft' }).click();
  // It reopens at the step the draft was left on.
  await expect(page).toHaveURL(new RegExp(`/application\\?id=${id}$`));
  await expect(stepHeading(page, 'Personal details')).toBeVisible();
  await expect(field(page, 'Occupation')).toHaveValue('Engineer');

  // A refresh keeps the step.
  await next(page);
  await expect(page).toHaveURL(/step=passport$/);
  await page.reload();
  await expect(stepHeading(page, 'Passport')).toBeVisible();
});

test("the passport is checked against India's own rule, with its source, before submitting", async ({
  page,
}, testInfo) => {
  await signInAsNewTraveller(page);
  const id = await startApplication(page);
  await page.goto(`/application?id=${id}&step=travel`);
  await field(page, 'Planned arrival date').fill(arrival);
  await field(page, 'Planned departure date').fill(departure);
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await expect(stepHeading(page, 'Passport')).toBeVisible();
  await expect(page.getByText('Passport valid at least 6 months from the date you arrive')).toBeVisible();
  // Three months after departure: enough for the Schengen states, not for India's 6 months from arrival.
  await field(page, 'Passport expiry date').fill(daysFromNow(44 + 90));
  const flag = page.getByRole('alert', { name: 'Passport check' });
  await expect(flag).toContainText(
    `Passport must be valid until at least ${monthsAfter(arrival, 6)}, 6 months after you arrive, as India requires`,
  );
  await expect(
    flag.getByRole('link', { name: 'https://indianvisaonline.gov.in/evisa/tvoa.html' }),
  ).toBeVisible();
  await expect(flag).toContainText('recorded by VisaBridge on 2026-11-28 from');
  await page.screenshot({ path: testInfo.outputPath('passport-check-india.png'), fullPage: true });
  await next(page);
  await expect(stepHeading(page, 'Travel plans')).toBeVisible();
  await expect(flag).toBeVisible();

  await page.getByRole('button', { name: 'Review & submit' }).click();
  await expect(page.getByRole('link', { name: /^Passport must be valid until at least/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();

  await page.getByRole('link', { name: /^Passport must be valid until at least/ }).click();
  await field(page, 'Passport expiry date').fill(daysFromNow(44 + 400));
  await expect(flag).toBeHidden();
});

test('a passport 4 months past departure passes for Germany, and one issued 11 years ago is flagged', async ({
  page,
}, testInfo) => {
  await signInAsNewTraveller(page);
  const id = await startApplication(page, { from: ['IN', 'India'], to: ['DE', 'Germany'] });
  await page.goto(`/application?id=${id}&step=travel`);
  await field(page, 'Planned arrival date').fill(arrival);
  await field(page, 'Planned departure date').fill(departure);
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await expect(stepHeading(page, 'Passport')).toBeVisible();
  await field(page, 'Passport expiry date').fill(monthsAfter(departure, 4));
  const flag = page.getByRole('alert', { name: 'Passport check' });
  await field(page, 'Passport issue date').fill(monthsAfter(arrival, -12 * 11));
  await expect(flag).toContainText('the Schengen area admits only passports issued within the 10 years');
  await expect(flag).not.toContainText('must be valid until');
  await expect(
    flag.getByRole('link', { name: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32016R0399' }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('passport-check-schengen.png'), fullPage: true });
  await field(page, 'Passport issue date').fill(monthsAfter(arrival, -12 * 9));
  await expect(flag).toBeHidden();
});

test('a passport scan is read on the upload step and its details are taken into the form on request', async ({
  page,
}) => {
  await signInAsNewTraveller(page);
  const id = await startApplication(page);
  await page.goto(`/application?id=${id}&step=documents`);
  await expect(stepHeading(page, 'Documents')).toBeVisible();

  // The checklist's passport item (not the photo) gets a scan whose zone names another surname.
  const item = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 3, name: /passport/i }) })
    .filter({ hasNot: page.getByRole('heading', { level: 3, name: /photo/i }) })
    .first();
  const scan = await passportScan({
    documentNumber: 'L4821937',
    surname: 'VAN DER BERG',
    givenNames: 'NINA MARIA',
    nationality: 'D',
    birthDate: '1990-04-12',
    sex: 'female',
    expiryDate: '2034-05-01',
  });
  await chooseFile(page, item.getByRole('button', { name: /^Upload file/ }), scan);
  const check = item.getByRole('status').filter({ hasText: /Checking…|Passport read/ });
  await expect(check).toContainText('Passport read', { timeout: 30_000 });
  await expect(check).toContainText('L4821937');
  await expect(check).toContainText('VAN DER BERG');
  await expect(check).toContainText('Germany (D)');
  await expect(check).toContainText(
    'Problem: The passport reads surname VAN DER BERG, but the application says Traveller.',
  );
  await expect(check.getByRole('link', { name: 'Correct it in Personal details' }).first()).toHaveAttribute(
    'href',
    `/application?id=${id}&step=personal`,
  );

  // Nothing changes until the traveller has seen each change and agreed to it.
  await check.getByRole('button', { name: 'Use these details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use the details read from your passport?' });
  const changes = dialog.getByRole('list', { name: 'Fields that will change' });
  await expect(changes).toContainText('Passport number: from empty to L4821937');
  await expect(changes).toContainText('Last name: from Traveller to Van Der Berg');
  await expect(changes).toContainText('First name: from Nina to Nina Maria');
  await expect(changes).toContainText('Gender: from empty to Female');
  await expect(changes.getByRole('listitem')).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Change these fields' }).click();
  await expect(page.getByText('5 fields taken from your passport')).toBeVisible();

  // Saved as any edit is, the check now finds the passport and the application agree.
  await expect(saveStatus(page)).toHaveText('All changes saved');
  await expect(check).toContainText('The passport matches the application.');
  await page.goto(`/application?id=${id}&step=passport`);
  await expect(field(page, 'Passport number')).toHaveValue('L4821937');
  await expect(field(page, 'Passport expiry date')).toHaveValue('2034-05-01');
  await page.goto(`/application?id=${id}&step=personal`);
  await expect(field(page, 'Last name')).toHaveValue('Van Der Berg');
  await expect(field(page, 'First name')).toHaveValue('Nina Maria');
});
