import type { Page } from '@playwright/test';
import { openAdminTab } from '../support/admin';
import { expect, signInAs, test } from '../support/fixtures';
import { axeViolationsIn, screenshot } from '../support/look';

/** How long a write may take: it reloads the checker's data, slow on a busy machine. */
const saved = 20_000;
const thaiSource = 'https://www.thaievisa.go.th';

/** The public checker's answer for a US citizen going to Thailand, as drawn from its address. */
const checkUsToThailand = async (page: Page) => {
  await page.goto('/visa-check?from=US&to=TH');
  const result = page.getByRole('region', { name: /^United States to / });
  await expect(result).toBeVisible();
  return result;
};

/** A screenshot as a 412px-wide phone shows the screen, then the window as it was. */
const lookOnPhone = async (page: Page, name: string, fullPage = false) => {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 412, height: 915 });
  await screenshot(page, `${name}-phone`, fullPage);
  if (size) await page.setViewportSize(size);
};

const openEntryConditions = async (page: Page) => {
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Entry Conditions');
  await expect(page.getByRole('table', { name: 'Entry conditions' })).toBeVisible();
};

test('an admin records a destination’s entry conditions the checker states at once, then deletes them', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'admin');
  const before = await checkUsToThailand(page);
  await expect(before.getByText(/^Thailand's passport validity rule is not in our data/)).toBeVisible();

  await openEntryConditions(page);
  const india = page.getByRole('row').filter({ hasText: 'India' });
  await expect(india).toHaveCount(1);
  await expect(india).toContainText('Shipped');
  await expect(india).toContainText('6 months beyond arrival');
  await expect(india).toContainText('2 blank pages');
  await expect(india).toContainText('Square, at least 350 px');
  await expect(india).toContainText('Recorded by VisaBridge on 28 Nov 2026');
  const source = india.getByRole('link', { name: /Source of entry conditions for India/ });
  await expect(source).toHaveAttribute('href', /^https:\/\/indianvisaonline\.gov\.in/);
  await expect(source).toHaveAttribute('target', '_blank');
  // A shipped row would come back on the next start: it is edited, never deleted.
  await expect(india.getByRole('button', { name: 'Edit entry conditions for India' })).toBeVisible();
  await expect(india.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'The Schengen area' })).toHaveCount(1);
  await screenshot(page, 'entry-conditions-tab');
  await lookOnPhone(page, 'entry-conditions-tab', true);

  await page.getByRole('button', { name: 'Create Conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Entry Conditions' });
  await expect(dialog.getByLabel(/^Recorded on/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const destination = dialog.getByRole('combobox', { name: /^Destination country/ });
  // India has its conditions already: the server refuses a second row, on the destination field.
  await destination.fill('India');
  await page.getByRole('option', { name: /India/ }).click();
  await dialog.getByRole('combobox', { name: /^Passport valid/ }).click();
  await page.getByRole('option', { name: 'For the whole stay' }).click();
  await dialog.getByLabel(/^Source/).fill(thaiSource);
  await dialog.getByRole('button', { name: 'Create Conditions' }).click();
  await expect(destination).toHaveAccessibleDescription(
    'India already has entry conditions: edit them instead',
    {
      timeout: saved,
    },
  );
  await expect(dialog.getByLabel(/^Source/)).toHaveValue(thaiSource);

  await destination.fill('Thailand');
  await page.getByRole('option', { name: /Thailand/ }).click();
  await dialog.getByRole('combobox', { name: /^Passport valid/ }).click();
  await page.getByRole('option', { name: 'Some months beyond arrival' }).click();
  await dialog.getByRole('button', { name: 'Create Conditions' }).click();
  const months = dialog.getByLabel(/^Months of validity/);
  await expect(months).toHaveAccessibleDescription(
    'Say how many months the passport must be valid beyond arrival or departure',
  );
  await expect(dialog.getByLabel(/^Source/)).toHaveValue(thaiSource);
  await expect(dialog.getByRole('combobox', { name: /^Passport valid/ })).toHaveText(
    'Some months beyond arrival',
  );
  await expect(destination).toHaveValue(/Thailand/);
  await screenshot(page, 'entry-conditions-dialog', false);
  await lookOnPhone(page, 'entry-conditions-dialog');
  expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);

  await months.fill('6');
  await dialog.getByRole('button', { name: 'Create Conditions' }).click();
  await expect(page.getByText('Entry conditions created')).toBeVisible({ timeout: saved });
  await expect(dialog).toBeHidden();
  const thailand = page.getByRole('row').filter({ hasText: 'Thailand' });
  await expect(thailand).toContainText('6 months beyond arrival');
  await expect(thailand).toContainText('Blank pages not known');
  await expect(thailand).toContainText('Onward ticket: not known');
  await expect(thailand).not.toContainText('Shipped');

  // Editing shows the row as stored and saves it back unchanged.
  await thailand.getByRole('button', { name: 'Edit entry conditions for Thailand' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Entry Conditions' });
  await expect(edit.getByLabel(/^Months of validity/)).toHaveValue('6');
  await expect(edit.getByLabel(/^Source/)).toHaveValue(thaiSource);
  await expect(edit.getByRole('combobox', { name: /^Photo/ })).toHaveText('No photo recorded');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Entry conditions updated')).toBeVisible({ timeout: saved });
  await expect(thailand).toContainText('6 months beyond arrival');

  const during = await checkUsToThailand(page);
  // The checklist's passport line, and the tip saying where it comes from.
  await expect(
    during.getByText('Passport valid at least 6 months from the date you arrive (rule of Thailand)', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    during.getByText(
      /^Passport valid at least 6 months .*: recorded by VisaBridge on \d{4}-\d{2}-\d{2} from https:\/\/www\.thaievisa\.go\.th\./,
    ),
  ).toBeVisible();

  await openEntryConditions(page);
  await thailand.getByRole('button', { name: 'Delete entry conditions for Thailand' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete entry conditions' });
  await expect(confirm).toContainText('Thailand');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Entry conditions deleted')).toBeVisible({ timeout: saved });
  await expect(thailand).toHaveCount(0);

  const after = await checkUsToThailand(page);
  await expect(after.getByText(/^Thailand's passport validity rule is not in our data/)).toBeVisible();
});
