/**
 * Writes one log line as the app's log writes them (pino's JSON: level 40 warn, 60 fatal), for what happens
 * before the app's log exists or outside it: a process stays one stream of JSON lines.
 */
export const writeJsonLine = (level: 40 | 60, error: Error, message: string) =>
  process.stderr.write(
    `${JSON.stringify({ level, time: Date.now(), pid: process.pid, err: { type: error.name, message: error.message }, msg: message })}\n`,
  );
