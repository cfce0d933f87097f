import {
  clusterUnavailableReason,
  startThrowawayCluster,
} from '../../apps/api/resilience/support/postgres-cluster';
import { createScratchDatabase } from './scratch-database';

export type PostgresTarget =
  | { status: 'ready'; url: string; description: string; release: () => Promise<void> }
  | { status: 'skipped'; reason: string };

const hostOf = (url: string) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 5432}`;
};

/**
 * A fresh PostgreSQL database to bench on: a scratch database on the server of DATABASE_URL when it is
 * set, otherwise on a throwaway local cluster; `release` drops it (and stops the cluster).
 */
export const preparePostgres = async (): Promise<PostgresTarget> => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl).catch((error: unknown) => {
      throw new Error(
        `Could not create a scratch database with DATABASE_URL (the bench never uses an existing one): ${String(error)}`,
      );
    });
    return {
      status: 'ready',
      url: scratch.url,
      description: `PostgreSQL ${scratch.serverVersion} at ${hostOf(serverUrl)} (DATABASE_URL), scratch database ${scratch.name}`,
      release: scratch.drop,
    };
  }
  const unavailable = await clusterUnavailableReason();
  if (unavailable) return { status: 'skipped', reason: `DATABASE_URL is not set and ${unavailable}` };
  const cluster = await startThrowawayCluster();
  try {
    const scratch = await createScratchDatabase(cluster.url);
    return {
      status: 'ready',
      url: scratch.url,
      description: `PostgreSQL ${scratch.serverVersion}, throwaway cluster at ${hostOf(cluster.url)}`,
      release: async () => {
        await scratch.drop();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
};
