import {
  maskPassportNumber,
  missingTravelProfile,
  type EmployeeDetailView,
  type EmployeeView,
  type employeeInput,
  type employeeProfileInput,
  type employeeUpdateInput,
  type listEmployeesQuery,
} from '@visabridge/contract';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { employees } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { escapeLike } from '../../lib/like';
import { offsetOf, toPage } from '../../lib/paginate';
import { findCountry } from '../../domain/visa/find-country';
import type { Company } from './company-access';

const duplicateEmail = () =>
  conflict('EMPLOYEE_EXISTS', 'An employee with this email already exists in your company.', 'email');

/**
 * An employee with what is derived from their applications and whether an invitation waits. The
 * subqueries name `employees.*` in full: Drizzle writes a lone table's columns unqualified.
 */
const selectEmployees = (ctx: AppContext) =>
  ctx.db
    .select({
      employee: employees,
      approved:
        sql<number>`(select count(*) from applications a where a.employee_id = employees.id and a.status = 'approved')`.mapWith(
          Number,
        ),
      active:
        sql<number>`(select count(*) from applications a where a.employee_id = employees.id and a.status in ('pending', 'in_review'))`.mapWith(
          Number,
        ),
      rejected:
        sql<number>`(select count(*) from applications a where a.employee_id = employees.id and a.status = 'rejected')`.mapWith(
          Number,
        ),
      // An invitation waits while a link this record sent to its address is unused and unexpired (links are
      // bound to the record: another company's or the staff's invitations to the address must not show).
      isInvited: sql<boolean>`exists (select 1 from user_tokens t join users u on u.id = t.user_id where lower(u.email) = lower(employees.email) and t.purpose in ('invitation:' || employees.id, 'employee_link:' || employees.id) and t.used_at is null and t.expires_at > now())`,
    })
    .from(employees)
    .$dynamic();

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

/** 'Valid' once a visa is approved; 'In Progress' while one is decided; 'Rejected'; otherwise 'Pending'. */
const visaStatusOf = (row: Omit<EmployeeRow, 'employee'>): EmployeeView['visaStatus'] => {
  if (row.approved > 0) return 'Valid';
  if (row.active > 0) return 'In Progress';
  if (row.rejected > 0) return 'Rejected';
  return 'Pending';
};

const accountStateOf = (
  employee: EmployeeRow['employee'],
  isInvited: boolean,
): EmployeeView['accountState'] => {
  if (employee.userId) return 'linked';
  return isInvited ? 'invited' : 'none';
};

const toEmployeeView = ({ employee, ...row }: EmployeeRow): EmployeeView => ({
  nationality: employee.nationality,
  passportNumberMasked: employee.passportNumber ? maskPassportNumber(employee.passportNumber) : null,
  passportExpiry: employee.passportExpiry,
  dateOfBirth: employee.dateOfBirth,
  gender: employee.gender as EmployeeView['gender'],
  missingProfile: missingTravelProfile(employee),
  id: employee.id,
  companyId: employee.companyId,
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  position: employee.position,
  department: employee.department,
  hireDate: employee.hireDate,
  status: employee.status as EmployeeView['status'],
  visaStatus: visaStatusOf(row),
  activeApplications: row.active,
  accountState: accountStateOf(employee, Boolean(row.isInvited)),
});

/** One of the company's employees as the company edits them (passport number in full); another company's answers 404. */
export const findEmployee = async (
  ctx: AppContext,
  company: Company,
  id: string,
): Promise<EmployeeDetailView> => {
  const [row] = await selectEmployees(ctx).where(
    and(eq(employees.id, id), eq(employees.companyId, company.id)),
  );
  if (!row) throw notFound('Employee not found');
  return { ...toEmployeeView(row), passportNumber: row.employee.passportNumber };
};

/** The profile columns given (a nationality the visa data knows, else 400 on the field); the rest kept. */
export const profileColumns = (
  ctx: AppContext,
  profile: z.output<typeof employeeProfileInput>,
  field = 'nationality',
) => {
  if (profile.nationality) findCountry(ctx.visa.index, profile.nationality, field);
  const { nationality, passportNumber, passportExpiry, dateOfBirth, gender } = profile;
  return Object.fromEntries(
    Object.entries({ nationality, passportNumber, passportExpiry, dateOfBirth, gender }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Partial<Pick<typeof employees.$inferInsert, keyof typeof profile>>;
};

export const listEmployees = async (
  ctx: AppContext,
  company: Company,
  query: z.output<typeof listEmployeesQuery>,
) => {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    eq(employees.companyId, company.id),
    query.status ? eq(employees.status, query.status) : undefined,
    pattern
      ? or(
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
          ilike(employees.email, pattern),
          ilike(employees.position, pattern),
          ilike(employees.department, pattern),
        )
      : undefined,
  );
  const rows = selectEmployees(ctx)
    .where(where)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then((found) => found.map(toEmployeeView));
  return toPage(rows, ctx.db.select({ total: count() }).from(employees).where(where), query);
};

/** Runs a write, turning the company's unique email index into a 409 on the email field. */
const refusingDuplicates = async <T>(write: () => Promise<T>) => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
};

/** Adds an employee (spec: visa status starts 'Pending'); the same email twice in a company is 409. */
export const addEmployee = async (
  ctx: AppContext,
  company: Company,
  input: z.output<typeof employeeInput>,
) => {
  const { firstName, lastName, email, position, department, hireDate } = input;
  const profile = profileColumns(ctx, input);
  const [created] = await refusingDuplicates(() =>
    ctx.db
      .insert(employees)
      .values({
        companyId: company.id,
        firstName,
        lastName,
        email,
        position,
        department,
        hireDate,
        ...profile,
      })
      .returning({ id: employees.id }),
  );
  if (!created) throw new Error('employee insert returned nothing');
  return findEmployee(ctx, company, created.id);
};

/** Edits an employee or deactivates them (they stay on past applications and invoices). */
export const updateEmployee = async (
  ctx: AppContext,
  company: Company,
  id: string,
  change: z.output<typeof employeeUpdateInput>,
) => {
  const { firstName, lastName, email, position, department, hireDate, status } = change;
  const [updated] = await refusingDuplicates(() =>
    ctx.db
      .update(employees)
      .set({
        ...{ firstName, lastName, email, position, department, hireDate, status },
        ...profileColumns(ctx, change),
        updatedAt: new Date(),
      })
      .where(and(eq(employees.id, id), eq(employees.companyId, company.id)))
      .returning({ id: employees.id }),
  );
  if (!updated) throw notFound('Employee not found');
  return findEmployee(ctx, company, id);
};
