import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { applicationStatuses } from '../../packages/contract/src/applications';
import { purposes } from '../../packages/contract/src/visa-terms';
import { rowsOf } from './pg-rows';
import { SCALE_GENERATION_LIMIT_SECONDS } from './protocol';

const SCALE = {
  applications: 1_000_000,
  /** The measured account included: it holds `measuredApplications`, the others share the rest. */
  users: 50_000,
  measuredApplications: 200,
} as const;

/** Applications per INSERT; the time limit is checked between them. */
const BATCH = 100_000;
/** Any fixed number in [-1, 1]: the same data in every run, so runs compare like with like. */
const SEED = 0.2025;
const OTHER_USERS = SCALE.users - 1;
/** Every 5,000th application is the measured account's, so its rows lie all over the table. */
const MEASURED_EVERY = SCALE.applications / SCALE.measuredApplications;

/** Generated users get ids derived from their number, so applications find them without a join. */
const generatedUserId = (number: SQL) => sql`md5('visabridge-scale-user-' || ${number})::uuid`;

const insertUsers = sql`
  insert into users (id, email, password_hash, first_name, last_name, email_verified_at)
  select ${generatedUserId(sql`n`)}, 'scale-' || n || '@bench.visabridge.test', 'never-signs-in',
    'Scale', 'User ' || n, now()
  from generate_series(1, ${OTHER_USERS}::int) as n`;

/**
 * Applications `first` to `last`: number n is the measured account's when n is a multiple of 5,000,
 * else generated user 1 + n mod 49,999's (about 20 each). Destinations and origins are drawn from the
 * countries table, purpose and status uniformly, creation dates over the last two years; the columns
 * left out (required documents, assigned agent, …) take their defaults.
 */
const insertApplications = (first: number, last: number, measuredUserId: string) => sql`
  insert into applications (user_id, from_country, to_country, visa_type, purpose, status,
    personal_info, travel_info, emergency_contact, base_fee, processing_fee, service_fee, currency,
    rejection_reason, submitted_at, created_at, updated_at)
  select
    case when n % ${MEASURED_EVERY}::int = 0 then ${measuredUserId}::uuid
      else ${generatedUserId(sql`(1 + n % ${OTHER_USERS}::int)`)} end,
    from_country, to_country, to_country || '-' || upper(purpose), purpose, status,
    jsonb_build_object('firstName', 'Scale', 'lastName', 'User ' || n,
      'passportNumber', 'P' || lpad(n::text, 8, '0'), 'nationality', from_country),
    jsonb_build_object('purposeOfVisit', purpose,
      'plannedArrivalDate', to_char(created_at + interval '30 days', 'YYYY-MM-DD'), 'intendedStay', '14 days'),
    jsonb_build_object('name', 'Emergency Contact', 'phoneNumber', '+44 20 7946 0000'),
    6000, 1500, 1000, 'USD',
    case when status = 'rejected' then 'Incomplete documents' end,
    case when status <> 'draft' then created_at + interval '1 day' end,
    created_at, created_at + interval '2 days'
  from (
    select n,
      codes[1 + floor(random() * cardinality(codes))::int] as from_country,
      codes[1 + floor(random() * cardinality(codes))::int] as to_country,
      purposes[1 + floor(random() * cardinality(purposes))::int] as purpose,
      statuses[1 + floor(random() * cardinality(statuses))::int] as status,
      now() - random() * interval '730 days' as created_at
    from generate_series(${first}::int, ${last}::int) as n,
      (select array_agg(code order by code) as codes from countries where is_active) as countries,
      (select ${sql.param([...purposes])}::text[] as purposes,
        ${sql.param([...applicationStatuses])}::text[] as statuses) as choices
  ) as drawn`;

type Definition = { name: string; definition: string };

/**
 * Drops the foreign keys and the non-unique indexes of applications for the load, and answers how to
 * make them again (one index build and one check per constraint instead of one per row: several
 * times faster, as PostgreSQL's "Populating a Database" advises). They are read from the catalog, so the
 * ones the schema gains later are handled too.
 */
const dropForLoading = async (tx: Pick<Db, 'execute'>) => {
  const foreignKeys = rowsOf<Definition>(
    await tx.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'applications'::regclass and contype = 'f'`),
  );
  const indexes = rowsOf<Definition>(
    await tx.execute(sql`
      select class.relname as name, pg_get_indexdef(index.indexrelid) as definition
      from pg_index as index join pg_class as class on class.oid = index.indexrelid
      where index.indrelid = 'applications'::regclass and not index.indisunique`),
  );
  for (const { name } of foreignKeys) {
    await tx.execute(sql`alter table applications drop constraint ${sql.identifier(name)}`);
  }
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  return async () => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    for (const { name, definition } of foreignKeys) {
      await tx.execute(
        sql`alter table applications add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
      );
    }
  };
};

const format = (value: number) => value.toLocaleString('en-US');

/**
 * Generates the scale data in SQL (INSERT … SELECT from generate_series, seeded, in one transaction,
 * the foreign keys and indexes of applications made after the load), gives up when it takes longer
 * than SCALE_GENERATION_LIMIT_SECONDS, then vacuums and analyses the tables as autovacuum would have
 * on a live database, and checkpoints. Answers a summary line.
 */
export const generateScaleData = async (db: Db, measuredUserId: string) => {
  const started = performance.now();
  const elapsedSeconds = () => (performance.now() - started) / 1000;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${SEED})`);
    await tx.execute(insertUsers);
    const restore = await dropForLoading(tx);
    for (let first = 1; first <= SCALE.applications; first += BATCH) {
      if (elapsedSeconds() > SCALE_GENERATION_LIMIT_SECONDS) {
        throw new Error(
          `generating the scale data took over ${SCALE_GENERATION_LIMIT_SECONDS} s ` +
            `(${format(first - 1)} of ${format(SCALE.applications)} applications); is the machine busy?`,
        );
      }
      const last = Math.min(first + BATCH - 1, SCALE.applications);
      await tx.execute(insertApplications(first, last, measuredUserId));
    }
    await restore();
  });
  const generatedSeconds = elapsedSeconds();
  await db.execute(sql`vacuum (analyze) users, applications`);
  // Writes the loaded pages out now rather than during the measurement; a superuser (or, from
  // PostgreSQL 15, pg_checkpoint) only, so a DATABASE_URL role may not.
  const settled = await db.execute(sql`checkpoint`).then(
    () => 'vacuumed, analysed and checkpointed',
    () => 'vacuumed and analysed (the role may not CHECKPOINT)',
  );
  const settledSeconds = elapsedSeconds() - generatedSeconds;
  return (
    `${format(SCALE.applications)} applications over ${format(SCALE.users)} users, the measured account ` +
    `holding ${SCALE.measuredApplications}: generated in ${generatedSeconds.toFixed(1)} s ` +
    `(limit ${SCALE_GENERATION_LIMIT_SECONDS} s), ${settled} in ${settledSeconds.toFixed(1)} s`
  );
};
