import { z } from 'zod';
import { applicationStatuses } from './applications';
import { notificationView } from './notifications';

/** The dashboard's short form of an application (spec: "Application (dashboard item)"). */
export const dashboardApplicationItem = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  destination: z.string(),
  toCountry: z.string(),
  visaType: z.string(),
  visaTypeName: z.string(),
  status: z.enum(applicationStatuses),
  submissionDate: z.string().nullable(),
  expectedProcessingTime: z.string(),
  progress: z.number().int(),
  /** Formatted with its currency, e.g. "$85.00". */
  fee: z.string(),
  documents: z.number().int(),
  rejectionReason: z.string().nullable(),
});
export type DashboardApplicationItem = z.infer<typeof dashboardApplicationItem>;

export const travelHistoryEntry = z.object({
  applicationId: z.string(),
  referenceNumber: z.string(),
  toCountry: z.string(),
  destination: z.string(),
  flag: z.string(),
  visaType: z.string(),
  visaTypeName: z.string(),
  purpose: z.string(),
  arrivalDate: z.string().nullable(),
  departureDate: z.string().nullable(),
  approvedAt: z.string(),
  /** True once the planned arrival date has passed. */
  travelled: z.boolean(),
});
export type TravelHistoryEntry = z.infer<typeof travelHistoryEntry>;

export const visaFreeDestination = z.object({
  code: z.string(),
  name: z.string(),
  flag: z.string(),
  stayDays: z.number().int().nullable(),
});

export const travelIntelligenceView = z.object({
  /** The passport the figures are for: the user's nationality, when it names a country we know. */
  passport: z.object({ code: z.string(), name: z.string(), flag: z.string() }).nullable(),
  visaFreeCount: z.number().int(),
  visaOnArrivalCount: z.number().int(),
  electronicCount: z.number().int(),
  visaFreeExamples: z.array(visaFreeDestination),
  /** Passport expiry problems found in the user's open applications. */
  warnings: z.array(z.string()),
});
export type TravelIntelligenceView = z.infer<typeof travelIntelligenceView>;

export const moneyTotal = z.object({ currency: z.string(), amount: z.number().int() });

export const individualDashboardView = z.object({
  totalApplications: z.number().int(),
  pendingApplications: z.number().int(),
  approvedApplications: z.number().int(),
  rejectedApplications: z.number().int(),
  documentsUploaded: z.number().int(),
  countriesVisited: z.number().int(),
  recentApplications: z.array(dashboardApplicationItem),
  recentNotifications: z.array(notificationView),
  documents: z.object({
    uploaded: z.number().int(),
    required: z.number().int(),
    missing: z.number().int(),
    bytes: z.number().int(),
  }),
  /** From the payment ledger: fees still due per currency, and what was paid (net of refunds). */
  payments: z.object({
    feesDue: z.array(moneyTotal),
    applicationsAwaitingPayment: z.number().int(),
    paid: z.array(moneyTotal),
    completedPayments: z.number().int(),
  }),
  travelHistory: z.array(travelHistoryEntry),
  travelIntelligence: travelIntelligenceView,
});
export type IndividualDashboardView = z.infer<typeof individualDashboardView>;
