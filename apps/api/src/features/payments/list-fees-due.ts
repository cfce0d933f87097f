import { isPaymentDue, type FeeDueView, type InterfaceLanguage } from '@visabridge/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { applications } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { selectApplicationDetails } from '../../domain/applications/application-rows';
import { feesViewOf } from '../../domain/visa/application-fees';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { paymentOfRow, referenceNumberOf } from '../../domain/applications/views';
import { visaTypeNameIn } from '../../domain/visa-types/visa-type-names';
import { tripReferenceOf } from '../../domain/applications/trip-terms';
import { travellerNameOf } from '../trips/trip-views';

/**
 * The caller's individual applications whose fees are due (`isPaymentDue`), newest submission first, named in
 * the reader's `language`.
 */
export const listFeesDue = async (
  ctx: AppContext,
  userId: string,
  language: InterfaceLanguage,
): Promise<FeeDueView[]> => {
  const rows = await selectApplicationDetails(ctx.db)
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.status, ['pending', 'in_review']),
        eq(applications.applicationType, 'individual'),
      ),
    )
    .orderBy(desc(applications.submittedAt), desc(applications.id));
  return rows
    .filter((row) => isPaymentDue({ status: row.status, payment: paymentOfRow(row) }))
    .map((row) => ({
      applicationId: row.id,
      referenceNumber: referenceNumberOf(row.id),
      trip: row.tripId
        ? { id: row.tripId, reference: tripReferenceOf(row.tripId), traveller: travellerNameOf(row) }
        : null,
      destination: destinationNameIn(ctx, row.toCountry, language),
      visaTypeName: visaTypeNameIn(row.visaType, language),
      status: row.status,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      fees: feesViewOf(row),
    }));
};
