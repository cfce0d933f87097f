import { loadConfig } from './config';
import { startApp } from './app/start-up';

const config = loadConfig();
const { app, database } = await startApp({ config, logger: { level: config.logLevel } });

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
