import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RequirementChange } from './dataset-summary';

// One statement per table with column arrays (unnest): tens of thousands of rows without a
// parameter per value, which PGlite, on the main thread, takes noticeably faster than row batches.

/** Applies the differences to visa_requirements; rows left untouched keep the edition that set them. */
export const applyRequirementChanges = async ({
  db,
  changes,
  editionId,
}: {
  db: Db;
  changes: RequirementChange[];
  editionId: string;
}) => {
  const removed = changes.filter((change) => change.current === null);
  const written = changes.filter((change) => change.current !== null);
  if (removed.length > 0) {
    await db.execute(sql`
      delete from visa_requirements as requirement
      using unnest(
        ${sql.param(removed.map((change) => change.passport))}::text[],
        ${sql.param(removed.map((change) => change.destination))}::text[]
      ) as gone(passport, destination)
      where requirement.passport = gone.passport and requirement.destination = gone.destination`);
  }
  if (written.length > 0) {
    await db.execute(sql`
      insert into visa_requirements (passport, destination, requirement, edition_id)
      select passport, destination, requirement, ${editionId}::uuid
      from unnest(
        ${sql.param(written.map((change) => change.passport))}::text[],
        ${sql.param(written.map((change) => change.destination))}::text[],
        ${sql.param(written.map((change) => change.current))}::text[]
      ) as incoming(passport, destination, requirement)
      on conflict (passport, destination)
      do update set requirement = excluded.requirement, edition_id = excluded.edition_id`);
  }
};

/** Records the change log of an edition. */
export const recordRequirementChanges = async ({
  db,
  changes,
  editionId,
}: {
  db: Db;
  changes: RequirementChange[];
  editionId: string;
}) => {
  if (changes.length === 0) return;
  await db.execute(sql`
    insert into visa_requirement_changes (edition_id, passport, destination, previous, current)
    select ${editionId}::uuid, passport, destination, previous, current
    from unnest(
      ${sql.param(changes.map((change) => change.passport))}::text[],
      ${sql.param(changes.map((change) => change.destination))}::text[],
      ${sql.param(changes.map((change) => change.previous))}::text[],
      ${sql.param(changes.map((change) => change.current))}::text[]
    ) as change(passport, destination, previous, current)`);
};
