import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import type { SessionCache } from './identity/session-cache';
import type { TokenSigner } from '../lib/tokens';
import type { PaymentProvider } from '../lib/payment-providers/payment-provider';
import type { CheckLog } from './visa/check-log';
import type { RequirementsIndex } from './visa/requirements-index';

/** What every service needs: database, settings, token signer, mail wake-up, visa data, payment provider. */
export type AppContext = {
  db: Db;
  config: Config;
  signer: TokenSigner;
  log: FastifyBaseLogger;
  /** Called after an email is queued, so it leaves now rather than at the next poll. */
  wakeMailer: () => void;
  /** Called after a passport scan or photo is stored, so its analysis starts now. */
  wakeAnalyser: () => void;
  /** The visa dataset in memory and the log of checks made against it. */
  visa: { index: RequirementsIndex; checkLog: CheckLog };
  /** Signals between the app's instances: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL. */
  events: EventBus;
  /** The signed-in user of recent sessions, kept current through `events`. */
  sessionCache: SessionCache;
  /** Card payments: Stripe when configured, else the offline test mode. */
  payments: PaymentProvider;
};
