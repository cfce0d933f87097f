import { z } from 'zod';
import type { FieldError } from './envelope';

/** A bulk upload's columns in the template's order; the server finds them by header name, in any order or case. */
export const bulkApplicationColumns = [
  'employee email',
  'destination',
  'visa type',
  'purpose',
  'travel date',
  'priority',
] as const;

/**
 * Optional columns of a bulk upload: given on a row, they fill or update that employee's travel
 * profile before the row is filed; left out (or blank), the profile stays as it is.
 */
export const bulkProfileColumns = {
  nationality: 'nationality',
  passportNumber: 'passport number',
  passportExpiry: 'passport expiry',
  dateOfBirth: 'date of birth',
  gender: 'sex',
} as const;

export const maxBulkApplications = 500;
export const maxBulkCsvBytes = 1_048_576;

export const bulkApplicationsView = z.object({ created: z.number().int(), ids: z.array(z.string()) });
export type BulkApplicationsView = z.infer<typeof bulkApplicationsView>;

/**
 * One problem of a refused file, as a field error named `line <n>: <column>` whose message starts with
 * 'Line <n>: ', so a screen can show it beside its row and a plain client can show the message alone.
 */
export const bulkProblem = (line: number, column: string, message: string): FieldError => ({
  field: `line ${line}: ${column}`,
  message: `Line ${line}: ${message}`,
});

/** The line of the file a `bulkProblem` is about, or null for any other error. */
export const bulkProblemLine = ({ field }: FieldError) => {
  const match = /^line (\d+): /.exec(field);
  return match ? Number(match[1]) : null;
};
