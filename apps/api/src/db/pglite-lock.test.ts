import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from './pglite-lock';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('embedded database lock', () => {
  it('refuses a second process while the owner runs, and is free again after release', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'visabridge-lock-'));
    const lockFile = path.join(folder, 'pglite.lock');
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(lockFile, String(owner.pid));
    try {
      expect(() => lockDataFolder(lockFile)).toThrow(`in use by process ${owner.pid}`);
    } finally {
      owner.kill();
      await new Promise((resolve) => owner.once('exit', resolve));
    }
    const release = lockDataFolder(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(lockFile)).toThrow();
  });
});
