import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { apiRoot } from '../../lib/package-root';
import { describeChange, describeImport, describeLineError } from './describe-import';
import { currentEdition, importVisaDataset, InvalidDatasetError, type ImportOutcome } from './import-dataset';
import { readVisaSource } from './read-source';

export type FirstStartImport =
  | { status: 'present' }
  | { status: 'done'; outcome: ImportOutcome }
  | { status: 'failed'; location: string; error: unknown };

type ImportVisaDataOnFirstStartOptions = {
  db: Db;
  /** VISA_DATA_SOURCE: a file path or URL; unset imports the edition shipped with the product. */
  location: string | undefined;
  /** VISA_DATA_EDITION_DATE, for a file whose name carries no date. */
  editionDate?: string | undefined;
};

/** The Passport Index edition the product ships with (MIT licence; see datasets/passport-index/SOURCE.md). */
export const bundledEditionFile = path.join(
  apiRoot,
  'datasets',
  'passport-index',
  'passport-index-tidy-iso2-2025-01-12.csv',
);

/**
 * Imports VISA_DATA_SOURCE, or the shipped edition, when the database has no edition yet. Never throws:
 * a server whose import failed still serves, and the checker says the data has not been imported.
 */
export const importVisaDataOnFirstStart = async ({
  db,
  location,
  editionDate,
}: ImportVisaDataOnFirstStartOptions): Promise<FirstStartImport> => {
  if (await currentEdition(db)) return { status: 'present' };
  const from = location ?? bundledEditionFile;
  try {
    const { source, text } = await readVisaSource({ location: from });
    return { status: 'done', outcome: await importVisaDataset({ db, source, text, editionDate }) };
  } catch (error) {
    return { status: 'failed', location: from, error };
  }
};

const CHANGES_LOGGED = 10;

/** Logs what the first-start import did; the server calls it once its logger exists. */
export const logFirstStartImport = ({
  log,
  result,
}: {
  log: FastifyBaseLogger;
  result: FirstStartImport;
}) => {
  if (result.status === 'present') return;
  if (result.status === 'done') {
    const { outcome } = result;
    const changes =
      outcome.status === 'imported' ? outcome.changes.slice(0, CHANGES_LOGGED).map(describeChange) : [];
    log.info({ edition: outcome.edition, changes }, describeImport(outcome).join(' '));
    return;
  }
  const { error, location } = result;
  const problems = error instanceof InvalidDatasetError ? error.problems.map(describeLineError) : undefined;
  // An expected failure (missing file, bad row) needs its message, not a stack trace.
  const details = error instanceof AppError ? { code: error.code, problems } : { err: error };
  const reason = error instanceof AppError ? error.message.replace(/\.$/, '') : 'unexpected error';
  log.error(
    details,
    `Could not import visa requirement data from ${location}: ${reason}. ` +
      'The server runs on; the checker shows a notice until data is imported.',
  );
};
