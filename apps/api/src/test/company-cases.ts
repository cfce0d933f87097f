import { eq } from 'drizzle-orm';
import { applications, employees } from '../db/schema';
import type { ApplicationCalls } from './applications';
import { addCompanyApplication, addEmployee, createCompanyWithUser } from './companies';
import { createCompanyUser } from './corporate';
import { createSignedInUser } from './factories';
import type { TestApp } from './test-app';

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

/** Gives an employee the travel profile a filing needs, straight in the database. */
export const giveTravelProfile = (test: TestApp, employeeId: string, nationality: string | null = null) =>
  test.db
    .update(employees)
    .set({
      nationality,
      passportNumber: 'X1234567',
      passportExpiry: '2034-01-31',
      dateOfBirth: '1990-05-17',
      gender: 'female',
    })
    .where(eq(employees.id, employeeId));

/**
 * A company's pending case assigned to `agent`: the manager who filed it, an enterprise colleague of
 * the same company, and the employee it was filed for, whose own account is linked to their record.
 */
export const createCompanyCase = async (review: {
  test: TestApp;
  api: ApplicationCalls;
  agent: SignedIn;
}) => {
  const { test, agent } = review;
  const manager = await createCompanyWithUser(test);
  const colleague = await createCompanyUser(test, manager.company.name, 'enterprise');
  const record = await addEmployee(test, manager.company, { firstName: 'Ada', lastName: 'Okoro' });
  await giveTravelProfile(test, record.id);
  const employee = await createSignedInUser(test);
  await test.db.update(employees).set({ userId: employee.user.id }).where(eq(employees.id, record.id));
  const filed = await addCompanyApplication(test, manager.company, manager.user.id, {
    createdAt: new Date(),
    employee: record,
  });
  await test.db
    .update(applications)
    .set({ assignedAgentId: agent.user.id, assignedAt: new Date(), requiredDocuments: ['Passport', 'Photo'] })
    .where(eq(applications.id, filed.id));
  return { manager, colleague, employee, record, id: filed.id };
};
