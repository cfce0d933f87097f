import { createAssignedApplication, openAssignedApplication } from '../support/agent-dashboard';
import { expect, test } from '../support/fixtures';

// The application is built through the API first, which takes a while on a busy machine.
test.slow();

const unreadableScan = 'The scan is unreadable';
const rejectionReason = 'The purpose of travel is not supported by the documents';

test('an agent can only make allowed moves, and a rejection or a rejected document needs a reason', async ({
  page,
}) => {
  const { application } = await createAssignedApplication(page);
  const { dialog, offeredStatuses, chooseStatus } = await openAssignedApplication(
    page,
    application.referenceNumber,
  );

  // A rejected document needs a reason too; the applicant is asked for a new file.
  const documents = dialog.getByRole('list', { name: 'Uploaded documents' });
  await documents.getByRole('button', { name: 'Reject document-1.pdf' }).click();
  const rejectFile = dialog.getByRole('form', { name: 'Reject document-1.pdf' });
  await rejectFile.getByRole('button', { name: 'Reject document' }).click();
  await expect(rejectFile.getByText('A rejection needs a reason the applicant can read')).toBeVisible();
  await rejectFile.getByRole('textbox', { name: 'Reason for rejection' }).fill(unreadableScan);
  await rejectFile.getByRole('button', { name: 'Reject document' }).click();
  await expect(page.getByText('Document rejected; the applicant has been asked for a new one')).toBeVisible();
  const rejectedFile = documents.getByRole('listitem').filter({ hasText: 'document-1.pdf' });
  await expect(rejectedFile).toContainText('Rejected');
  await expect(rejectedFile).toContainText(unreadableScan);
  await expect(rejectedFile.getByRole('button', { name: 'Reject document-1.pdf' })).toHaveCount(0);

  // Pending: review, approve or reject; a rejection without a reason is refused on the field.
  expect(await offeredStatuses()).toEqual(['IN REVIEW', 'APPROVED', 'REJECTED']);
  await chooseStatus('REJECTED');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByText('A rejection needs a reason the applicant can read')).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Status history' }).getByRole('listitem').first(),
  ).toContainText('PENDING');

  await chooseStatus('IN REVIEW');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Application status updated successfully')).toBeVisible();
  expect(await offeredStatuses()).toEqual(['APPROVED', 'REJECTED']);

  await chooseStatus('REJECTED');
  await dialog.getByRole('textbox', { name: 'Reason for rejection' }).fill(rejectionReason);
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: `Rejected: ${rejectionReason}` })).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Status history' }).getByRole('listitem').first(),
  ).toContainText(`Reason: ${rejectionReason}`);
  // A rejected application can only be reopened for review.
  expect(await offeredStatuses()).toEqual(['IN REVIEW']);
  await expect(dialog.getByRole('form', { name: 'Request a document' })).toHaveCount(0);
});
