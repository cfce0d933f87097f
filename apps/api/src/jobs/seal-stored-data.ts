import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, documents, employees } from '../db/schema';
import { sealingKeyId } from '../lib/data-encryption';
import type { DocumentStore } from '../modules/documents/document-store';

const BATCH = 200;

/** A stored value not sealed under the current key: in clear (from before encryption) or under an older key. */
const notSealedNow = (value: ReturnType<typeof sql>) =>
  sql`${value} not like ${`enc:v1:${sealingKeyId()}:%`}`;

/**
 * Seals what is not sealed under the current key: passport numbers of employees and applications, what
 * was read from scans, and the documents folder. Runs at every start (a no-op once all is sealed) and
 * after a key rotation; reading a value through its column opens it, writing it back seals it anew.
 */
export const sealStoredData = async ({ db, store }: { db: Db; store: DocumentStore }) => {
  const counts = { employees: 0, applications: 0, analyses: 0, files: 0 };
  for (;;) {
    const rows = await db
      .select({ id: employees.id, passportNumber: employees.passportNumber })
      .from(employees)
      .where(and(isNotNull(employees.passportNumber), notSealedNow(sql`${employees.passportNumber}`)))
      .limit(BATCH);
    for (const row of rows)
      await db.update(employees).set({ passportNumber: row.passportNumber }).where(eq(employees.id, row.id));
    counts.employees += rows.length;
    if (rows.length < BATCH) break;
  }
  for (;;) {
    const rows = await db
      .select({ id: applications.id, personalInfo: applications.personalInfo })
      .from(applications)
      .where(
        and(
          sql`coalesce(${applications.personalInfo}->>'passportNumber', '') <> ''`,
          notSealedNow(sql`${applications.personalInfo}->>'passportNumber'`),
        ),
      )
      .limit(BATCH);
    for (const row of rows)
      await db
        .update(applications)
        .set({ personalInfo: row.personalInfo })
        .where(eq(applications.id, row.id));
    counts.applications += rows.length;
    if (rows.length < BATCH) break;
  }
  for (;;) {
    const rows = await db
      .select({ id: documents.id, analysisRead: documents.analysisRead })
      .from(documents)
      .where(
        and(
          isNotNull(documents.analysisRead),
          sql`${documents.analysisRead} <> 'null'::jsonb`,
          notSealedNow(sql`coalesce(${documents.analysisRead}->>'sealed', '')`),
        ),
      )
      .limit(BATCH);
    for (const row of rows)
      await db.update(documents).set({ analysisRead: row.analysisRead }).where(eq(documents.id, row.id));
    counts.analyses += rows.length;
    if (rows.length < BATCH) break;
  }
  counts.files = await store.resealAll();
  return counts;
};
