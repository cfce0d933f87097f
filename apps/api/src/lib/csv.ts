import { toCsv } from '@visabridge/contract';

/**
 * A cell a spreadsheet could run as a formula (it starts with =, +, -, @, a tab or a carriage return)
 * gets a leading apostrophe, so it opens as the text it is (OWASP: CSV injection).
 */
export const neutraliseFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV file for spreadsheets: a header row, then one line per row, every cell safe to open. */
export const spreadsheetCsv = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  `${toCsv([header, ...rows].map((cells) => cells.map(neutraliseFormula)))}\n`;
