import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder, processStartTime } from './pglite-lock';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A live process other than this one, stopped when `use` is done. */
const withOtherProcess = async (use: (pid: number) => void) => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    use(other.pid ?? 0);
  } finally {
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
  }
};

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
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
    expect(() => readFileSync(lockFile)).toThrow();
  });

  it('records when its owner started, and refuses while that process runs', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'visabridge-lock-'));
    const lockFile = path.join(folder, 'pglite.lock');
    await withOtherProcess((pid) => {
      const startTime = processStartTime(pid);
      expect(startTime).toMatch(/^\d+$/);
      writeFileSync(lockFile, `${pid} ${startTime}`);
      expect(() => lockDataFolder(lockFile)).toThrow(`in use by process ${pid}`);
    });
  });

  it('takes over a lock whose pid now belongs to a process started at another time', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'visabridge-lock-'));
    const lockFile = path.join(folder, 'pglite.lock');
    await withOtherProcess((pid) => {
      // The owner that wrote this died, and the system gave its pid to the live process.
      writeFileSync(lockFile, `${pid} ${Number(processStartTime(pid)) - 1}`);
      const release = lockDataFolder(lockFile);
      expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
      release();
    });
  });
});
