import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documents } from '../../../db/schema';
import type { AnalysisRead } from './analyse-document';

/**
 * The passport expiry read from each application's latest analysed passport scan, where its check digit
 * held: what the passport itself says, which outranks what was typed into the form.
 */
export const scannedExpiriesOf = async (db: Db, applicationIds: string[]) => {
  const expiries = new Map<string, string>();
  if (applicationIds.length === 0) return expiries;
  const rows = await db
    .select({ applicationId: documents.applicationId, read: documents.analysisRead })
    .from(documents)
    .where(and(inArray(documents.applicationId, applicationIds), eq(documents.analysisStatus, 'done')))
    .orderBy(desc(documents.createdAt));
  for (const { applicationId, read } of rows) {
    const analysed = read as AnalysisRead | null;
    const zone = analysed?.kind === 'passport' ? analysed.zone : null;
    if (!zone?.expiryDate || zone.failedChecks.includes('expiry date') || expiries.has(applicationId))
      continue;
    expiries.set(applicationId, zone.expiryDate);
  }
  return expiries;
};
