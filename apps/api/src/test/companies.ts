import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications, applicationStatusHistory, companies, employees } from '../db/schema';
import { createCompanyUser } from './corporate';
import type { TestApp } from './test-app';

type CompanyRow = typeof companies.$inferSelect;
type EmployeeRow = typeof employees.$inferSelect;

/**
 * A company (its row, with a chosen monthly budget) and a signed-in user of it; more users of the same
 * company come from `createCompanyUser(test, company.name, role)`.
 */
export const createCompanyWithUser = async (
  test: TestApp,
  {
    name = `Company ${randomBytes(4).toString('hex')}`,
    monthlyBudget,
    role = 'corporate',
  }: { name?: string; monthlyBudget?: number; role?: 'corporate' | 'enterprise' } = {},
) => {
  const member = await createCompanyUser(test, name, role);
  if (monthlyBudget !== undefined)
    await test.db.update(companies).set({ monthlyBudget }).where(eq(companies.id, member.companyId));
  const [company] = await test.db.select().from(companies).where(eq(companies.id, member.companyId));
  if (!company) throw new Error('company vanished');
  return { ...member, company };
};

export const addEmployee = async (
  test: TestApp,
  company: CompanyRow,
  { firstName = 'Test', lastName = 'Employee', status = 'active' } = {},
) => {
  const [employee] = await test.db
    .insert(employees)
    .values({
      companyId: company.id,
      firstName,
      lastName,
      email: `${firstName}.${randomBytes(4).toString('hex')}@example.com`.toLowerCase(),
      position: 'Consultant',
      department: 'Sales',
      hireDate: '2024-01-15',
      status,
    })
    .returning();
  if (!employee) throw new Error('employee insert returned nothing');
  return employee;
};

export type CompanyApplication = {
  createdAt: Date;
  status?: string;
  /** The total cost in minor units: split as the default fees, 1500 processing and 1000 service. */
  cost?: number;
  currency?: string;
  toCountry?: string;
  employee?: EmployeeRow;
  /** When submitted; defaults to `createdAt` for anything but drafts. */
  submittedAt?: Date | null;
};

/** Inserts a corporate application of the company directly, with chosen dates, filed by `userId`. */
export const addCompanyApplication = async (
  test: TestApp,
  company: CompanyRow,
  userId: string,
  {
    createdAt,
    status = 'pending',
    cost = 8500,
    currency = 'USD',
    toCountry = 'CN',
    employee,
    submittedAt,
  }: CompanyApplication,
) => {
  const [application] = await test.db
    .insert(applications)
    .values({
      userId,
      toCountry,
      visaType: 'business',
      purpose: 'business',
      status,
      baseFee: cost - 2500,
      processingFee: 1500,
      serviceFee: 1000,
      currency,
      applicationType: 'corporate',
      companyId: company.id,
      employeeId: employee?.id ?? null,
      submittedAt: submittedAt === undefined ? (status === 'draft' ? null : createdAt) : submittedAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!application) throw new Error('application insert returned nothing');
  return application;
};

/** Records a status change of an application at a chosen moment. */
export const addStatusChange = async (
  test: TestApp,
  applicationId: string,
  toStatus: string,
  createdAt: Date,
  fromStatus = 'pending',
) => {
  await test.db.insert(applicationStatusHistory).values({ applicationId, fromStatus, toStatus, createdAt });
};
