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

const FIRST_NAMES = [
  'Amara',
  'Luca',
  'Sofia',
  'Kenji',
  'Fatima',
  'Mateo',
  'Ingrid',
  'Ravi',
  'Chloe',
  'Tomasz',
  'Aisha',
  'Diego',
  'Hana',
  'Oliver',
  'Zara',
  'Mikhail',
  'Leila',
  'Jonas',
  'Priya',
  'Samuel',
  'Noor',
  'Emil',
  'Yara',
  'Hugo',
  'Mei',
  'Arjun',
  'Clara',
  'Tariq',
  'Elif',
  'Felix',
  'Nadia',
  'Kofi',
  'Greta',
  'Omar',
  'Lucia',
  'Sven',
  'Ama',
  'Pablo',
  'Yuki',
  'Ines',
  'Dmitri',
  'Salma',
  'Marco',
  'Freya',
  'Kwame',
  'Rosa',
  'Anders',
  'Layla',
  'Tobias',
  'Nia',
];
const LAST_NAMES = [
  'Okafor',
  'Rossi',
  'Tanaka',
  'Haddad',
  'Garcia',
  'Lindqvist',
  'Sharma',
  'Dubois',
  'Nowak',
  'Mensah',
  'Alvarez',
  'Kim',
  'Fischer',
  'Nasser',
  'Petrov',
  'Costa',
  'Jensen',
  'Iyer',
  'Moreau',
  'Kowalski',
  'Adeyemi',
  'Romano',
  'Sato',
  'Khalil',
  'Lopez',
  'Berg',
  'Patel',
  'Laurent',
  'Wojcik',
  'Owusu',
  'Santos',
  'Park',
  'Weber',
  'Aziz',
  'Ivanova',
  'Ferreira',
  'Hansen',
  'Reddy',
  'Lefevre',
  'Zielinski',
  'Eze',
  'Bianchi',
  'Suzuki',
  'Mansour',
  'Torres',
  'Nilsson',
  'Gupta',
  'Bernard',
  'Kaminski',
  'Boateng',
  'Silva',
  'Choi',
  'Wagner',
  'Saleh',
  'Morozov',
  'Pereira',
  'Larsen',
  'Nair',
  'Fontaine',
  'Lewandowski',
  'Nwosu',
  'Ricci',
  'Takahashi',
  'Farouk',
  'Ramirez',
  'Holm',
  'Mehta',
  'Girard',
  'Mazur',
  'Asante',
  'Oliveira',
  'Jung',
  'Becker',
  'Hamdan',
  'Volkov',
  'Almeida',
  'Dahl',
  'Menon',
  'Rousseau',
  'Pawlak',
  'Obi',
  'Marino',
  'Watanabe',
  'Rahman',
  'Navarro',
  'Ek',
  'Joshi',
  'Faure',
  'Krol',
  'Appiah',
  'Rocha',
  'Han',
  'Schulz',
  'Karim',
  'Sokolov',
  'Barros',
  'Lund',
  'Pillai',
  'Mercier',
  'Dudek',
];

/**
 * Generated user `number`'s first and last names: every pairing of the two lists once in each 5,000
 * users, so each full name belongs to 10 of the 49,999 (as a common name does), and a search by one
 * finds the applications of those 10.
 */
const generatedName = (number: SQL) => ({
  first: sql`(${sql.param(FIRST_NAMES)}::text[])[1 + ${number} % ${FIRST_NAMES.length}::int]`,
  last: sql`(${sql.param(LAST_NAMES)}::text[])[1 + (${number} / ${FIRST_NAMES.length}::int) % ${LAST_NAMES.length}::int]`,
});

/** Generated user 1's name: an applicant name the admin's search finds (10 users have it). */
export const SEARCHED_APPLICANT = { firstName: FIRST_NAMES[1] ?? '', lastName: LAST_NAMES[0] ?? '' };

const userName = generatedName(sql`n`);
const insertUsers = sql`
  insert into users (id, email, password_hash, first_name, last_name, email_verified_at)
  select ${generatedUserId(sql`n`)}, 'scale-' || n || '@bench.visabridge.test', 'never-signs-in',
    ${userName.first}, ${userName.last}, now()
  from generate_series(1, ${OTHER_USERS}::int) as n`;

/** The measured account, whose applications carry its own name as the form does. */
export type MeasuredAccount = { id: string; firstName: string; lastName: string };

/**
 * Applications `first` to `last`: number n is the measured account's when n is a multiple of 5,000,
 * else generated user 1 + n mod 49,999's (about 20 each), the applicant's name in the form being the
 * account's. Destinations and origins are drawn from the countries table, purpose and status
 * uniformly, creation dates over the last two years; the columns left out (required documents,
 * assigned agent, …) take their defaults.
 */
const applicantName = generatedName(sql`owner`);

const insertApplications = (first: number, last: number, measured: MeasuredAccount) => sql`
  insert into applications (user_id, from_country, to_country, visa_type, purpose, status,
    personal_info, travel_info, emergency_contact, base_fee, processing_fee, service_fee, currency,
    rejection_reason, submitted_at, created_at, updated_at)
  select
    case when is_measured then ${measured.id}::uuid else ${generatedUserId(sql`owner`)} end,
    from_country, to_country, to_country || '-' || upper(purpose), purpose, status,
    jsonb_build_object(
      'firstName', case when is_measured then ${measured.firstName} else ${applicantName.first} end,
      'lastName', case when is_measured then ${measured.lastName} else ${applicantName.last} end,
      'passportNumber', 'P' || lpad(n::text, 8, '0'), 'nationality', from_country),
    jsonb_build_object('purposeOfVisit', purpose,
      'plannedArrivalDate', to_char(created_at + interval '30 days', 'YYYY-MM-DD'), 'intendedStay', '14 days'),
    jsonb_build_object('name', 'Emergency Contact', 'phoneNumber', '+44 20 7946 0000'),
    6000, 1500, 1000, 'USD',
    case when status = 'rejected' then 'Incomplete documents' end,
    case when status <> 'draft' then created_at + interval '1 day' end,
    created_at, created_at + interval '2 days'
  from (
    select n, n % ${MEASURED_EVERY}::int = 0 as is_measured, 1 + n % ${OTHER_USERS}::int as owner,
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
export const generateScaleData = async (db: Db, measured: MeasuredAccount) => {
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
      await tx.execute(insertApplications(first, last, measured));
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
