import { addDays, dayOf } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { companyIdForName } from '../features/corporate/company-names';
import { createSignedInUser } from './factories';
import type { TestApp } from './test-app';

/** A signed-in corporate user of the named company (created on first use). */
export const createCompanyUser = async (
  test: TestApp,
  companyName: string,
  role: 'corporate' | 'enterprise' = 'corporate',
) => {
  const signedIn = await createSignedInUser(test, { role });
  const companyId = await companyIdForName(test.db, companyName);
  await test.db.update(users).set({ companyId, companyName }).where(eq(users.id, signedIn.user.id));
  return { ...signedIn, companyId };
};

/** A Nigerian passport: a visa is needed almost everywhere, so filings for it pass the requirement check. */
export const nigerianPassport = {
  nationality: 'NG',
  passportNumber: 'A12346789',
  passportExpiry: '2034-06-30',
  dateOfBirth: '1990-04-12',
  gender: 'female',
};

/** An employee with a travel profile (`nigerianPassport`) unless `change` says otherwise. */
export const employeeInputFor = (email: string, change: object = {}) => ({
  firstName: 'Ada',
  lastName: 'Okoro',
  email,
  position: 'Sales Lead',
  department: 'Sales',
  hireDate: '2024-03-01',
  visaStatus: 'Pending',
  activeApplications: 0,
  ...nigerianPassport,
  ...change,
});

/** The date `days` from today (UTC), as YYYY-MM-DD. */
export const inDays = (days: number) => addDays(dayOf(), days);

export const corporateApplicationFor = (employeeId: string, change: object = {}) => ({
  employeeId,
  destination: 'CN',
  visaType: 'business',
  purpose: 'Meet the Shanghai distributor',
  travelDate: inDays(30),
  priority: 'normal',
  applicationType: 'corporate',
  status: 'pending',
  ...change,
});
