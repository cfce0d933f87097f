import { describe, expect, it } from 'vitest';
import { bulkProblem, bulkProblemLine, parseCsv, toCsv } from './corporate-bulk';

describe('bulk upload CSV', () => {
  it('reads quoted fields, commas and quotes inside them, CRLF lines and keeps line numbers', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n\n  c  ,\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['c', ''] },
    ]);
  });

  it('writes cells that parse back to themselves', () => {
    const rows = [
      ['employee email', 'purpose'],
      ['ada@example.com', 'Trade fair, Shanghai "Expo"\nday two'],
    ];
    expect(toCsv(rows)).toBe(
      'employee email,purpose\nada@example.com,"Trade fair, Shanghai ""Expo""\nday two"',
    );
    expect(parseCsv(toCsv(rows)).map(({ cells }) => cells)).toEqual(rows);
  });

  it('names each problem by its line so it can be shown beside the row', () => {
    const problem = bulkProblem(4, 'travel date', 'Travel date cannot be in the past');
    expect(problem).toEqual({
      field: 'line 4: travel date',
      message: 'Line 4: Travel date cannot be in the past',
    });
    expect(bulkProblemLine(problem)).toBe(4);
    expect(bulkProblemLine({ field: 'csv', message: 'Send the CSV file as text/csv' })).toBeNull();
  });
});
