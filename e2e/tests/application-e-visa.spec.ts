import type { Page } from '@playwright/test';
import { createFilledDraft, jpegFile, pdfFile } from '../support/applications';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a traveller applies for an Indian e-visa with their passport and photo only, and sees the approval as what they receive', async ({
  page,
}) => {
  const { token } = await signInAsNewTraveller(page);
  const draft = await createFilledDraft(page.request, token, { toCountry: 'IN', purpose: 'tourist' });

  await page.goto(`/application?id=${draft.id}&step=travel`);
  await expect(stepHeading(page, 'Travel plans')).toBeVisible();
  // India's e-visa questions are not in our data, so none are asked.
  await expect(page.getByRole('heading', { name: /Questions from the authorities/ })).toBeHidden();
  await next(page);
  await next(page);

  await expect(stepHeading(page, 'Documents')).toBeVisible();
  const uploads = page.getByRole('button', { name: /^Upload file for (?!other document)/ });
  await expect(uploads).toHaveCount(2);
  const received = page.getByRole('region', { name: 'What you will receive' });
  await expect(received).toContainText('E-visa approval');
  await expect(received).toContainText('your agent adds it to this application');
  await expect(received.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'To carry when you travel' })).toContainText(
    'Return or onward ticket',
  );

  const labels = await uploads.evaluateAll((buttons) => buttons.map((button) => button.ariaLabel ?? ''));
  for (const label of labels) {
    const item = label.replace('Upload file for ', '');
    const region = page.getByRole('region', { name: item, exact: true });
    const chooser = page.waitForEvent('filechooser');
    await region.getByRole('button', { name: /^Upload file/ }).click();
    await (await chooser).setFiles(/photo/i.test(item) ? jpegFile() : pdfFile('passport.pdf'));
    await expect(region.getByText('Uploaded', { exact: true })).toBeVisible();
  }
  await screenshot(page, 'documents-step');

  await next(page);
  await expect(stepHeading(page, 'Review & submit')).toBeVisible();
  await expect(
    page.getByText('Everything is filled in. Check the details below, then submit.'),
  ).toBeVisible();
  await screenshot(page, 'review-step');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page
    .getByRole('dialog', { name: 'Submit your application?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(page.getByText('Application submitted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/applications/${draft.id}$`));
});

test('a traveller to the United States answers the ESTA questions on the travel step before submitting', async ({
  page,
}) => {
  const { token } = await signInAsNewTraveller(page);
  const draft = await createFilledDraft(page.request, token, { toCountry: 'US', purpose: 'tourist' });

  await page.goto(`/application?id=${draft.id}&step=review`);
  await expect(stepHeading(page, 'Review & submit')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  await page.getByRole('link', { name: /Answer: Have you ever been convicted/ }).click();

  await expect(stepHeading(page, 'Travel plans')).toBeVisible();
  const questions = page.getByRole('region', { name: 'Questions from the authorities' });
  await questions
    .getByRole('radiogroup', { name: /convicted of a criminal offence/ })
    .getByLabel('No')
    .check();
  await questions
    .getByRole('radiogroup', { name: /refused a visa/ })
    .getByLabel('Yes')
    .check();
  await screenshot(page, 'travel-step-questions');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await next(page);
  await next(page);

  await expect(stepHeading(page, 'Review & submit')).toBeVisible();
  const answers = page.getByRole('region', { name: 'Questions from the authorities' });
  await expect(answers).toContainText('No');
  await expect(answers).toContainText('Yes');
  await expect(page.getByRole('link', { name: /^Answer:/ })).toHaveCount(0);
});
