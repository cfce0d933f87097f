import path from 'node:path';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seedVisaTypes } from '../../domain/visa-types/catalog';
import { countries, visaDataEditions, visaRequirements } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  compareRequirements,
  countDataset,
  hashDatasetContent,
  isCorridor,
  listDatasetCountries,
  type RequirementChange,
} from './dataset-summary';
import { parseDataset, type LineError } from './parse-dataset';
import { tellAffectedTravellers, type TellTravellersOptions } from './tell-affected-travellers';
import { applyRequirementChanges, recordRequirementChanges } from './write-requirements';
import { countOf } from '@visabridge/contract';

export type VisaDataEdition = typeof visaDataEditions.$inferSelect;
export type ImportOutcome =
  | {
      status: 'imported';
      edition: VisaDataEdition;
      /** The edition this one replaced; null for the first import. */
      previousEdition: VisaDataEdition | null;
      changes: RequirementChange[];
    }
  | { status: 'unchanged'; edition: VisaDataEdition };

/** A file that failed its checks; it carries every problem found (up to the reporting limit). */
export class InvalidDatasetError extends AppError {
  constructor(
    readonly problems: LineError[],
    readonly unreportedProblems: number,
  ) {
    const total = problems.length + unreportedProblems;
    super(
      'VISA_DATA_INVALID',
      422,
      `The file has ${countOf(total, 'problem')}; nothing was imported.`,
      problems.map(({ line, message }) => ({ field: `line ${line}`, message })),
    );
    this.name = 'InvalidDatasetError';
  }
}

// Any fixed number works; it only has to be the same for every process importing into this database.
const IMPORT_LOCK_KEY = 7_311_043;

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * The explicit date, else a YYYY-MM-DD in the file or URL name. Never today by default: the day of an
 * import is not the day the data describes, and the checker shows the edition date to travellers.
 */
export const resolveEditionDate = ({ editionDate, source }: { editionDate?: string; source: string }) => {
  if (editionDate !== undefined) {
    if (isCalendarDate(editionDate)) return editionDate;
    throw new AppError(
      'VISA_DATA_BAD_DATE',
      400,
      `Edition date must be a date as YYYY-MM-DD, not '${editionDate}'`,
    );
  }
  const name = path.basename(source.replace(/[?#].*$/, ''));
  const found = name.match(/\d{4}-\d{2}-\d{2}/)?.[0];
  if (found && isCalendarDate(found)) return found;
  throw new AppError(
    'VISA_DATA_NO_DATE',
    400,
    `The edition date of ${name} is unknown: give it with --date YYYY-MM-DD (or VISA_DATA_EDITION_DATE), ` +
      'or use a file name that carries it, such as passport-index-tidy-iso2-2025-01-12.csv',
  );
};

/** The edition the requirements come from now: the latest import, or null before the first. */
export const currentEdition = async (db: Db) => {
  const [edition] = await db
    .select()
    .from(visaDataEditions)
    .orderBy(desc(visaDataEditions.importedAt))
    .limit(1);
  return edition ?? null;
};

const readKnownCodes = async (db: Db) =>
  new Set((await db.select({ code: countries.code }).from(countries)).map((row) => row.code));

type ImportVisaDatasetOptions = {
  db: Db;
  /** Where the text came from (file path or URL); recorded with the edition. */
  source: string;
  text: string;
  /** YYYY-MM-DD; see resolveEditionDate for the default. */
  editionDate?: string | undefined;
  /**
   * The product's address, for the links in the emails that tell travellers on a changed corridor, and the
   * languages they are written in; without it nobody is told (the first edition, which changes nothing, needs none).
   */
  tellTravellers?: TellTravellersOptions | undefined;
};

/**
 * Checks the whole file, then in one transaction brings the requirements to the file's and records the
 * edition with what changed per corridor. The same data again is a no-op; a file with any error changes nothing.
 */
export const importVisaDataset = async ({
  db,
  source,
  text,
  editionDate,
  tellTravellers,
}: ImportVisaDatasetOptions): Promise<ImportOutcome> => {
  const date = resolveEditionDate({ editionDate, source });
  const parsed = parseDataset({ text, knownCodes: await readKnownCodes(db) });
  if (!parsed.isValid) throw new InvalidDatasetError(parsed.errors, parsed.unreportedErrors);
  const { rows } = parsed;
  const contentHash = hashDatasetContent(rows);

  return db.transaction(async (tx): Promise<ImportOutcome> => {
    // Two servers starting with VISA_DATA_SOURCE, or a CLI run during one, import one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const latest = await currentEdition(tx);
    if (latest?.contentHash === contentHash) return { status: 'unchanged', edition: latest };
    const [earlier] = await tx
      .select()
      .from(visaDataEditions)
      .where(eq(visaDataEditions.contentHash, contentHash));
    if (earlier) {
      throw new AppError(
        'VISA_DATA_EDITION_REPLACED',
        409,
        `This data is the edition of ${earlier.editionDate} (imported ${earlier.importedAt.toISOString()}), ` +
          'which a later import replaced; an edition cannot be imported a second time.',
      );
    }

    const previous = await tx
      .select({
        passport: visaRequirements.passport,
        destination: visaRequirements.destination,
        requirement: visaRequirements.requirement,
      })
      .from(visaRequirements);
    const differences = compareRequirements({ previous, current: rows });
    // A first edition is where the history starts, not a change.
    const changes = latest ? differences.filter(isCorridor) : [];
    const [edition] = await tx
      .insert(visaDataEditions)
      .values({ source, editionDate: date, contentHash, ...countDataset(rows), changes: changes.length })
      .returning();
    if (!edition) throw new Error('edition insert returned nothing');

    await recordRequirementChanges({ db: tx, changes, editionId: edition.id });
    await applyRequirementChanges({ db: tx, changes: differences, editionId: edition.id });
    await tx.update(countries).set({ isActive: inArray(countries.code, listDatasetCountries(rows)) });
    await seedVisaTypes(tx);
    if (tellTravellers) await tellAffectedTravellers(tx, changes, { ...tellTravellers, editionDate: date });
    return { status: 'imported', edition, previousEdition: latest, changes };
  });
};
