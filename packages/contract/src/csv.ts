import Papa from 'papaparse';

export type CsvRow = { line: number; cells: string[] };

const newlinesIn = (text: string) => text.split('\n').length - 1;

/**
 * Parses CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF lines) with
 * Papa Parse into rows of trimmed cells, each with the line it starts on. Blank lines are dropped unless
 * `keepBlankLines`, for a reader that reports them.
 */
export const parseCsv = (text: string, { keepBlankLines = false } = {}) => {
  // One kind of line break, so a file mixing CRLF and LF reads as its lines.
  const unified = text.replace(/\r\n?/g, '\n');
  const rows: CsvRow[] = [];
  let line = 1;
  let cursor = 0;
  Papa.parse<string[]>(unified, {
    newline: '\n',
    step: ({ data, meta }) => {
      const cells = data.map((cell) => cell.trim());
      if (keepBlankLines || cells.some((cell) => cell !== '')) rows.push({ line, cells });
      line += newlinesIn(unified.slice(cursor, meta.cursor));
      cursor = meta.cursor;
    },
  });
  return rows;
};

/** One CSV cell: quoted when it holds a comma, quote or line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Rows of cells as CSV text, one line each. */
export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((cells) => cells.map(csvCell).join(',')).join('\n');
