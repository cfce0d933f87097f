import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `drain` in the background: now, then every `pollMs` after each round ends, and at once when
 * woken (a wake-up during a round starts the next round straight after it). Rounds never overlap.
 */
export const startBackgroundLoop = ({
  drain,
  pollMs,
  log,
  failure,
  onStop = () => undefined,
}: {
  drain: () => Promise<void>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** The log message for a round that threw. */
  failure: string;
  /** Asks a round in progress to end early. */
  onStop?: () => void;
}) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let wokenWhileRunning = false;

  const run = () => {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(run, wokenWhileRunning ? 0 : pollMs);
        wokenWhileRunning = false;
      });
  };
  run();

  return {
    wake: () => {
      clearTimeout(timer);
      run();
    },
    stop: async () => {
      stopped = true;
      onStop();
      clearTimeout(timer);
      await running;
    },
  };
};
