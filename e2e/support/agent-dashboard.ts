import type { APIRequestContext, Page } from '@playwright/test';
import { createSubmittedApplication } from './applications';
import { bearer, demoSession, expect, signInAs, signInAsNewTraveller } from './fixtures';
import { payApplication } from './payments';

/**
 * Makes sure the demo agent works on the application. Submission assigns the least-loaded active agent,
 * which is another one once a test has invited one, so the demo admin assigns it (a no-op when it is
 * the demo agent's already).
 */
export const assignToDemoAgent = async (request: APIRequestContext, applicationId: string) => {
  const [admin, agent] = await Promise.all([demoSession(request, 'admin'), demoSession(request, 'agent')]);
  const response = await request.put(`/api/visa-applications/${applicationId}/assignment`, {
    headers: bearer(admin.token),
    data: { agentId: agent.user.id },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * A fresh traveller (signed in on `travellerPage`) with a submitted application to China that the demo
 * agent works on; returns the traveller's session and the application.
 */
export const createAssignedApplication = async (travellerPage: Page) => {
  const traveller = await signInAsNewTraveller(travellerPage);
  const request = travellerPage.request;
  const application = await createSubmittedApplication(request, traveller.token, { toCountry: 'CN' });
  // Paid, as an individual application must be before it can be approved.
  await payApplication(request, traveller.token, application.id);
  await assignToDemoAgent(request, application.id);
  return { ...traveller, application };
};

/**
 * Signs `page` in as the demo agent, finds an assigned application on the dashboard by its reference and
 * opens its detail dialog. Returns the dialog and its status form's helpers: the moves it offers (as
 * their labels) and choosing one.
 */
export const openAssignedApplication = async (page: Page, reference: string) => {
  await signInAs(page, 'agent');
  await page.goto('/agent-dashboard');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(reference);
  await page.getByRole('button', { name: `View application ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Application ${reference}` });
  await expect(dialog).toBeVisible();
  const newStatus = dialog.getByRole('combobox', { name: 'New status' });
  const offeredStatuses = async () => {
    await newStatus.click();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return options;
  };
  const chooseStatus = async (label: string) => {
    await newStatus.click();
    await page.getByRole('option', { name: label, exact: true }).click();
  };
  return { dialog, offeredStatuses, chooseStatus };
};
