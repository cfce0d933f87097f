/**
 * What a bench has to undo, in reverse order, at the end or on Ctrl+C: server processes, browsers,
 * scratch databases, temporary folders. A bench pushes each as it makes it.
 */
export const cleanups: (() => Promise<void> | void)[] = [];

export const cleanUp = async () => {
  for (let task = cleanups.pop(); task; task = cleanups.pop()) {
    try {
      await task();
    } catch (error) {
      console.warn(`Cleanup failed: ${String(error)}`);
    }
  }
};

/** On SIGINT or SIGTERM: clean up, then exit with 130. */
export const cleanUpOnSignals = () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log(`\n${signal}: stopping and cleaning up.`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
};
