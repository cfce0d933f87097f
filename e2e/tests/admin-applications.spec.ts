import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminToken, createWorkingAgent, openAdminTab, setApplicationStatus } from '../support/admin';
import { createSubmittedApplication } from '../support/applications';
import { bearer, expect, signInAs, signInAsNewTraveller, test, uniqueEmail } from '../support/fixtures';
import { payApplication } from '../support/payments';

// Three applications are built and submitted through the API first, which takes a while on a busy machine.
test.slow();

/** Shows only the application with this reference (the list searches reference numbers). */
const findApplication = async (page: Page, reference: string) => {
  await page.getByLabel('Search applications').fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(page.getByRole('table', { name: 'Applications' }).getByRole('row')).toHaveCount(2);
  return row;
};

test('an admin changes statuses, assigns an agent, bulk-updates a mix and finds it all in the audit log', async ({
  page,
  browser,
}) => {
  const travellerContext = await browser.newContext();
  const { token } = await signInAsNewTraveller(await travellerContext.newPage());
  const request = travellerContext.request;
  const single = await createSubmittedApplication(request, token, { toCountry: 'CN' });
  const movable = await createSubmittedApplication(request, token, { toCountry: 'IN' });
  const decided = await createSubmittedApplication(request, token, { toCountry: 'VN' });
  const admin = await adminToken(request);
  await payApplication(request, token, decided.id);
  await setApplicationStatus(request, admin, decided.id, 'approved');
  const agentName = `Ravi Agent${Date.now().toString(36)}`;
  const [firstName = '', lastName = ''] = agentName.split(' ');
  // Only an agent who accepted their invitation can be given cases.
  await createWorkingAgent(request, admin, { firstName, lastName, email: uniqueEmail('agent') });
  await travellerContext.close();

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard');
  await openAdminTab(page, 'Applications');
  await expect(page).toHaveURL(/tab=applications/);

  // One change: only the moves pending allows are offered, and a rejection needs a reason.
  const row = await findApplication(page, single.referenceNumber);
  // The status shows in its column (a phone shows it under the applicant instead).
  await expect(row.getByText('PENDING').filter({ visible: true })).toBeVisible();
  await row.getByRole('button', { name: `Change status of ${single.referenceNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change status of ${single.referenceNumber}` });
  await dialog.getByRole('combobox', { name: /^New status/ }).click();
  await expect(page.getByRole('option')).toHaveText(['IN REVIEW', 'APPROVED', 'REJECTED']);
  await page.getByRole('option', { name: 'REJECTED' }).click();
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByText('A rejection needs a reason the applicant can read')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^New status/ }).click();
  await page.getByRole('option', { name: 'IN REVIEW' }).click();
  await expect(dialog.getByLabel(/^Reason for rejection/)).toBeHidden();
  await dialog.getByLabel('Note').fill('Documents checked by the admin');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Application status updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('IN REVIEW').filter({ visible: true })).toBeVisible();

  // Assigning another agent.
  await row.getByRole('button', { name: `Assign agent to ${single.referenceNumber}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign agent to ${single.referenceNumber}` });
  await assign.getByRole('combobox', { name: /^Agent/ }).click();
  await page.getByRole('option', { name: new RegExp(agentName) }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Agent assigned')).toBeVisible();
  await expect(row).toContainText(agentName);

  // Bulk: a pending application moves to review; an approved one is final and is refused.
  await findApplication(page, movable.referenceNumber);
  await page.getByRole('checkbox', { name: `Select ${movable.referenceNumber}` }).check();
  await findApplication(page, decided.referenceNumber);
  await page.getByRole('checkbox', { name: `Select ${decided.referenceNumber}` }).check();
  const selection = page.getByRole('region', { name: 'Selected applications' });
  await expect(selection).toContainText('2 selected');
  await selection.getByRole('button', { name: 'Update status' }).click();
  const bulk = page.getByRole('dialog', { name: 'Update status' });
  await bulk.getByRole('combobox', { name: /^New status/ }).click();
  await page.getByRole('option', { name: 'IN REVIEW' }).click();
  await bulk.getByLabel('Note').fill('Bulk review start');
  await bulk.getByRole('button', { name: 'Update 2 applications' }).click();
  const report = page.getByRole('alert').filter({ hasText: 'Updated 1 application; 1 refused' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('listitem')).toHaveCount(1);
  await expect(report.getByRole('listitem')).toContainText(decided.referenceNumber);
  await expect(selection).toContainText('1 selected');
  await expect(page.getByRole('checkbox', { name: `Select ${decided.referenceNumber}` })).toBeChecked();
  await findApplication(page, movable.referenceNumber);
  await expect(page.getByRole('row').filter({ hasText: movable.referenceNumber })).toContainText('IN REVIEW');

  // An approved application is final: its dialog says so and offers nothing.
  await findApplication(page, decided.referenceNumber);
  await page.getByRole('button', { name: `Change status of ${decided.referenceNumber}` }).click();
  const final = page.getByRole('dialog', { name: `Change status of ${decided.referenceNumber}` });
  await expect(final).toContainText('APPROVED is a final status');
  await expect(final.getByRole('button', { name: 'Update status' })).toHaveCount(0);
  await final.getByRole('button', { name: 'Close' }).click();

  // The audit log lists each change with its details.
  await openAdminTab(page, 'Audit Log');
  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: '50' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  const statusEntry = log
    .getByRole('row')
    .filter({ hasText: `Application ${single.referenceNumber}` })
    .filter({ hasText: 'Application status changed' });
  await expect(statusEntry).toContainText('PENDING → IN REVIEW');
  await expect(statusEntry).toContainText('Note: Documents checked by the admin');
  await expect(statusEntry).toContainText('Elena Rossi');
  await expect(
    log.getByRole('row').filter({ hasText: 'Agent assigned' }).filter({ hasText: single.referenceNumber }),
  ).toContainText(agentName);
  await expect(
    log.getByRole('row').filter({ hasText: `Application ${movable.referenceNumber}` }),
  ).toContainText('Note: Bulk review start');
});

test('the applications filters live in the URL and show only unassigned applications', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=applications');
  await page.getByRole('combobox', { name: 'Agent' }).click();
  await page.getByRole('option', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/unassigned=true/);
  const table = page.getByRole('table', { name: 'Applications' });
  await expect(table.getByRole('row').nth(1)).toContainText('Unassigned');
  await expect(table.getByRole('row').filter({ hasText: 'Samuel Okafor' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Agent' })).toHaveText('Unassigned');
  await expect(table.getByRole('row').filter({ hasText: 'Samuel Okafor' })).toHaveCount(0);
});

test('an admin finds a traveller by name, sorts a column and exports the filtered list as CSV', async ({
  page,
  browser,
}) => {
  const surname = `Mensah${Date.now().toString(36)}`;
  const travellerContext = await browser.newContext();
  const { token, user } = await signInAsNewTraveller(await travellerContext.newPage(), {
    fullName: `Daniel ${surname}`,
  });
  const application = await createSubmittedApplication(travellerContext.request, token, { toCountry: 'CN' });
  const admin = await adminToken(travellerContext.request);
  const staffView = (await (
    await travellerContext.request.get(`/api/visa-applications/${application.id}`, { headers: bearer(admin) })
  ).json()) as {
    data: {
      visaTypeName: string;
      agentName: string | null;
      submittedAt: string;
      assignedAt: string | null;
      documentsUploaded: number;
      requiredDocuments: string[];
    };
  };
  await travellerContext.close();

  await signInAs(page, 'admin');
  await page.goto('/admin-dashboard?tab=applications');
  const table = page.getByRole('table', { name: 'Applications' });

  // Sorting by reference: the header says so (aria-sort) and the rows follow, both ways.
  const referenceHeader = table.getByRole('columnheader', { name: 'Reference' });
  await referenceHeader.getByRole('button', { name: 'Reference' }).click();
  await expect(referenceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=reference&order=asc|order=asc&sort=reference/);
  const references = async () =>
    (await table.locator('tbody tr td:nth-child(2)').allTextContents()).slice(0, 5);
  await expect
    .poll(async () => {
      const shown = await references();
      return shown.join() === [...shown].sort().join();
    })
    .toBe(true);
  await referenceHeader.getByRole('button', { name: 'Reference' }).click();
  await expect(referenceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const shown = await references();
      return shown.join() === [...shown].sort().reverse().join();
    })
    .toBe(true);

  // Searching by the traveller's name finds their application under their name.
  await page.getByLabel('Search applications').fill(`daniel ${surname}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: application.referenceNumber });
  await expect(row).toContainText(`Daniel ${surname}`);
  await expect(row).toContainText(user.email);

  // The export holds exactly the filtered list.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toBe(
    [
      'Reference,Trip,Applicant,Applicant email,Company,Destination,Visa type,Status,Priority,Agent,Submitted,Assigned,Decided,Last contact,Documents',
      [
        application.referenceNumber,
        '',
        `Daniel ${surname}`,
        user.email,
        '',
        'China',
        staffView.data.visaTypeName,
        'PENDING',
        'normal',
        staffView.data.agentName ?? 'Unassigned',
        staffView.data.submittedAt,
        staffView.data.assignedAt ?? '',
        '',
        '',
        `${staffView.data.documentsUploaded}/${staffView.data.requiredDocuments.length}`,
      ].join(','),
      '',
    ].join('\n'),
  );
});
