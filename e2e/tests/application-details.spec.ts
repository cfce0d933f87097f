import { createDraft, createSubmittedApplication, pdfFile } from '../support/applications';
import { expect, signInAsNewTraveller, test } from '../support/fixtures';

// Each test builds its application through the API first, which takes a while on a busy machine.
test.slow();

test('a submitted application shows its timeline, documents, fees and the message thread', async ({
  page,
}) => {
  const { token } = await signInAsNewTraveller(page);
  const application = await createSubmittedApplication(page.request, token, {
    fromCountry: 'NG',
    toCountry: 'CN',
  });

  await page.goto(`/applications/${application.id}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `China application · Reference ${application.referenceNumber}`,
    }),
  ).toBeVisible();

  const timeline = page.getByRole('region', { name: 'Status timeline' });
  const steps = timeline.getByRole('listitem');
  await expect(steps.nth(0)).toContainText('DRAFT');
  await expect(steps.nth(0)).toContainText('by Nina Traveller');
  await expect(steps.nth(1)).toContainText('PENDING');
  await expect(steps.nth(1)).toContainText('by Nina Traveller');
  await expect(steps.nth(1)).toContainText('Submitted by the applicant');
  await expect(steps.nth(1)).toContainText(String(new Date().getFullYear()));
  await expect(steps.nth(2)).toContainText('Next: An agent reviews your application');

  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText("China's passport validity rule is not in our data");
  await expect(documents).toContainText('documents are locked');
  await expect(documents.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download document-1.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('document-1.pdf');

  const fees = page.getByRole('region', { name: 'Fees and payment' });
  await expect(fees).toContainText('$25.00');
  await expect(fees).toContainText("Government feeNot known: set by the destination's authority, paid to it");
  await expect(fees).toContainText('Unpaid');
  await expect(fees.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/payment?application=${application.id}`,
  );

  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages).toContainText('Assigned agent:');
  await expect(messages).toContainText('No messages yet');
  await messages.getByLabel(/^Your message/).fill('When will my application be reviewed?');
  await messages.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  const thread = messages.getByRole('list', { name: 'Message thread' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread).toContainText('When will my application be reviewed?');
  await expect(thread.getByRole('listitem').first()).toContainText(/^You Applicant ·/);
  await expect(messages.getByLabel(/^Your message/)).toHaveValue('');

  await page.reload();
  await expect(thread).toContainText('When will my application be reviewed?');
});

test('a draft takes uploads on its page and says no agent is assigned yet', async ({ page }) => {
  const { token } = await signInAsNewTraveller(page);
  const draft = await createDraft(page.request, token, { toCountry: 'FR' });

  await page.goto(`/applications/${draft.id}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('Not uploaded yet');
  await documents.getByLabel('Upload Return or onward ticket').setInputFiles(pdfFile('ticket.pdf'));
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Download ticket.pdf' })).toBeVisible();
  await documents.getByRole('button', { name: 'Remove ticket.pdf' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Download ticket.pdf' })).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Fees and payment' })).toContainText('Not due yet');
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText(
    'An agent will be assigned when you submit the application.',
  );
  await expect(page.getByRole('region', { name: 'Status timeline' })).toContainText(
    'Next: Submit the application',
  );
  await page.getByRole('link', { name: 'Continue editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/application\\?id=${draft.id}$`));
});

test('another traveller’s application is not found', async ({ page }) => {
  const owner = await signInAsNewTraveller(page);
  const application = await createDraft(page.request, owner.token, { toCountry: 'FR' });
  // The later session is the one the page uses.
  await signInAsNewTraveller(page);

  await page.goto(`/applications/${application.id}`);
  await expect(page.getByRole('heading', { name: 'Application not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Applications' }).click();
  await expect(page).toHaveURL(/\/applications$/);
});
