import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('CSV', () => {
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

  it('numbers each row by the line it starts on, past a cell that spans lines and mixed line breaks', () => {
    expect(parseCsv('a,"one\ntwo"\r\nb,c\nd,e\r\n')).toEqual([
      { line: 1, cells: ['a', 'one\ntwo'] },
      { line: 3, cells: ['b', 'c'] },
      { line: 4, cells: ['d', 'e'] },
    ]);
  });

  it('keeps blank lines for a reader that reports them', () => {
    expect(parseCsv('a\n\nb', { keepBlankLines: true })).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: [''] },
      { line: 3, cells: ['b'] },
    ]);
  });
});
