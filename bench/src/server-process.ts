import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseKind, Scenario, ServerMessage } from './protocol';

type Ready = Extract<ServerMessage, { type: 'ready' }>;

export type ServerProcess = Ready & { stop: () => Promise<void> };

const SERVE_SCRIPT = fileURLToPath(new URL('./serve.ts', import.meta.url));
/** How long a server process may take to load its data and answer; a scenario may allow more. */
export const STARTUP_TIMEOUT_MS = 120_000;
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

/** Starts `serve.ts` in its own Node process and waits until the targets of its scenario answer. */
export const startServerProcess = (
  kind: DatabaseKind,
  scenario: Scenario,
  env: Record<string, string>,
  startupTimeoutMs = STARTUP_TIMEOUT_MS,
) =>
  new Promise<ServerProcess>((resolve, reject) => {
    const child = fork(SERVE_SCRIPT, [kind, scenario], {
      // The young-generation size `npm start` gives the API, so the bench measures what runs in production.
      execArgv: ['--max-semi-space-size=64', '--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let hasFailed = false;
    const fail = (reason: string) => {
      if (hasFailed) return; // the exit that follows a failure report is part of it
      hasFailed = true;
      clearTimeout(timer);
      void stopChild(child).then(() => reject(new Error(`the ${kind} ${scenario} server process ${reason}`)));
    };
    const timer = setTimeout(
      () => fail(`was not ready after ${startupTimeoutMs / 1000} s`),
      startupTimeoutMs,
    );
    // 'close' comes after the last message, so a failure report is not taken for a silent exit.
    child.once('close', (code, signal) => fail(`exited early (${signal ?? `code ${code}`})`));
    child.once('error', (error) => fail(`could not start: ${error.message}`));
    child.once('message', (message: ServerMessage) => {
      if (message.type === 'failed') return fail(`failed to start:\n${message.message}`);
      clearTimeout(timer);
      child.removeAllListeners('close');
      resolve({ ...message, stop: () => stopChild(child) });
    });
  });
