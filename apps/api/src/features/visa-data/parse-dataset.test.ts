import { describe, expect, it } from 'vitest';
import { parseDataset, REPORTED_ERRORS_LIMIT } from './parse-dataset';

const knownCodes = new Set(['AF', 'AL', 'DZ', 'XK']);
const csv = (...lines: string[]) => lines.join('\n');
const header = 'Passport,Destination,Requirement';
const parse = (text: string) => parseDataset({ text, knownCodes });
const errorsOf = (text: string) => {
  const parsed = parse(text);
  if (parsed.isValid) throw new Error('expected the file to be rejected');
  return parsed.errors;
};

describe('parseDataset', () => {
  it('reads every row of a good file, with or without a trailing newline', () => {
    const rows = [
      { passport: 'AF', destination: 'AL', requirement: 'e-visa' },
      { passport: 'AF', destination: 'AF', requirement: '-1' },
      { passport: 'XK', destination: 'AL', requirement: '90' },
      { passport: 'AL', destination: 'DZ', requirement: 'visa on arrival' },
    ];
    const text = csv(header, 'AF,AL,e-visa', 'AF,AF,-1', 'XK,AL,90', 'AL,DZ,visa on arrival');
    expect(parse(text)).toEqual({ isValid: true, rows });
    expect(parse(`${text}\n`)).toEqual({ isValid: true, rows });
  });

  it('accepts CRLF line endings and a UTF-8 byte order mark', () => {
    const parsed = parse(`\uFEFF${header}\r\nAF,AL,eta\r\nAL,AF,visa free\r\n`);
    expect(parsed).toEqual({
      isValid: true,
      rows: [
        { passport: 'AF', destination: 'AL', requirement: 'eta' },
        { passport: 'AL', destination: 'AF', requirement: 'visa free' },
      ],
    });
  });

  it('rejects a file whose header is not exactly Passport,Destination,Requirement', () => {
    expect(errorsOf(csv('passport,destination,requirement', 'AF,AL,eta'))).toEqual([
      {
        line: 1,
        message:
          "the header must be 'Passport,Destination,Requirement', found 'passport,destination,requirement'",
      },
    ]);
    expect(errorsOf('')).toEqual([{ line: 1, message: 'the file is empty' }]);
    expect(errorsOf(`${header}\n`)).toEqual([{ line: 1, message: 'the file has no data rows' }]);
  });

  it('names an unknown passport or destination code with its line', () => {
    expect(errorsOf(csv(header, 'AF,AL,eta', 'AF,QQ,eta', 'ZZ,AL,eta'))).toEqual([
      { line: 3, message: "unknown destination code 'QQ'" },
      { line: 4, message: "unknown passport code 'ZZ'" },
    ]);
  });

  it('names an unknown requirement value, including days out of range', () => {
    expect(errorsOf(csv(header, 'AF,AL,visa maybe', 'AL,AF,0', 'AF,DZ,361', 'DZ,AF,'))).toEqual([
      { line: 2, message: "unknown requirement value 'visa maybe'" },
      { line: 3, message: "unknown requirement value '0'" },
      { line: 4, message: "unknown requirement value '361'" },
      { line: 5, message: "unknown requirement value ''" },
    ]);
  });

  it('reports a duplicate corridor with both line numbers', () => {
    expect(errorsOf(csv(header, 'AF,AL,eta', 'AL,AF,eta', 'AF,AL,90'))).toEqual([
      { line: 4, message: 'duplicate corridor AF -> AL, also on line 2' },
    ]);
  });

  it('allows -1 only for a passport in its own country, and requires it there', () => {
    expect(errorsOf(csv(header, 'AF,AL,-1', 'AL,AL,90', 'DZ,DZ,-1'))).toEqual([
      { line: 2, message: "-1 means the passport's own country, but AF -> AL are different countries" },
      { line: 3, message: "AL -> AL is the passport's own country, so the value must be -1, not '90'" },
    ]);
  });

  it('rejects rows without exactly three fields, and blank lines inside the file', () => {
    expect(errorsOf(csv(header, 'AF,AL', '', 'AF,DZ,visa,free', 'AL,AF,eta'))).toEqual([
      { line: 2, message: 'expected 3 fields (Passport,Destination,Requirement), found 2 fields' },
      { line: 3, message: 'expected 3 fields (Passport,Destination,Requirement), found an empty line' },
      { line: 4, message: 'expected 3 fields (Passport,Destination,Requirement), found 4 fields' },
    ]);
  });

  it('counts line numbers the same way with CRLF endings', () => {
    expect(errorsOf(`${header}\r\nAF,AL,eta\r\nAF,QQ,eta\r\n`)).toEqual([
      { line: 3, message: "unknown destination code 'QQ'" },
    ]);
  });

  it('collects every error, reports the first 50 and counts the rest', () => {
    const badRows = Array.from({ length: 70 }, () => 'AF,QQ,eta');
    const parsed = parse(csv(header, ...badRows));
    expect(parsed.isValid).toBe(false);
    if (parsed.isValid) return;
    expect(parsed.errors).toHaveLength(REPORTED_ERRORS_LIMIT);
    expect(parsed.errors[0]).toEqual({ line: 2, message: "unknown destination code 'QQ'" });
    // Every repeated row after the first is also a duplicate: 70 unknown codes + 69 duplicates.
    expect(parsed.unreportedErrors).toBe(70 + 69 - REPORTED_ERRORS_LIMIT);
  });
});
