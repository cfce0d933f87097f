import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoSession, expect, uniqueEmail } from './fixtures';
import type { Role } from './fixtures';

type CompanyAccount = {
  company: { id: string; name: string; monthlyBudget: number; currency: string };
  budget: { limit: number; used: number; remaining: number; percentUsed: number };
};
export type Employee = { id: string; firstName: string; lastName: string; email: string; position: string };

/** A travel profile as the API takes it; a Nigerian passport needs a visa almost everywhere. */
export type TravelProfile = {
  nationality: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  dateOfBirth: string | null;
  gender: string | null;
};
const nigerianPassport: TravelProfile = {
  nationality: 'NG',
  passportNumber: 'A12346789',
  passportExpiry: '2034-06-30',
  dateOfBirth: '1990-04-12',
  gender: 'female',
};
/** No passport data on file: filing needs it added first. */
export const noPassport: TravelProfile = {
  nationality: null,
  passportNumber: null,
  passportExpiry: null,
  dateOfBirth: null,
  gender: null,
};

/** A date `days` from today (UTC), as a date input holds it. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const dataOf = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) => {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
};

/** A corporate or enterprise demo account's token, for set-up calls beside the page under test. */
export const companyToken = async (
  request: APIRequestContext,
  role: Extract<Role, 'corporate' | 'enterprise'>,
) => (await demoSession(request, role)).token;

/** GET /corporate/company: the company and this month's budget figures. */
export const companyAccount = async (request: APIRequestContext, token: string) =>
  dataOf<CompanyAccount>(await request.get('/api/corporate/company', { headers: bearer(token) }));

/** POST /corporate/employees: a new employee with a unique email and (unless told) a Nigerian passport. */
export const addEmployee = async (
  request: APIRequestContext,
  token: string,
  person: Partial<Omit<Employee, 'id'> & TravelProfile> = {},
) =>
  dataOf<Employee>(
    await request.post('/api/corporate/employees', {
      headers: bearer(token),
      data: {
        firstName: 'Lena',
        lastName: 'Hartmann',
        email: uniqueEmail('employee'),
        position: 'Sales Engineer',
        department: 'Sales',
        hireDate: '2023-03-01',
        ...nigerianPassport,
        ...person,
      },
    }),
    201,
  );

/** POST /visa-applications: a business trip for an employee, travelling `days` from today. */
export const fileApplication = async (
  request: APIRequestContext,
  token: string,
  employeeId: string,
  { destination = 'JP', days = 30 } = {},
) =>
  dataOf<{ id: string; travelDate: string }>(
    await request.post('/api/visa-applications', {
      headers: bearer(token),
      data: { employeeId, destination, purpose: 'Client workshop', travelDate: dayFromToday(days) },
    }),
    201,
  );

/** The value shown beside a figure's label (a description list), e.g. 'Budget used'. */
export const figureValue = (page: Page, label: string) =>
  page.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

/**
 * Searches the company's employees and waits until the list shows only the matches: rows that leave after
 * the search answers would move the one a test clicks next.
 */
export const searchEmployees = async (page: Page, text: string) => {
  await page.getByLabel('Search employees').fill(text);
  const employees = page.getByRole('table', { name: 'Employees' }).locator('tbody tr');
  await expect(employees.filter({ hasNotText: text })).toHaveCount(0);
};
