import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications } from '../db/schema';
import { addCompanyApplication, addEmployee, createCompanyWithUser } from './companies';
import type { TestApp } from './test-app';

/** A company's pending case for its employee, filed by its manager, assigned to `agentId`. */
export const addCompanyCase = async (
  test: TestApp,
  agentId: string,
  {
    companyName = `Acme Global ${randomBytes(3).toString('hex')}`,
    firstName = 'Amara',
    lastName = 'Boateng',
  } = {},
) => {
  const manager = await createCompanyWithUser(test, { name: companyName });
  const employee = await addEmployee(test, manager.company, { firstName, lastName });
  const filed = await addCompanyApplication(test, manager.company, manager.user.id, {
    createdAt: new Date(),
    employee,
  });
  await test.db
    .update(applications)
    .set({
      personalInfo: { firstName, lastName, email: employee.email },
      assignedAgentId: agentId,
      assignedAt: new Date(),
    })
    .where(eq(applications.id, filed.id));
  return { manager, employee, application: filed };
};
