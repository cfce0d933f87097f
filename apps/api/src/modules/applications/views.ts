import type { ApplicationView, Purpose } from '@visabridge/contract';
import type { applications } from '../../db/schema';
import type { AppContext } from '../../lib/context';

export type ApplicationRow = typeof applications.$inferSelect;

/** The reference people quote: the first 8 characters of the id, upper-cased. */
export const referenceNumberOf = (id: string) => id.slice(0, 8).toUpperCase();

export const toApplicationView = (row: ApplicationRow, destinationName: string): ApplicationView => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  userId: row.userId,
  fromCountry: row.fromCountry,
  toCountry: row.toCountry,
  destination: destinationName,
  visaType: row.visaType,
  purpose: row.purpose as Purpose,
  status: row.status as ApplicationView['status'],
  personalInfo: row.personalInfo,
  travelInfo: row.travelInfo,
  emergencyContact: row.emergencyContact,
  fees: {
    baseFee: row.baseFee,
    processingFee: row.processingFee,
    serviceFee: row.serviceFee,
    total: row.baseFee + row.processingFee + row.serviceFee,
    currency: row.currency,
  },
  rejectionReason: row.rejectionReason,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The view with the destination's name from the in-memory country list. */
export const viewOfApplication = (ctx: AppContext, row: ApplicationRow) =>
  toApplicationView(row, ctx.visa.index.country(row.toCountry)?.name ?? row.toCountry);
