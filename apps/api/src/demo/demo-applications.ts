import { statusLabel, type ApplicationStatus } from '@visabridge/contract';
import { count, eq } from 'drizzle-orm';
import type { FeeSchedule } from '../config';
import type { DocumentStore } from '../features/documents/document-store';
import type { NewNotification } from '../domain/notifications/notify';
import { notify } from '../domain/notifications/notify';
import type { RequirementsIndex } from '../domain/visa/requirements-index';
import type { Db } from '../db/client';
import { applicationMessages, applications, users } from '../db/schema';
import { seedDemoActivity } from './demo-activity';
import { seedDemoCompanies } from './demo-companies';
import {
  dateIn,
  daysFromNow,
  insertDemoApplication,
  type DemoApplication,
  type Setup,
  type Step,
} from './demo-application-record';
import { demoAccounts } from '../domain/identity/demo-accounts';
import { demoDocumentFile, type DemoTrip } from './demo-documents';
import type { DemoPerson } from './demo-person';

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
    unpaid: true,
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
    declinedFirst: true,
    rejectionReason:
      'The invitation letter was not signed by the inviting company. Please apply again with a signed letter.',
  },
];

/** The demo's records are written in English, as its messages are. */
const demoLanguages = ['en'] as const;

const statusNotice: Partial<Record<ApplicationStatus, { title: string; type: NewNotification['type'] }>> = {
  pending: { title: 'Application submitted', type: 'success' },
  in_review: { title: 'Application in review', type: 'info' },
  approved: { title: 'Application approved', type: 'success' },
  rejected: { title: 'Application rejected', type: 'warning' },
};

const personalInfo = {
  firstName: 'Maya',
  lastName: 'Chen',
  dateOfBirth: '1991-06-18',
  nationality: 'GB',
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
 * Demo mode: the demo traveller's applications in every status with documents, history, payments, a
 * message thread and notifications, handled by the demo agent, the agency's past clients (see
 * demo-activity) and the demo companies' employees and applications (see demo-companies). Skipped when the traveller has applications.
 */
export const seedDemoApplications = async (
  db: Db,
  index: RequirementsIndex,
  fees: FeeSchedule,
  store: DocumentStore,
) => {
  const byEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const travellerId = await byEmail(demoAccounts.find((account) => account.role === 'general')?.email ?? '');
  const agentId = await byEmail(demoAccounts.find((account) => account.role === 'agent')?.email ?? '');
  if (!travellerId || !agentId || !index.edition()) return;
  const storeDocument = async (type: string, trip: DemoTrip, person: DemoPerson) => {
    const { fileName, mimeType, bytes } = await demoDocumentFile(type, person, trip);
    const sha256 = store.hashOf(bytes);
    await store.save(sha256, bytes);
    return { fileName, mimeType, size: bytes.length, sha256 };
  };
  const setup: Setup = { index, fees, agentId, storeDocument };
  await seedDemoCompanies(db, setup);
  const [existing] = await db
    .select({ total: count() })
    .from(applications)
    .where(eq(applications.userId, travellerId));
  if (existing?.total) return;

  const actor = (by: Step['by']) => (by === 'agent' ? agentId : travellerId);

  await db.transaction(async (tx) => {
    for (const demo of demoApplications) {
      const id = await insertDemoApplication(
        tx,
        setup,
        { id: travellerId, fromCountry: 'GB', personalInfo, emergencyContact },
        demo,
      );
      const last = demo.steps[demo.steps.length - 1] ?? demo.steps[0];
      const link = `/applications/${id}`;
      const destination = index.country(demo.toCountry)?.name ?? demo.toCountry;
      for (const message of demo.messages ?? []) {
        await tx.insert(applicationMessages).values({
          applicationId: id,
          authorId: actor(message.by),
          body: message.body,
          createdAt: daysFromNow(-message.daysAgo),
        });
        if (message.by === 'agent')
          await notify(tx, demoLanguages, {
            userId: travellerId,
            text: () => ({
              title: `New message about your ${destination} application`,
              message: message.body,
            }),
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
      for (const { step, title, message, type } of notices)
        await notify(tx, demoLanguages, {
          text: () => ({ title, message }),
          type,
          userId: travellerId,
          category: 'application_update',
          link,
          createdAt: daysFromNow(-step.daysAgo),
          ...(step.status === last.status && last.daysAgo < 7
            ? {}
            : { readAt: daysFromNow(-step.daysAgo + 1) }),
        });
    }
    await seedDemoActivity(tx, setup);
  });
};
