import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite does not lock its folder, and two processes writing one database corrupt it.
 * A lock file with the owner's pid refuses the second process; a stale lock (dead owner) is taken over.
 */
export const lockDataFolder = (lockFile: string) => {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database is in use by process ${owner} (${lockFile}). ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
};
