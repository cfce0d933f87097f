import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from '../support/admin';
import { pdfFile } from '../support/applications';
import { addEmployee, companyToken, fileApplication, searchEmployees } from '../support/corporate';
import { bearer, demoSession, emailedLink, expect, signInAs, test } from '../support/fixtures';

// The case is filed, assigned and asked about through the API first, which takes a while on a busy machine.
test.slow();

/** The demo agent asks for a document on the case, as from their review screen. */
const requestDocument = async (request: APIRequestContext, token: string, id: string, type: string) => {
  const response = await request.post(`/api/visa-applications/${id}/document-requests`, {
    headers: bearer(token),
    data: { type, note: 'Signed by your manager, please.' },
  });
  expect(response.status(), await response.text()).toBe(201);
};

/** The file names the agent sees on the case. */
const agentSees = async (request: APIRequestContext, token: string, id: string) => {
  const response = await request.get(`/api/documents?applicationId=${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { items: { fileName: string }[] } }).data.items.map(
    (item) => item.fileName,
  );
};

/** On the case page: answers the request for `type` with a PDF named `fileName`. */
const uploadRequested = async (page: Page, type: string, fileName: string) => {
  const requests = page.getByRole('region', { name: 'Documents requested' });
  const request = requests.getByRole('listitem').filter({ hasText: type });
  await expect(request).toContainText('Signed by your manager, please.');
  const choosing = page.waitForEvent('filechooser');
  await request.getByRole('button', { name: 'Upload' }).click();
  await (await choosing).setFiles(pdfFile(fileName));
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(request).toHaveCount(0);
};

test("the manager and the invited employee each answer an agent's document request on a company case", async ({
  page,
  browser,
}) => {
  const manager = await demoSession(page.request, 'corporate');
  const agent = await demoSession(page.request, 'agent');
  const corporate = await companyToken(page.request, 'corporate');
  const employee = await addEmployee(page.request, corporate, { firstName: 'Mira', lastName: 'Lindqvist' });
  const filed = await fileApplication(page.request, corporate, employee.id);
  const assigned = await page.request.put(`/api/visa-applications/${filed.id}/assignment`, {
    headers: bearer(await adminToken(page.request)),
    data: { agentId: agent.user.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // The manager invites the employee from the employees list.
  await signInAs(page, 'corporate');
  await page.goto('/enterprise/team');
  await searchEmployees(page, employee.email);
  const row = page.getByRole('row').filter({ hasText: employee.email });
  await expect(row.getByText('Not invited', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Invite to VisaBridge: Mira Lindqvist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${employee.email}`)).toBeVisible();
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();

  // The employee accepts through the emailed link, choosing a password, and signs in.
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await employeePage.goto(await emailedLink(employee.email, 'accept-invitation'));
  await employeePage.getByLabel(/^New Password/).fill('MiraTravels2026!');
  await employeePage.getByLabel(/^Confirm Password/).fill('MiraTravels2026!');
  await employeePage.getByRole('button', { name: 'Set Password' }).click();
  await expect(employeePage).toHaveURL(/\/login$/);
  await employeePage.getByLabel(/^Email/).fill(employee.email);
  await employeePage.getByLabel(/^Password/).fill('MiraTravels2026!');
  await employeePage.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(employeePage).toHaveURL(/\/user-dashboard$/);

  // The manager answers the first request from the email link.
  await requestDocument(page.request, agent.token, filed.id, 'Invitation letter');
  await page.goto(await emailedLink(manager.user.email, `applications/${filed.id}`));
  await expect(page.getByRole('heading', { name: /^Japan application · Reference/ })).toBeVisible();
  await expect(page.getByText(/Filed by .+ for Mira Lindqvist/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeHidden();
  await uploadRequested(page, 'Invitation letter', 'invitation-letter.pdf');
  expect(await agentSees(page.request, agent.token, filed.id)).toContain('invitation-letter.pdf');

  // The employee answers the second one from their own account.
  await requestDocument(page.request, agent.token, filed.id, 'Employment certificate');
  await employeePage.goto(await emailedLink(employee.email, `applications/${filed.id}`));
  await expect(employeePage.getByText(/Filed by .+ for Mira Lindqvist/).first()).toBeVisible();
  await uploadRequested(employeePage, 'Employment certificate', 'employment-certificate.pdf');
  expect(await agentSees(page.request, agent.token, filed.id)).toContain('employment-certificate.pdf');
  await employeePage.getByRole('link', { name: 'My Applications' }).first().click();
  await expect(employeePage.getByText(/Japan/).first()).toBeVisible();
  await employeeContext.close();

  // The employees list shows the account as linked, and the company's list opens the case too.
  await page.goto('/enterprise/team');
  await searchEmployees(page, employee.email);
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  await page.goto('/corporate-dashboard?tab=applications');
  await page.locator(`a[href="/applications/${filed.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${filed.id}$`));
  await expect(page.getByRole('list', { name: 'Documents', exact: true })).toContainText(
    'employment-certificate.pdf',
  );
});
