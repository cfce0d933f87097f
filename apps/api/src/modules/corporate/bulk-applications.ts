import {
  bulkApplicationColumns,
  bulkProblem,
  corporateApplicationInput,
  corporateVisaTypes,
  maxBulkApplications,
  parseCsv,
  type FieldError,
  countOf,
  nounFor,
} from '@visabridge/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { employees } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../auth/views';
import { warnAboutBudget } from './budget-alerts';
import type { Company } from './company-access';
import { insertCorporateApplication } from './corporate-applications';

const normalise = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');
const fieldLabels: Record<string, string> = {
  employeeId: 'employee email',
  destination: 'destination',
  visaType: 'visa type',
  purpose: 'purpose',
  travelDate: 'travel date',
  priority: 'priority',
};

const refuse = (errors: FieldError[]) =>
  new AppError(
    'INVALID_CSV',
    400,
    `${countOf(errors.length, 'problem')} in the file; nothing was created.`,
    errors,
  );

/** The CSV's rows as application inputs, by column name in the header (any order, any case). */
const readRows = (csv: string) => {
  const [header, ...rows] = parseCsv(csv);
  if (!header)
    throw refuse([bulkProblem(1, 'header', `The file needs a header: ${bulkApplicationColumns.join(', ')}`)]);
  const positions = bulkApplicationColumns.map((column) =>
    header.cells.map(normalise).indexOf(normalise(column)),
  );
  const missing = bulkApplicationColumns.filter((_, position) => positions[position] === -1);
  if (missing.length > 0)
    throw refuse([
      bulkProblem(
        header.line,
        'header',
        `Missing ${nounFor(missing.length, 'column')}: ${missing.join(', ')}`,
      ),
    ]);
  if (rows.length === 0) throw refuse([bulkProblem(header.line + 1, 'rows', 'The file has no applications')]);
  if (rows.length > maxBulkApplications)
    throw refuse([bulkProblem(header.line, 'rows', `At most ${maxBulkApplications} applications per file`)]);
  return rows.map(({ line, cells }) => {
    const [email, destination, visaType, purpose, travelDate, priority] = positions.map(
      (at) => cells[at] ?? '',
    );
    return {
      line,
      email: (email ?? '').toLowerCase(),
      values: {
        destination,
        visaType:
          corporateVisaTypes.find((type) => normalise(type) === normalise(visaType ?? '')) ?? visaType,
        purpose,
        travelDate,
        priority: priority ? priority.toLowerCase() : 'normal',
      },
    };
  });
};

/**
 * Files every application of a CSV (employee email, destination, visa type, purpose, travel date,
 * priority) in one transaction: all rows valid, all created; any row invalid, nothing created and every
 * problem reported with its line.
 */
export const fileBulkApplications = async (ctx: AppContext, user: UserRow, company: Company, csv: string) => {
  const rows = readRows(csv);
  const emails = [...new Set(rows.map((row) => row.email).filter(Boolean))];
  const staff =
    emails.length === 0
      ? []
      : await ctx.db
          .select()
          .from(employees)
          .where(
            and(
              eq(employees.companyId, company.id),
              eq(employees.status, 'active'),
              inArray(sql`lower(${employees.email})`, emails),
            ),
          );
  const byEmail = new Map(staff.map((employee) => [employee.email.toLowerCase(), employee]));
  const problems: FieldError[] = [];
  const valid: { employee: (typeof staff)[number]; input: z.output<typeof corporateApplicationInput> }[] = [];
  for (const row of rows) {
    const employee = byEmail.get(row.email);
    if (!employee)
      problems.push(
        bulkProblem(row.line, 'employee email', `No active employee has the email "${row.email}"`),
      );
    const parsed = corporateApplicationInput.safeParse({ ...row.values, employeeId: employee?.id ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (field !== 'employeeId')
          problems.push(bulkProblem(row.line, fieldLabels[field] ?? field, issue.message));
      }
    } else if (!ctx.visa.index.country(parsed.data.destination))
      problems.push(bulkProblem(row.line, 'destination', 'Use a two-letter country code, e.g. CN'));
    else if (employee) valid.push({ employee, input: parsed.data });
  }
  if (problems.length > 0) throw refuse(problems);
  const ids = await ctx.db.transaction(async (tx) => {
    const created: string[] = [];
    for (const { employee, input } of valid)
      created.push(await insertCorporateApplication(tx, ctx, { user, company, employee, input }));
    await warnAboutBudget(tx, company);
    return created;
  });
  return { created: ids.length, ids };
};
