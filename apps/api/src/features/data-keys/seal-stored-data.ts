import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, documents, employees, savedTravellers, secondFactors } from '../../db/schema';
import { sealingKeyId } from '../../lib/data-encryption';
import type { DocumentStore } from '../documents/document-store';

const BATCH = 200;

/** A stored value not sealed under the current key: in clear (from before encryption) or under an older key. */
const notSealedNow = (value: ReturnType<typeof sql>) =>
  sql`${value} not like ${`enc:v1:${sealingKeyId()}:%`}`;

/** Writes back every row `nextBatch` finds, a batch at a time, until a batch comes short; answers how many. */
const resealInBatches = async <Row>(
  nextBatch: () => Promise<Row[]>,
  writeBack: (row: Row) => Promise<unknown>,
) => {
  let count = 0;
  for (;;) {
    const rows = await nextBatch();
    for (const row of rows) await writeBack(row);
    count += rows.length;
    if (rows.length < BATCH) return count;
  }
};

/**
 * Seals what is not sealed under the current key: passport numbers of employees, saved travellers and applications, what
 * was read from scans, authenticator app secrets, and the documents folder. Runs at every start (a no-op
 * once all is sealed) and after a key rotation; reading a value through its column opens it, writing it
 * back seals it anew.
 */
export const sealStoredData = async ({ db, store }: { db: Db; store: DocumentStore }) => ({
  employees: await resealInBatches(
    () =>
      db
        .select({ id: employees.id, passportNumber: employees.passportNumber })
        .from(employees)
        .where(and(isNotNull(employees.passportNumber), notSealedNow(sql`${employees.passportNumber}`)))
        .limit(BATCH),
    (row) => db.update(employees).set({ passportNumber: row.passportNumber }).where(eq(employees.id, row.id)),
  ),
  savedTravellers: await resealInBatches(
    () =>
      db
        .select({ id: savedTravellers.id, passportNumber: savedTravellers.passportNumber })
        .from(savedTravellers)
        .where(
          and(
            isNotNull(savedTravellers.passportNumber),
            notSealedNow(sql`${savedTravellers.passportNumber}`),
          ),
        )
        .limit(BATCH),
    (row) =>
      db
        .update(savedTravellers)
        .set({ passportNumber: row.passportNumber })
        .where(eq(savedTravellers.id, row.id)),
  ),
  applications: await resealInBatches(
    () =>
      db
        .select({ id: applications.id, personalInfo: applications.personalInfo })
        .from(applications)
        .where(
          and(
            sql`coalesce(${applications.personalInfo}->>'passportNumber', '') <> ''`,
            notSealedNow(sql`${applications.personalInfo}->>'passportNumber'`),
          ),
        )
        .limit(BATCH),
    (row) =>
      db.update(applications).set({ personalInfo: row.personalInfo }).where(eq(applications.id, row.id)),
  ),
  analyses: await resealInBatches(
    () =>
      db
        .select({ id: documents.id, analysisRead: documents.analysisRead })
        .from(documents)
        .where(
          and(
            isNotNull(documents.analysisRead),
            sql`${documents.analysisRead} <> 'null'::jsonb`,
            notSealedNow(sql`coalesce(${documents.analysisRead}->>'sealed', '')`),
          ),
        )
        .limit(BATCH),
    (row) => db.update(documents).set({ analysisRead: row.analysisRead }).where(eq(documents.id, row.id)),
  ),
  secondFactors: await resealInBatches(
    () =>
      db
        .select({ id: secondFactors.id, totpSecret: secondFactors.totpSecret })
        .from(secondFactors)
        .where(and(isNotNull(secondFactors.totpSecret), notSealedNow(sql`${secondFactors.totpSecret}`)))
        .limit(BATCH),
    (row) => db.update(secondFactors).set({ totpSecret: row.totpSecret }).where(eq(secondFactors.id, row.id)),
  ),
  files: await store.resealAll(),
});
