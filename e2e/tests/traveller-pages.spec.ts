import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createDraft, pdfFile, uploadPdf } from '../support/applications';
import {
  expect,
  pickCountry,
  signInAsInvitedTraveller,
  signInAsNewTraveller,
  test,
} from '../support/fixtures';

type Intelligence = {
  passport: { code: string; name: string } | null;
  visaFreeCount: number;
  visaOnArrivalCount: number;
  electronicCount: number;
  visaFreeExamples: { name: string; stayDays: number | null }[];
};

const travelIntelligence = async (page: Page, token: string) => {
  const response = await page.request.get('/api/dashboard/individual', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { travelIntelligence: Intelligence } }).data.travelIntelligence;
};

/** The value of a labelled figure (a description list term and its definition). */
const figureValue = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('/documents lists every uploaded file with its application and downloads it', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  const draft = await createDraft(page.request, token, { toCountry: 'IN' });
  const type = draft.requiredDocuments[0] ?? 'Passport';
  await uploadPdf(page.request, token, draft.id, type, 'my-passport.pdf');

  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'My documents' })
    .getByRole('row')
    .filter({ hasText: 'my-passport.pdf' });
  await expect(row).toContainText(type);
  await expect(row).toContainText('DRAFT');
  await expect(row.getByRole('link', { name: `India · ${draft.referenceNumber}` })).toHaveAttribute(
    'href',
    `/applications/${draft.id}`,
  );

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download my-passport.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-passport.pdf');
  expect(readFileSync(await file.path())).toEqual(pdfFile().buffer);
  await expect(page.getByText('Downloading my-passport.pdf')).toBeVisible();
});

test('/documents shows an empty state before the first upload', async ({ page }) => {
  await signInAsNewTraveller(page);
  await page.goto('/documents');
  await expect(page.getByText('No documents yet')).toBeVisible();
  await page.getByRole('link', { name: 'Check visa requirements' }).click();
  await expect(page).toHaveURL(/\/visa-check$/);
});

test('/verification shows an unverified email and sends a new link', async ({ page }) => {
  const { user } = await signInAsNewTraveller(page);
  await page.goto('/verification');
  await expect(page.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('We have sent a new verification link to your email.')).toBeVisible();
  await page.getByRole('button', { name: 'I have verified, check again' }).click();
  await expect(page.getByText('Your email is not verified yet.')).toBeVisible();
});

test('/travel-intelligence shows what the data says for a German passport', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page, { nationality: 'DE' });
  const expected = await travelIntelligence(page, token);
  expect(expected.passport?.code).toBe('DE');
  expect(expected.visaFreeCount).toBeGreaterThan(100);

  await page.goto('/travel-intelligence');
  await expect(page.getByRole('heading', { name: 'Your Germany passport' })).toBeVisible();
  await expect(figureValue(page, 'Visa-free')).toHaveText(String(expected.visaFreeCount));
  await expect(figureValue(page, 'Visa on arrival')).toHaveText(String(expected.visaOnArrivalCount));
  await expect(figureValue(page, 'eVisa or eTA')).toHaveText(String(expected.electronicCount));
  const examples = page
    .getByRole('region', { name: `Visa-free destinations (${expected.visaFreeCount})` })
    .getByRole('listitem');
  await expect(examples).toHaveCount(expected.visaFreeCount);
  await expect(examples.first()).toHaveText(/Georgia · 360 days/);
  await examples.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/visa-check\?from=DE&to=GE&purpose=tourist$/);
});

test('/travel-intelligence explains what is missing when the nationality is unknown, and the profile sets it', async ({
  page,
}) => {
  await signInAsInvitedTraveller(page);
  await page.goto('/travel-intelligence');
  await expect(page.getByText('We cannot tell which passport you hold.')).toBeVisible();
  await page.getByRole('link', { name: 'Update profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await pickCountry(page, /^Nationality/, 'Netherlands', 'holland');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.goto('/travel-intelligence');
  await expect(page.getByRole('heading', { name: 'Your Netherlands passport' })).toBeVisible();
});

test('/travel-history says how trips appear before any application is approved', async ({ page }) => {
  await signInAsNewTraveller(page);
  await page.goto('/travel-history');
  await expect(page.getByRole('heading', { name: 'Travel History', level: 1 })).toBeVisible();
  await expect(page.getByText('No trips yet')).toBeVisible();
});

test('/help answers questions with a search and is open to visitors', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Help & Support', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search the help' });
  await search.fill('10 MB');
  await expect(page.getByText('1 answer found')).toBeVisible();
  await expect(page.getByText('PDF, JPEG and PNG files of up to 10 MB each.')).toBeVisible();

  await search.fill('teleportation');
  await expect(page.getByText('No answers match "teleportation"')).toBeVisible();

  await search.fill('');
  await page.getByRole('button', { name: 'What do the statuses mean?' }).click();
  await expect(page.getByText(/IN REVIEW: an agent is checking it/)).toBeVisible();
  await expect(page.getByText('Support hours: Mon-Fri 09:00-17:00 UTC.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email support@visabridge.test' })).toHaveAttribute(
    'href',
    'mailto:support@visabridge.test',
  );
  await expect(page.getByRole('link', { name: 'All questions on the FAQ page' })).toHaveAttribute(
    'href',
    '/faq',
  );
  await page.getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
});
