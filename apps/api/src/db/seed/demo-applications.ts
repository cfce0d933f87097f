import { statusLabel, type ApplicationStatus, type Purpose } from '@visabridge/contract';
import { count, eq } from 'drizzle-orm';
import type { DocumentStore } from '../../modules/documents/document-store';
import type { NewNotification } from '../../modules/notifications/notify';
import { notify } from '../../modules/notifications/notify';
import { checkRequirements } from '../../modules/visa/check-requirements';
import type { RequirementsIndex } from '../../modules/visa/requirements-index';
import { visaTypeCode } from '../../modules/visa-types/catalog';
import type { Db } from '../client';
import { applicationMessages, applications, applicationStatusHistory, documents, users } from '../schema';
import { demoAccounts } from './demo-accounts';
import { demoPdf } from './demo-pdf';

const day = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * day);
const dateIn = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

type Step = { status: ApplicationStatus; daysAgo: number; by: 'traveller' | 'agent'; note?: string };
type DemoApplication = {
  toCountry: string;
  purpose: Purpose;
  /** Travel dates relative to today. */
  arrivalIn: number;
  stayDays: number;
  accommodation: string;
  steps: [Step, ...Step[]];
  rejectionReason?: string;
  messages?: { by: 'traveller' | 'agent'; body: string; daysAgo: number }[];
};

/** One of the demo traveller's applications in every status, each with its real history. */
const demoApplications: DemoApplication[] = [
  {
    toCountry: 'JP',
    purpose: 'tourist',
    arrivalIn: 75,
    stayDays: 12,
    accommodation: 'Hotel Gracery Shinjuku, Tokyo',
    steps: [{ status: 'draft', daysAgo: 1, by: 'traveller' }],
  },
  {
    toCountry: 'IN',
    purpose: 'tourist',
    arrivalIn: 40,
    stayDays: 14,
    accommodation: 'The Oberoi, New Delhi',
    steps: [
      { status: 'draft', daysAgo: 5, by: 'traveller' },
      { status: 'pending', daysAgo: 2, by: 'traveller', note: 'Submitted by the applicant' },
    ],
  },
  {
    toCountry: 'CN',
    purpose: 'business',
    arrivalIn: 30,
    stayDays: 7,
    accommodation: 'Park Hyatt Shanghai',
    steps: [
      { status: 'draft', daysAgo: 14, by: 'traveller' },
      { status: 'pending', daysAgo: 10, by: 'traveller', note: 'Submitted by the applicant' },
      { status: 'in_review', daysAgo: 6, by: 'agent', note: 'Documents complete; checking the invitation' },
    ],
    messages: [
      {
        by: 'agent',
        daysAgo: 6,
        body: 'Hello Maya, I am reviewing your application. Could you confirm the dates of your meetings in Shanghai?',
      },
      {
        by: 'traveller',
        daysAgo: 5,
        body: 'Hi Samuel, the meetings are on the second and third day of the trip.',
      },
    ],
  },
  {
    toCountry: 'US',
    purpose: 'tourist',
    arrivalIn: -60,
    stayDays: 14,
    accommodation: 'The Standard, High Line, New York',
    steps: [
      { status: 'draft', daysAgo: 120, by: 'traveller' },
      { status: 'pending', daysAgo: 115, by: 'traveller', note: 'Submitted by the applicant' },
      { status: 'in_review', daysAgo: 112, by: 'agent' },
      { status: 'approved', daysAgo: 105, by: 'agent', note: 'Travel authorisation approved' },
    ],
  },
  {
    toCountry: 'NG',
    purpose: 'business',
    arrivalIn: 20,
    stayDays: 5,
    accommodation: 'Eko Hotel, Lagos',
    steps: [
      { status: 'draft', daysAgo: 30, by: 'traveller' },
      { status: 'pending', daysAgo: 28, by: 'traveller', note: 'Submitted by the applicant' },
      { status: 'in_review', daysAgo: 25, by: 'agent' },
      { status: 'rejected', daysAgo: 21, by: 'agent' },
    ],
    rejectionReason:
      'The invitation letter was not signed by the inviting company. Please apply again with a signed letter.',
  },
];

const statusNotice: Partial<Record<ApplicationStatus, Pick<NewNotification, 'title' | 'type'>>> = {
  pending: { title: 'Application submitted', type: 'success' },
  in_review: { title: 'Application in review', type: 'info' },
  approved: { title: 'Application approved', type: 'success' },
  rejected: { title: 'Application rejected', type: 'warning' },
};

const personalInfo = {
  firstName: 'Maya',
  lastName: 'Chen',
  dateOfBirth: '1991-06-18',
  nationality: 'United Kingdom',
  placeOfBirth: 'Manchester',
  gender: 'female',
  maritalStatus: 'single',
  occupation: 'Product designer',
  phoneNumber: '+44 20 7946 0321',
  email: 'maya.chen@demo.visabridge.test',
  address: {
    street: '48 Clerkenwell Road',
    city: 'London',
    postalCode: 'EC1M 5PS',
    country: 'United Kingdom',
  },
  passportNumber: '562840193',
  passportExpiryDate: dateIn(2400),
};

const emergencyContact = { name: 'Wei Chen', relationship: 'Father', phoneNumber: '+44 161 496 0754' };

/**
 * Demo mode: the demo traveller's applications in every status with documents, history, a message
 * thread and notifications, handled by the demo agent. Skipped when the traveller has applications.
 */
export const seedDemoApplications = async (db: Db, index: RequirementsIndex, store: DocumentStore) => {
  const byEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const travellerId = await byEmail(demoAccounts.find((account) => account.role === 'general')?.email ?? '');
  const agentId = await byEmail(demoAccounts.find((account) => account.role === 'agent')?.email ?? '');
  if (!travellerId || !agentId || !index.edition()) return;
  const [existing] = await db
    .select({ total: count() })
    .from(applications)
    .where(eq(applications.userId, travellerId));
  if (existing?.total) return;

  const pdf = demoPdf([
    'VisaBridge demo document',
    'Maya Chen',
    'This file was created for the demo account.',
  ]);
  const sha256 = store.hashOf(pdf);
  await store.save(sha256, pdf);
  const actor = (by: Step['by']) => (by === 'agent' ? agentId : travellerId);

  await db.transaction(async (tx) => {
    for (const demo of demoApplications) {
      const requirements = checkRequirements(index, {
        fromCountry: 'GB',
        toCountry: demo.toCountry,
        purpose: demo.purpose,
      });
      const last = demo.steps[demo.steps.length - 1] ?? demo.steps[0];
      const submittedStep = demo.steps.find((step) => step.status === 'pending');
      const [application] = await tx
        .insert(applications)
        .values({
          userId: travellerId,
          fromCountry: 'GB',
          toCountry: demo.toCountry,
          purpose: demo.purpose,
          visaType: visaTypeCode(demo.toCountry, demo.purpose),
          status: last.status,
          personalInfo,
          travelInfo: {
            purposeOfVisit: demo.purpose === 'business' ? 'Meetings with partners' : 'Holiday',
            plannedArrivalDate: dateIn(demo.arrivalIn),
            plannedDepartureDate: dateIn(demo.arrivalIn + demo.stayDays),
            intendedStay: `${demo.stayDays} days`,
            accommodationAddress: demo.accommodation,
          },
          emergencyContact,
          baseFee: 6000,
          processingFee: 1500,
          serviceFee: 1000,
          currency: 'USD',
          requiredDocuments: requirements.documents,
          assignedAgentId: submittedStep ? agentId : null,
          assignedAt: submittedStep ? daysFromNow(-submittedStep.daysAgo) : null,
          rejectionReason: demo.rejectionReason ?? null,
          submittedAt: submittedStep ? daysFromNow(-submittedStep.daysAgo) : null,
          createdAt: daysFromNow(-demo.steps[0].daysAgo),
          updatedAt: daysFromNow(-last.daysAgo),
        })
        .returning({ id: applications.id });
      if (!application) throw new Error('demo application insert returned nothing');
      const link = `/applications/${application.id}`;
      const destination = index.country(demo.toCountry)?.name ?? demo.toCountry;

      const uploaded = submittedStep ? requirements.documents : requirements.documents.slice(0, 1);
      if (uploaded.length > 0)
        await tx.insert(documents).values(
          uploaded.map((type, position) => ({
            applicationId: application.id,
            uploadedBy: travellerId,
            type,
            fileName: `document-${position + 1}.pdf`,
            mimeType: 'application/pdf',
            size: pdf.length,
            sha256,
            createdAt: daysFromNow(-demo.steps[0].daysAgo),
          })),
        );
      await tx.insert(applicationStatusHistory).values(
        demo.steps.map((step, position) => ({
          applicationId: application.id,
          fromStatus: demo.steps[position - 1]?.status ?? null,
          toStatus: step.status,
          changedBy: actor(step.by),
          note: step.status === 'rejected' ? (demo.rejectionReason ?? null) : (step.note ?? null),
          createdAt: daysFromNow(-step.daysAgo),
        })),
      );
      for (const message of demo.messages ?? []) {
        await tx.insert(applicationMessages).values({
          applicationId: application.id,
          authorId: actor(message.by),
          body: message.body,
          createdAt: daysFromNow(-message.daysAgo),
        });
        if (message.by === 'agent')
          await notify(tx, {
            userId: travellerId,
            title: `New message about your ${destination} application`,
            message: message.body,
            type: 'info',
            category: 'message',
            link,
            createdAt: daysFromNow(-message.daysAgo),
          });
      }
      const notices = demo.steps.flatMap((step) => {
        const notice = statusNotice[step.status];
        return notice
          ? [
              {
                ...notice,
                message: `Your ${destination} application is now ${statusLabel(step.status)}.`,
                step,
              },
            ]
          : [];
      });
      for (const { step, ...notice } of notices)
        await notify(tx, {
          ...notice,
          userId: travellerId,
          category: 'application_update',
          link,
          createdAt: daysFromNow(-step.daysAgo),
          ...(step.status === last.status && last.daysAgo < 7
            ? {}
            : { readAt: daysFromNow(-step.daysAgo + 1) }),
        });
    }
  });
};
