import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config';
import { startApp } from './app/start-up';
import { writeJsonLine } from './lib/json-line';

// Every line the server writes is JSON: Node's own warnings (a deprecation, a library's notice) go through the
// log instead of Node's plain-text printer, and so does an error nothing caught, before the process ends.
let log: Pick<FastifyBaseLogger, 'warn' | 'fatal'> | null = null;
process.removeAllListeners('warning');
process.on('warning', (warning) =>
  log ? log.warn({ err: warning }, warning.message) : writeJsonLine(40, warning, warning.message),
);
process.on('uncaughtException', (error) => {
  if (log) log.fatal({ err: error }, 'uncaught exception: the server stops');
  else writeJsonLine(60, error, `the server could not start: ${error.message}`);
  process.exit(1);
});

const config = loadConfig();
const { app, database } = await startApp({ config, logger: { level: config.logLevel } });
log = app.log;

let isClosing = false;
const shutdown = async (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  // Readiness answers 503 from now: a load balancer stops sending traffic before the server stops taking it.
  app.lifecycle.isDraining = true;
  app.log.info(
    { signal, drainSeconds: config.drainSeconds },
    'shutting down: draining, then finishing open requests',
  );
  if (config.drainSeconds > 0)
    await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(forceExit);
  }
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: database.kind, demoMode: config.demoMode, publicUrl: config.publicUrl },
  `VisaBridge is ready on ${config.publicUrl}`,
);
