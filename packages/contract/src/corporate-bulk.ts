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

/**
 * Parses CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF lines) into
 * rows of trimmed cells; blank lines are dropped, each row keeping its line number.
 */
export const parseCsv = (text: string) => {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell.trim());
    if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    rowLine = line;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n') {
      line += 1;
      endRow();
    } else if (char !== '\r') cell += char;
  }
  endRow();
  return rows;
};

/** One CSV cell: quoted when it holds a comma, quote or line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Rows of cells as CSV text, one line each. */
export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((cells) => cells.map(csvCell).join(',')).join('\n');
