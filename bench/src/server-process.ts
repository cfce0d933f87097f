import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseKind, ServerMessage } from './protocol';

type Ready = Extract<ServerMessage, { type: 'ready' }>;

export type ServerProcess = Ready & { stop: () => Promise<void> };

const SERVE_SCRIPT = fileURLToPath(new URL('./serve.ts', import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/** Stops the server process politely, then for good if it has not exited in time. */
const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
};

/** Starts `serve.ts` in its own Node process and waits until its three targets answer. */
export const startServerProcess = (kind: DatabaseKind, env: Record<string, string>) =>
  new Promise<ServerProcess>((resolve, reject) => {
    const child = fork(SERVE_SCRIPT, [kind], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stopChild(child).then(() => reject(new Error(`the ${kind} server process ${reason}`)));
    };
    const timer = setTimeout(
      () => fail(`was not ready after ${STARTUP_TIMEOUT_MS / 1000} s`),
      STARTUP_TIMEOUT_MS,
    );
    child.once('exit', (code, signal) => fail(`exited early (${signal ?? `code ${code}`})`));
    child.once('error', (error) => fail(`could not start: ${error.message}`));
    child.once('message', (message: ServerMessage) => {
      if (message.type === 'failed') return fail(`failed to start:\n${message.message}`);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ ...message, stop: () => stopChild(child) });
    });
  });
