import {
  bulkApplicationColumns,
  bulkProblem,
  bulkProfileColumns,
  corporateApplicationInput,
  corporateVisaTypeLabels,
  corporateVisaTypes,
  employeeProfileInput,
  isAllowedText,
  maxBulkApplications,
  notAllowedCharacters,
  parseCsv,
  type FieldError,
  countOf,
  nounFor,
} from '@visabridge/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { employees } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../domain/identity/views';
import { warnAboutBudget } from './budget-alerts';
import type { Company } from './company-access';
import { insertCorporateApplication } from './corporate-applications';
import { filingColumns } from './employee-filing';
import { profileColumns } from './employees';

const normalise = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');
const fieldLabels: Record<string, string> = {
  employeeId: 'employee email',
  destination: 'destination',
  visaType: 'visa type',
  purpose: 'purpose',
  travelDate: 'travel date',
  priority: 'priority',
  ...bulkProfileColumns,
};
const profileFields = Object.keys(bulkProfileColumns) as (keyof typeof bulkProfileColumns)[];

/** A visa type as written: its value ('meeting') or its label ('Client Meeting'), in any case or spacing. */
const visaTypeOf = (written: string) =>
  corporateVisaTypes.find(
    (type) =>
      normalise(type) === normalise(written) ||
      normalise(corporateVisaTypeLabels[type]) === normalise(written),
  ) ?? written;

/** The column a filing error is about: `employee.passportExpiry` is the 'passport expiry' column. */
const columnOf = (field: string) => fieldLabels[field.replace(/^employee\./, '')] ?? field;

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
  const headings = header.cells.map(normalise);
  const positions = bulkApplicationColumns.map((column) => headings.indexOf(normalise(column)));
  const profilePositions = profileFields.map((field) =>
    headings.indexOf(normalise(bulkProfileColumns[field])),
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
      // Blank or missing profile cells keep what the employee's profile holds.
      profile: Object.fromEntries(
        profileFields
          .map((field, at) => [field, cells[profilePositions[at] ?? -1]?.toLowerCase() ?? ''] as const)
          .filter(([, value]) => value !== ''),
      ),
      values: {
        destination,
        visaType: visaTypeOf(visaType ?? ''),
        purpose,
        travelDate,
        priority: priority ? priority.toLowerCase() : 'normal',
      },
    };
  });
};

type Employee = typeof employees.$inferSelect;
type Row = ReturnType<typeof readRows>[number];
type Filing = { employee: Employee; input: z.output<typeof corporateApplicationInput> };

/** Per-row problems as bulk problems on the row's line, named by their column. */
const problemsOf = (line: number, errors: { field: string; message: string }[]) =>
  errors.map(({ field, message }) => bulkProblem(line, columnOf(field), message));

/**
 * One row checked like a single filing: its employee, its columns, the profile it brings (applied to
 * `profiles`, the employees as the file leaves them), then the requirement check for that passport.
 */
const checkRow = (
  ctx: AppContext,
  row: Row,
  found: Employee | undefined,
  profiles: Map<string, Employee>,
) => {
  const problems: FieldError[] = [];
  if (!found)
    problems.push(
      bulkProblem(
        row.line,
        'employee email',
        isAllowedText(row.email) ? `No active employee has the email "${row.email}"` : notAllowedCharacters,
      ),
    );
  const parsed = corporateApplicationInput.safeParse({ ...row.values, employeeId: found?.id ?? '' });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field !== 'employeeId') problems.push(bulkProblem(row.line, columnOf(field), issue.message));
    }
  const profile = employeeProfileInput.safeParse(row.profile);
  if (!profile.success)
    problems.push(
      ...problemsOf(
        row.line,
        profile.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
      ),
    );
  if (!found || !parsed.success || !profile.success) return { problems };
  if (!ctx.visa.index.country(parsed.data.destination))
    return { problems: [bulkProblem(row.line, 'destination', 'Use a two-letter country code, e.g. CN')] };
  try {
    const employee = { ...(profiles.get(found.id) ?? found), ...profileColumns(ctx, profile.data) };
    filingColumns(ctx, employee, parsed.data);
    profiles.set(found.id, employee);
    return { problems, filing: { employee, input: parsed.data } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { problems: problemsOf(row.line, error.errors ?? [{ field: 'row', message: error.message }]) };
  }
};

/**
 * Files every application of a CSV (employee email, destination, visa type, purpose, travel date,
 * priority; optionally the employee's passport data) in one transaction: all rows valid, all created
 * and the profiles they bring saved; any row invalid (including what the requirement check refuses),
 * nothing created or changed, and every problem reported with its line.
 */
export const fileBulkApplications = async (ctx: AppContext, user: UserRow, company: Company, csv: string) => {
  const rows = readRows(csv);
  // An email PostgreSQL cannot compare (a NUL byte) matches no one; its row reports it.
  const emails = [...new Set(rows.map((row) => row.email).filter((email) => email && isAllowedText(email)))];
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
  const profiles = new Map<string, Employee>();
  const problems: FieldError[] = [];
  const valid: Filing[] = [];
  // The employees whose profile a row fills in or changes.
  const changed = new Set<string>();
  for (const row of rows) {
    const checked = checkRow(ctx, row, byEmail.get(row.email), profiles);
    problems.push(...checked.problems);
    if (!checked.filing) continue;
    valid.push(checked.filing);
    if (Object.keys(row.profile).length > 0) changed.add(checked.filing.employee.id);
  }
  if (problems.length > 0) throw refuse(problems);
  const ids = await ctx.db.transaction(async (tx) => {
    const updated = [...profiles.values()].filter(({ id }) => changed.has(id));
    for (const { id, nationality, passportNumber, passportExpiry, dateOfBirth, gender } of updated)
      await tx
        .update(employees)
        .set({ nationality, passportNumber, passportExpiry, dateOfBirth, gender, updatedAt: new Date() })
        .where(eq(employees.id, id));
    const created: string[] = [];
    for (const { employee, input } of valid)
      created.push(await insertCorporateApplication(tx, ctx, { user, company, employee, input }));
    await warnAboutBudget(tx, ctx.config.interfaceLanguages, company);
    return created;
  });
  return { created: ids.length, ids };
};
