import type { APIRequestContext } from '@playwright/test';
import { adminToken } from '../support/admin';
import { createSubmittedApplication, pdfFile } from '../support/applications';
import { bearer, expect, signInAsNewTraveller, test } from '../support/fixtures';

// The application is built and reviewed through the API first, which takes a while on a busy machine.
test.slow();

const hotelBooking = 'Hotel booking confirmation';
const hotelNote = 'Please include every night of your stay.';
const rejectionReason = 'The scan is unreadable';

/** The traveller's uploaded file with the given name, as the documents list returns it. */
const documentIdOf = async (
  request: APIRequestContext,
  token: string,
  applicationId: string,
  name: string,
) => {
  const response = await request.get(`/api/documents?applicationId=${applicationId}`, {
    headers: bearer(token),
  });
  expect(response.ok()).toBe(true);
  const { items } = ((await response.json()) as { data: { items: { id: string; fileName: string }[] } }).data;
  const document = items.find((item) => item.fileName === name);
  if (!document) throw new Error(`no uploaded file named ${name}`);
  return document.id;
};

test('a traveller sees what the agent requested and rejected, and uploads the requested document', async ({
  page,
}) => {
  const { token } = await signInAsNewTraveller(page);
  const application = await createSubmittedApplication(page.request, token, { toCountry: 'CN' });
  const [rejectedType] = application.requiredDocuments;
  if (!rejectedType) throw new Error('the application asks for no documents');

  const admin = bearer(await adminToken(page.request));
  const requested = await page.request.post(`/api/visa-applications/${application.id}/document-requests`, {
    headers: admin,
    data: { type: hotelBooking, note: hotelNote },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const documentId = await documentIdOf(page.request, token, application.id, 'document-1.pdf');
  const rejected = await page.request.post(
    `/api/visa-applications/${application.id}/documents/${documentId}/reject`,
    { headers: admin, data: { reason: rejectionReason } },
  );
  expect(rejected.status(), await rejected.text()).toBe(200);

  await page.goto(`/applications/${application.id}`);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  // Submitted, document requested, document rejected: all unread until the traveller reads them.
  await expect
    .poll(async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]))
    .toBeGreaterThanOrEqual(2);

  const requests = page.getByRole('region', { name: 'Documents requested' });
  await expect(page.getByText('Your agent asked for 2 more documents.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to documents' }).click();
  await expect(requests).toBeFocused();
  await expect(requests).toBeInViewport({ ratio: 0.9 });
  const hotelRequest = requests.getByRole('listitem').filter({ hasText: hotelBooking });
  await expect(hotelRequest).toContainText(hotelNote);
  await expect(hotelRequest).toContainText(/Requested \d{1,2} \w{3,4} \d{4}/);
  // Rejecting a file asks for a new one of the same type, with the reason as the note.
  await expect(requests.getByRole('listitem').filter({ hasText: rejectedType })).toContainText(
    rejectionReason,
  );

  const documents = page.getByRole('list', { name: 'Documents', exact: true });
  const rejectedItem = documents.getByRole('listitem').filter({ hasText: rejectedType });
  await expect(rejectedItem).toContainText('document-1.pdf');
  await expect(rejectedItem).toContainText('Rejected');
  await expect(rejectedItem).toContainText(`Reason: ${rejectionReason}`);
  await expect(rejectedItem).toContainText('A new file is needed');
  await expect(page.getByRole('region', { name: 'Documents', exact: true })).toContainText(
    'only documents your agent requests can be added',
  );

  const choosing = page.waitForEvent('filechooser');
  await hotelRequest.getByRole('button', { name: 'Upload' }).click();
  await (await choosing).setFiles(pdfFile('hotel-booking.pdf'));
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(hotelRequest).toHaveCount(0);
  await expect(requests.getByRole('listitem')).toHaveCount(1);
  const hotelItem = documents.getByRole('listitem').filter({ hasText: hotelBooking });
  await expect(hotelItem.getByRole('button', { name: 'Download hotel-booking.pdf' })).toBeVisible();
  await expect(hotelItem).not.toContainText('Rejected');

  await page.reload();
  await expect(requests.getByRole('listitem').filter({ hasText: hotelBooking })).toHaveCount(0);
  await expect(hotelItem).toContainText('hotel-booking.pdf');
});
