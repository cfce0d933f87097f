import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { TokenSigner } from '../modules/auth/tokens';
import type { CheckLog } from '../modules/visa/check-log';
import type { RequirementsIndex } from '../modules/visa/requirements-index';

/** What every service needs: the database, settings, token signer, and a way to wake the mail sender. */
export type AppContext = {
  db: Db;
  config: Config;
  signer: TokenSigner;
  log: FastifyBaseLogger;
  /** Called after an email is queued, so it leaves now rather than at the next poll. */
  wakeMailer: () => void;
  /** The visa dataset in memory and the log of checks made against it. */
  visa: { index: RequirementsIndex; checkLog: CheckLog };
};
