import {
  type DashboardApplicationItem,
  dayOf,
  formatMoney,
  type IndividualDashboardView,
  formatLocaleOf,
  type InterfaceLanguage,
  isPaymentDue,
  type Purpose,
} from '@visabridge/contract';
import { and, count, desc, eq, sum } from 'drizzle-orm';
import { applications, documents, notifications, payments, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { applicantOf, listedForApplicant } from '../../domain/applications/access';
import type { ApplicationDetailsRow } from '../../domain/applications/application-rows';
import { selectApplicationDetails } from '../../domain/applications/application-rows';
import { countApplications } from '../../domain/applications/list-applications';
import {
  coveredDocuments,
  paymentOfRow,
  progressOfRow,
  referenceNumberOf,
} from '../../domain/applications/views';
import { destinationNameIn } from '../../domain/applications/destination-name';
import { toNotificationView } from '../../domain/notifications/list-notifications';
import { feesViewOf } from '../../domain/visa/application-fees';
import { checkRequirements } from '../../domain/visa/check-requirements';
import { visaTypeNameIn } from '../../domain/visa-types/visa-type-names';
import { scannedExpiriesOf } from '../documents/analysis/scanned-expiries';
import { travelIntelligenceFor } from './travel-intelligence';
import { defaultRegion } from '../../lib/reader-locale';

const recentCount = 5;
const visaFreeExampleCount = 8;

const feeOf = (row: ApplicationDetailsRow) => feesViewOf(row).total;

/** What the dashboard says of a processing time the requirements data cannot give. */
const notAvailable: Record<InterfaceLanguage, string> = {
  en: 'Not available',
  es: 'No disponible',
  fr: 'Non disponible',
  de: 'Nicht verfügbar',
  zh: '暂无',
  ar: 'غير متاح',
};

/** The processing time the requirements data gives for the corridor, or what it says when it has none. */
const processingTimeOf = (ctx: AppContext, row: ApplicationDetailsRow, language: InterfaceLanguage) => {
  if (!row.fromCountry) return notAvailable[language];
  try {
    return checkRequirements(
      ctx.visa.index,
      ctx.config.fees,
      { fromCountry: row.fromCountry, toCountry: row.toCountry, purpose: row.purpose as Purpose },
      dayOf(),
      language,
    ).processingTime;
  } catch {
    return notAvailable[language];
  }
};

const toItem = (
  ctx: AppContext,
  row: ApplicationDetailsRow,
  language: InterfaceLanguage,
  locale: string,
): DashboardApplicationItem => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  destination: destinationNameIn(ctx, row.toCountry, language),
  toCountry: row.toCountry,
  visaType: row.visaType,
  visaTypeName: visaTypeNameIn(row.visaType, language),
  status: row.status as DashboardApplicationItem['status'],
  submissionDate: row.submittedAt?.toISOString() ?? null,
  expectedProcessingTime: processingTimeOf(ctx, row, language),
  progress: progressOfRow(row),
  fee: formatMoney(feeOf(row), row.currency, locale),
  documents: coveredDocuments(row),
  rejectionReason: row.rejectionReason,
});

const travelDates = (row: ApplicationDetailsRow) => ({
  arrivalDate: (row.travelInfo.plannedArrivalDate as string | undefined) ?? null,
  departureDate: (row.travelInfo.plannedDepartureDate as string | undefined) ?? null,
});

/** Sums fees per currency: amounts in different currencies are never added together. */
const totalsByCurrency = (rows: ApplicationDetailsRow[]) => {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + feeOf(row));
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
};

/**
 * The traveller's dashboard, computed from their applications (with those a company filed for them),
 * documents, notifications and payments; its answers and names in `language` (English unless told).
 */
export const individualDashboard = async (
  ctx: AppContext,
  userId: string,
  language: InterfaceLanguage = 'en',
): Promise<IndividualDashboardView> => {
  const today = dayOf();
  const [counts, rows, [documentTotals], recentNotifications, [user], paid] = await Promise.all([
    countApplications(ctx, userId),
    selectApplicationDetails(ctx.db)
      .where(and(applicantOf(userId), listedForApplicant))
      .orderBy(desc(applications.updatedAt), desc(applications.id)),
    ctx.db
      .select({ uploaded: count(), bytes: sum(documents.size).mapWith(Number) })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(applicantOf(userId)),
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(recentCount),
    ctx.db
      .select({ nationality: users.nationality, region: users.language })
      .from(users)
      .where(eq(users.id, userId)),
    ctx.db
      .select({ currency: payments.currency, amount: sum(payments.amount).mapWith(Number), total: count() })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'completed')))
      .groupBy(payments.currency)
      .orderBy(payments.currency),
  ]);

  const open = rows.filter((row) => row.status !== 'approved' && row.status !== 'rejected');
  const scannedExpiries = await scannedExpiriesOf(
    ctx.db,
    open.map((row) => row.id),
  );
  const drafts = rows.filter((row) => row.status === 'draft');
  // The same rule as the fees-due list on /payment, so the two never disagree.
  const unpaid = rows.filter((row) => isPaymentDue({ status: row.status, payment: paymentOfRow(row) }));
  const approved = rows.filter((row) => row.status === 'approved');
  const requiredInDrafts = drafts.reduce((total, row) => total + row.requiredDocuments.length, 0);
  const coveredInDrafts = drafts.reduce((total, row) => total + coveredDocuments(row), 0);
  const travelHistory = approved.map((row) => {
    const dates = travelDates(row);
    const country = ctx.visa.index.country(row.toCountry);
    return {
      applicationId: row.id,
      referenceNumber: referenceNumberOf(row.id),
      toCountry: row.toCountry,
      destination: destinationNameIn(ctx, row.toCountry, language),
      flag: country?.flag ?? '',
      visaType: row.visaType,
      visaTypeName: visaTypeNameIn(row.visaType, language),
      purpose: row.purpose,
      ...dates,
      approvedAt: row.updatedAt.toISOString(),
      travelled: dates.arrivalDate !== null && dates.arrivalDate <= today,
    };
  });

  return {
    totalApplications: counts.total,
    pendingApplications: counts.pending,
    approvedApplications: counts.approved,
    rejectedApplications: counts.rejected,
    documentsUploaded: documentTotals?.uploaded ?? 0,
    countriesVisited: new Set(travelHistory.filter((trip) => trip.travelled).map((trip) => trip.toCountry))
      .size,
    recentApplications: rows
      .slice(0, recentCount)
      .map((row) => toItem(ctx, row, language, formatLocaleOf(language, user?.region ?? defaultRegion))),
    recentNotifications: recentNotifications.map(toNotificationView),
    documents: {
      uploaded: documentTotals?.uploaded ?? 0,
      required: requiredInDrafts,
      missing: requiredInDrafts - coveredInDrafts,
      bytes: documentTotals?.bytes ?? 0,
    },
    payments: {
      feesDue: totalsByCurrency(unpaid),
      applicationsAwaitingPayment: unpaid.length,
      paid: paid.map(({ currency, amount }) => ({ currency, amount })),
      completedPayments: paid.reduce((all, row) => all + row.total, 0),
    },
    travelHistory,
    travelIntelligence: travelIntelligenceFor(
      ctx,
      user?.nationality ?? null,
      open,
      visaFreeExampleCount,
      scannedExpiries,
    ),
  };
};
