import { parseRequirementValue } from '../../domain/visa/requirement-values';
import { countOf, parseCsv } from '@visabridge/contract';

export const DATASET_HEADER = 'Passport,Destination,Requirement';
export const OWN_COUNTRY_VALUE = '-1';
/** Enough to show what is wrong with a file without flooding the terminal or the log. */
export const REPORTED_ERRORS_LIMIT = 50;

export type DatasetRow = { passport: string; destination: string; requirement: string };
export type LineError = { line: number; message: string };

export type ParsedDataset =
  { isValid: true; rows: DatasetRow[] } | { isValid: false; errors: LineError[]; unreportedErrors: number };

type ParseDatasetOptions = {
  text: string;
  /** Country codes the database knows; every passport and destination must be one of them. */
  knownCodes: ReadonlySet<string>;
};

const isBlank = (cells: string[]) => cells.every((cell) => cell === '');

/** The file's rows, blank ones kept to be reported, save those that end the file. */
const readRows = (text: string) => {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''), { keepBlankLines: true });
  while (rows.length > 0 && isBlank(rows.at(-1)?.cells ?? [])) rows.pop();
  return rows;
};

const checkCodes = (row: DatasetRow, knownCodes: ReadonlySet<string>) => {
  const problems: string[] = [];
  if (!knownCodes.has(row.passport)) problems.push(`unknown passport code '${row.passport}'`);
  if (!knownCodes.has(row.destination)) problems.push(`unknown destination code '${row.destination}'`);
  return problems;
};

const checkRequirement = ({ passport, destination, requirement }: DatasetRow) => {
  if (!parseRequirementValue(requirement)) return [`unknown requirement value '${requirement}'`];
  const isOwnCountry = passport === destination;
  if (isOwnCountry && requirement !== OWN_COUNTRY_VALUE) {
    return [
      `${passport} -> ${destination} is the passport's own country, so the value must be -1, not '${requirement}'`,
    ];
  }
  if (!isOwnCountry && requirement === OWN_COUNTRY_VALUE) {
    return [`-1 means the passport's own country, but ${passport} -> ${destination} are different countries`];
  }
  return [];
};

/**
 * Reads a Passport Index tidy CSV and checks every row; collects every problem with its file line
 * (the header is line 1) so one run shows everything that needs fixing.
 */
export const parseDataset = ({ text, knownCodes }: ParseDatasetOptions): ParsedDataset => {
  const lines = readRows(text);
  const errors: LineError[] = [];
  const header = lines[0]?.cells.join(',');
  if (header === undefined) {
    return { isValid: false, errors: [{ line: 1, message: 'the file is empty' }], unreportedErrors: 0 };
  }
  if (header !== DATASET_HEADER) {
    errors.push({ line: 1, message: `the header must be '${DATASET_HEADER}', found '${header}'` });
  }
  if (lines.length === 1) errors.push({ line: 1, message: 'the file has no data rows' });

  const rows: DatasetRow[] = [];
  const lineOfCorridor = new Map<string, number>();
  lines.slice(1).forEach(({ line, cells: fields }) => {
    if (fields.length !== 3) {
      const found = isBlank(fields) ? 'an empty line' : countOf(fields.length, 'field');
      errors.push({ line, message: `expected 3 fields (${DATASET_HEADER}), found ${found}` });
      return;
    }
    const [passport = '', destination = '', requirement = ''] = fields;
    const row = { passport, destination, requirement };
    const problems = [...checkCodes(row, knownCodes), ...checkRequirement(row)];
    const corridor = `${passport},${destination}`;
    const firstLine = lineOfCorridor.get(corridor);
    if (firstLine === undefined) lineOfCorridor.set(corridor, line);
    else problems.push(`duplicate corridor ${passport} -> ${destination}, also on line ${firstLine}`);
    for (const message of problems) errors.push({ line, message });
    if (problems.length === 0) rows.push(row);
  });

  if (errors.length === 0) return { isValid: true, rows };
  return {
    isValid: false,
    errors: errors.slice(0, REPORTED_ERRORS_LIMIT),
    unreportedErrors: Math.max(0, errors.length - REPORTED_ERRORS_LIMIT),
  };
};
