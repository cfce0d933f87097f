import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

type DemoSession = { token: string; user: { id: string } };

const demoSession = async (request: APIRequestContext, role: 'admin' | 'agent') => {
  const response = await request.post('/api/auth/demo-login', { data: { role } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DemoSession }).data;
};

/**
 * Makes sure the demo agent works on the application. Submission assigns the least-loaded active agent,
 * which is another one once a test has invited one, so the demo admin assigns it (a no-op when it is
 * the demo agent's already).
 */
export const assignToDemoAgent = async (request: APIRequestContext, applicationId: string) => {
  const [admin, agent] = await Promise.all([demoSession(request, 'admin'), demoSession(request, 'agent')]);
  const response = await request.put(`/api/visa-applications/${applicationId}/assignment`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { agentId: agent.user.id },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * Opens the agent dashboard, finds an assigned application by its reference and opens its detail
 * dialog, which it returns.
 */
export const openAssignedApplication = async (page: Page, reference: string) => {
  await page.goto('/agent-dashboard');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(reference);
  await page.getByRole('button', { name: `View application ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Application ${reference}` });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** The status moves the dialog offers, as their labels. */
export const offeredStatuses = async (page: Page) => {
  await page.getByRole('combobox', { name: 'New status' }).click();
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
};

/** Chooses the next status in the dialog's status form. */
export const chooseStatus = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
};
