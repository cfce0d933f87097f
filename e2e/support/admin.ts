import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoSession, emailedLink, expect } from './fixtures';

/** The demo admin's token for API set-up calls; the page under test signs in on its own. */
export const adminToken = async (request: APIRequestContext) => (await demoSession(request, 'admin')).token;

/** PUT /visa-applications/{id} as the admin: moves an application on before the test starts. */
export const setApplicationStatus = async (
  request: APIRequestContext,
  token: string,
  id: string,
  status: string,
) => {
  const response = await request.put(`/api/visa-applications/${id}`, {
    headers: bearer(token),
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** POST /users as the admin: a person invited with the given role (no password yet). */
export const inviteUser = async (
  request: APIRequestContext,
  token: string,
  person: { firstName: string; lastName: string; email: string; role: string; companyName?: string },
) => {
  const response = await request.post('/api/users', { headers: bearer(token), data: person });
  expect(response.status(), await response.text()).toBe(201);
};

/** Opens a tab of the admin dashboard by clicking it, as a person would. */
export const openAdminTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

/** Someone the admin invited who accepted the invitation (chose `password`) through the API. */
export const createAcceptedUser = async (
  request: APIRequestContext,
  token: string,
  person: Parameters<typeof inviteUser>[2],
  password: string,
) => {
  await inviteUser(request, token, person);
  const link = new URL(await emailedLink(person.email, 'accept-invitation'));
  const accepted = await request.post('/api/auth/accept-invitation', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
};

/** An agent at work: invited by the admin, then the invitation accepted (a password chosen) through the API. */
export const createWorkingAgent = async (
  request: APIRequestContext,
  token: string,
  person: { firstName: string; lastName: string; email: string },
) => {
  await createAcceptedUser(request, token, { ...person, role: 'agent' }, 'Harbor-Lilac-Sextant-62');
  const listed = await request.get(`/api/users/list?search=${encodeURIComponent(person.email)}`, {
    headers: bearer(token),
  });
  return ((await listed.json()) as { data: { items: { id: string }[] } }).data.items[0]?.id ?? '';
};

/** PUT /visa-applications/{id}/assignment as the admin: hands an application to an agent before the test. */
export const assignApplication = async (
  request: APIRequestContext,
  token: string,
  id: string,
  agentId: string,
) => {
  const response = await request.put(`/api/visa-applications/${id}/assignment`, {
    headers: bearer(token),
    data: { agentId },
  });
  expect(response.status(), await response.text()).toBe(200);
};
