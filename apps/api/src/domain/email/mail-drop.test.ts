import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailDrop } from './mail-drop';

const folder = path.join(mkdtempSync(path.join(tmpdir(), 'visabridge-mail-test-')), 'mail');
afterAll(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

describe('the mail folder', () => {
  it('writes each email as a whole .eml file named by time and outbox id, leaving no temporary file', async () => {
    const drop = createMailDrop(folder);
    const name = await drop({
      id: 'c0ffee00-0000-4000-8000-000000000001',
      from: 'VisaBridge <no-reply@visabridge.local>',
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/reset-password?token=abc',
    });
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T.*-c0ffee00-0000-4000-8000-000000000001\.eml$/);
    expect(readdirSync(folder)).toEqual([name]);
    const raw = readFileSync(path.join(folder, name), 'utf8');
    expect(raw).toMatch(/^To: ada@example\.com$/m);
    expect(raw).toMatch(/^Subject: Reset your password$/m);
    expect(raw).toContain('reset-password?token=abc');
  });
});
