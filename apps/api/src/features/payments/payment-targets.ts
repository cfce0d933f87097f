import type { CreatePaymentIntentInput } from '@visabridge/contract';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, invoices, payments, trips } from '../../db/schema';
import { tripReferenceOf } from '../../domain/applications/trip-terms';
import type { AppContext } from '../../domain/app-context';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { UserRow } from '../../domain/identity/views';
import { destinationNameOf, referenceNumberOf } from '../../domain/applications/views';
import { applicationFeeColumns, feesViewOf } from '../../domain/visa/application-fees';
import { travellerNameOf } from '../trips/trip-views';
import { companyOf } from '../corporate/company-access';
import { periodLabel } from '../invoices/list-invoices';
import { paymentDescriptionTexts } from './payment-description-texts';
import type { PaymentFacts } from './payment-descriptions';

/** One traveller's part of a trip's payment. */
export type PaymentLine = { applicationId: string; traveller: string; description: string; amount: number };

/**
 * What a payment pays for: one application, one trip (line by line) or one invoice, and how much; its
 * description in English as stored, and the facts it is written from in other languages.
 */
export type PaymentTarget = {
  applicationId: string | null;
  tripId: string | null;
  invoiceId: string | null;
  amount: number;
  currency: string;
  description: string;
  lines: PaymentLine[];
  facts: Pick<PaymentFacts, 'destinationCode' | 'invoiceNumber' | 'invoicePeriod'>;
};

const english = paymentDescriptionTexts.en;

type Paid = Pick<PaymentTarget, 'applicationId' | 'invoiceId'> & { tripId?: string | null };

/** How an application's payment reads in the ledger, on receipts and in the demo data. */
export const applicationPaymentDescription = english.application;

export const alreadyPaid = (target: Omit<Paid, 'applicationId'>) => {
  if (target.invoiceId) return conflict('INVOICE_ALREADY_PAID', 'This invoice is already paid');
  return conflict(
    'APPLICATION_ALREADY_PAID',
    target.tripId ? 'This trip is already paid' : 'This application is already paid',
  );
};

/** The payments made for the same application, trip or invoice as `target`. */
export const paysFor = (target: Paid) => {
  if (target.invoiceId) return eq(payments.invoiceId, target.invoiceId);
  if (target.tripId) return eq(payments.tripId, target.tripId);
  return eq(payments.applicationId, target.applicationId ?? sql`null`);
};

/**
 * Whether the application or invoice is paid by a completed payment other than `exceptPaymentId`
 * (an invoice may also be marked paid without a card payment).
 */
export const isPaid = async (db: Db, target: Paid, exceptPaymentId?: string) => {
  const [completed] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        paysFor(target),
        eq(payments.status, 'completed'),
        exceptPaymentId ? ne(payments.id, exceptPaymentId) : undefined,
      ),
    )
    .limit(1);
  if (completed || !target.invoiceId) return Boolean(completed);
  const [invoice] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, target.invoiceId));
  if (invoice?.status !== 'paid' || !exceptPaymentId) return invoice?.status === 'paid';
  // Paid, but perhaps by `exceptPaymentId` itself: a second confirm of one payment, sent at once, that
  // read it pending just before the first completed it.
  const [own] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, exceptPaymentId));
  return own?.status !== 'completed';
};

/** 409 when the application or invoice has been paid (by another payment than `exceptPaymentId`). */
export const refuseIfPaid = async (db: Db, target: Paid, exceptPaymentId?: string) => {
  if (await isPaid(db, target, exceptPaymentId)) throw alreadyPaid(target);
};

/** The caller's own submitted individual application, not rejected and not yet paid. */
const payableApplication = async (ctx: AppContext, user: UserRow, id: string): Promise<PaymentTarget> => {
  const [application] = await ctx.db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, user.id)));
  if (!application) throw notFound('Application not found');
  if (application.status === 'draft')
    throw conflict('APPLICATION_NOT_SUBMITTED', 'Submit the application before paying');
  if (application.status === 'rejected')
    throw conflict('APPLICATION_REJECTED', 'This application was rejected; no fees are due');
  if (application.applicationType === 'corporate')
    throw conflict('APPLICATION_INVOICED', 'This application is billed to your company by invoice');
  if (application.tripId)
    throw conflict(
      'PART_OF_TRIP',
      `This traveller is on trip ${tripReferenceOf(application.tripId)}: pay for the trip to pay for everyone on it at once.`,
    );
  const target = {
    applicationId: application.id,
    tripId: null,
    invoiceId: null,
    lines: [],
    amount: feesViewOf(application).total,
    currency: application.currency,
    facts: { destinationCode: application.toCountry, invoiceNumber: null, invoicePeriod: null },
    description: applicationPaymentDescription(
      referenceNumberOf(application.id),
      destinationNameOf(ctx, application.toCountry),
    ),
  };
  await refuseIfPaid(ctx.db, target);
  return target;
};

/** A pending invoice of the caller's company; another company's answers 404 like a missing one. */
const payableInvoice = async (ctx: AppContext, user: UserRow, id: string): Promise<PaymentTarget> => {
  if (user.role !== 'corporate' && user.role !== 'enterprise')
    throw forbidden('Only corporate users pay company invoices');
  const company = await companyOf(ctx, user);
  const [invoice] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, company.id)));
  if (!invoice) throw notFound('Invoice not found');
  const target = {
    applicationId: null,
    tripId: null,
    invoiceId: invoice.id,
    lines: [],
    amount: invoice.amount,
    currency: invoice.currency,
    facts: { destinationCode: null, invoiceNumber: invoice.number, invoicePeriod: invoice.period },
    description: english.invoice(invoice.number, periodLabel(invoice.period)),
  };
  await refuseIfPaid(ctx.db, target);
  return target;
};

/**
 * The caller's submitted trip: one line for each traveller whose application is open and unpaid (a traveller
 * who needs nothing, or was rejected, owes nothing).
 */
const payableTrip = async (ctx: AppContext, user: UserRow, id: string): Promise<PaymentTarget> => {
  const [trip] = await ctx.db
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.userId, user.id)));
  if (!trip) throw notFound('Trip not found');
  if (!trip.submittedAt) throw conflict('APPLICATION_NOT_SUBMITTED', 'Submit the trip before paying');
  const travellers = await ctx.db
    .select({ id: applications.id, personalInfo: applications.personalInfo, ...applicationFeeColumns })
    .from(applications)
    .where(
      and(
        eq(applications.tripId, id),
        eq(applications.needsApplication, true),
        inArray(applications.status, ['pending', 'in_review']),
        or(isNull(applications.paymentStatus), eq(applications.paymentStatus, 'refunded')),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
  if (travellers.length === 0) throw conflict('APPLICATION_ALREADY_PAID', 'Nothing is due on this trip');
  const destination = destinationNameOf(ctx, trip.toCountry);
  const lines = travellers.map((traveller) => ({
    applicationId: traveller.id,
    traveller: travellerNameOf(traveller),
    description: applicationPaymentDescription(referenceNumberOf(traveller.id), destination),
    amount: feesViewOf(traveller).total,
  }));
  const target = {
    applicationId: null,
    tripId: trip.id,
    invoiceId: null,
    lines,
    amount: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: ctx.config.fees.currency,
    facts: { destinationCode: trip.toCountry, invoiceNumber: null, invoicePeriod: null },
    description: english.trip(tripReferenceOf(trip.id), destination, lines.length),
  };
  await refuseIfPaid(ctx.db, target);
  return target;
};

/** What the caller asks to pay, when they may pay it now. */
export const findPayableTarget = (ctx: AppContext, user: UserRow, input: CreatePaymentIntentInput) => {
  if (input.applicationId) return payableApplication(ctx, user, input.applicationId);
  if (input.tripId) return payableTrip(ctx, user, input.tripId);
  if (input.invoiceId) return payableInvoice(ctx, user, input.invoiceId);
  throw new AppError('VALIDATION_ERROR', 400, 'Choose an application, a trip or an invoice to pay');
};
