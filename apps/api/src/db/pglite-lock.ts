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
 * When the process started, in clock ticks since boot (Linux: field 22 of /proc/<pid>/stat); null where
 * the system does not say. With the pid it names one process: a pid is reused, a pid and start time are not.
 */
export const processStartTime = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
};

type LockOwner = { pid: number; startTime: string | null };

/** `pid` or `pid startTime`: files written before start times were recorded hold the pid alone. */
const readOwner = (lockFile: string): LockOwner => {
  const [pid = '', startTime] = readFileSync(lockFile, 'utf8').trim().split(' ');
  return { pid: Number(pid), startTime: startTime ?? null };
};

const isAlive = ({ pid, startTime }: LockOwner) => {
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return false;
  // A live process with the pid but another start time took over the pid of a dead owner.
  const runningSince = processStartTime(pid);
  return startTime === null || runningSince === null || runningSince === startTime;
};

/**
 * PGlite does not lock its folder, and two processes writing one database corrupt it. A lock file
 * with the owner's pid and start time refuses the second process; a stale lock (owner gone, or its
 * pid now another process's) is taken over.
 */
export const lockDataFolder = (lockFile: string) => {
  const self = [process.pid, processStartTime(process.pid)].filter(Boolean).join(' ');
  try {
    writeFileSync(lockFile, self, { flag: 'wx' });
  } catch {
    const owner = readOwner(lockFile);
    if (owner.pid !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database is in use by process ${owner.pid} (${lockFile}). ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
    writeFileSync(lockFile, self);
  }
  return () => rmSync(lockFile, { force: true });
};
