import type { Db } from '../db/client';
import { applicationRatings, users } from '../db/schema';
import {
  dateIn,
  daysFromNow,
  insertDemoApplication,
  stepsOf,
  type Case,
  type Setup,
} from './demo-application-record';

type Client = {
  firstName: string;
  lastName: string;
  nationality: string;
  joinedDaysAgo: number;
  phone: string;
  cases: Case[];
};

const rejectionReason =
  'The bank statements did not cover the last three months. Please apply again with complete statements.';

/** The agency's past clients: signed up over the last year, their applications decided by the demo agent. */
const clients: Client[] = [
  {
    firstName: 'Amara',
    lastName: 'Nwosu',
    nationality: 'NG',
    joinedDaysAgo: 330,
    phone: '+234 803 555 0142',
    cases: [
      {
        toCountry: 'GB',
        purpose: 'business',
        submittedDaysAgo: 320,
        decidedAfter: 8,
        outcome: 'approved',
        reviewed: true,
        rating: 5,
        ratingComment:
          'Quick and clear: I knew which bank statements to bring before I booked the appointment.',
        ratingPublic: true,
      },
      {
        toCountry: 'US',
        purpose: 'tourist',
        submittedDaysAgo: 200,
        decidedAfter: 12,
        outcome: 'approved',
        reviewed: true,
        rating: 4,
      },
    ],
  },
  {
    firstName: 'Lucas',
    lastName: 'Ferreira',
    nationality: 'BR',
    joinedDaysAgo: 290,
    phone: '+55 11 5555 0198',
    cases: [
      {
        toCountry: 'CN',
        purpose: 'business',
        submittedDaysAgo: 280,
        decidedAfter: 5,
        outcome: 'approved',
        reviewed: true,
        rating: 5,
      },
      { toCountry: 'IN', purpose: 'tourist', submittedDaysAgo: 150, decidedAfter: 2, outcome: 'approved' },
    ],
  },
  {
    firstName: 'Aisha',
    lastName: 'Rahman',
    nationality: 'PK',
    joinedDaysAgo: 250,
    phone: '+92 300 555 0117',
    cases: [
      {
        toCountry: 'GB',
        purpose: 'tourist',
        submittedDaysAgo: 240,
        decidedAfter: 20,
        outcome: 'rejected',
        reviewed: true,
        rating: 3,
        ratingComment: 'Fair, but I wish I had known sooner.',
        ratingPublic: true,
      },
      {
        toCountry: 'AE',
        purpose: 'business',
        submittedDaysAgo: 95,
        decidedAfter: 4,
        outcome: 'approved',
        reviewed: true,
        rating: 5,
      },
    ],
  },
  {
    firstName: 'Kenji',
    lastName: 'Watanabe',
    nationality: 'JP',
    joinedDaysAgo: 160,
    phone: '+81 3 5555 0163',
    cases: [
      {
        toCountry: 'IN',
        purpose: 'business',
        submittedDaysAgo: 150,
        decidedAfter: 6,
        outcome: 'approved',
        reviewed: true,
      },
      {
        // Japanese tourists enter China visa free; a semester there needs a study visa.
        toCountry: 'CN',
        purpose: 'student',
        submittedDaysAgo: 62,
        decidedAfter: 35,
        outcome: 'approved',
        reviewed: true,
        rating: 4,
        ratingComment:
          'The agent asked for my enrolment letter early, so the study visa came in time for term.',
        ratingPublic: true,
      },
    ],
  },
  {
    firstName: 'Sofia',
    lastName: 'Martinez',
    nationality: 'MX',
    joinedDaysAgo: 45,
    phone: '+52 55 5555 0175',
    cases: [
      {
        toCountry: 'CN',
        purpose: 'tourist',
        submittedDaysAgo: 40,
        decidedAfter: 10,
        outcome: 'rejected',
        reviewed: true,
      },
      { toCountry: 'IN', purpose: 'business', submittedDaysAgo: 3, priority: 'urgent' },
    ],
  },
  {
    firstName: 'Daniel',
    lastName: 'Mensah',
    nationality: 'GH',
    joinedDaysAgo: 12,
    phone: '+233 24 555 0186',
    cases: [
      {
        toCountry: 'US',
        purpose: 'business',
        submittedDaysAgo: 9,
        decidedAfter: 1,
        outcome: 'approved',
        reviewed: true,
      },
      { toCountry: 'DE', purpose: 'tourist', submittedDaysAgo: 1, priority: 'urgent', unassigned: true },
    ],
  },
];

const emailOf = (client: Client) =>
  `${client.firstName}.${client.lastName}@clients.demo.visabridge.test`.toLowerCase();

/**
 * Demo mode: past clients of the agency (they cannot sign in) with a year of applications, payments and
 * ratings, so the staff dashboards and their charts show real records.
 */
export const seedDemoActivity = async (db: Db, setup: Setup) => {
  for (const client of clients) {
    const email = emailOf(client);
    const [user] = await db
      .insert(users)
      .values({
        email,
        firstName: client.firstName,
        lastName: client.lastName,
        phone: client.phone,
        nationality: client.nationality,
        emailVerifiedAt: daysFromNow(-client.joinedDaysAgo),
        createdAt: daysFromNow(-client.joinedDaysAgo),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) continue;
    const owner = {
      id: user.id,
      fromCountry: client.nationality,
      personalInfo: {
        firstName: client.firstName,
        lastName: client.lastName,
        nationality: client.nationality,
        phoneNumber: client.phone,
        email,
        passportNumber: `P${client.phone.replace(/\D/g, '').slice(-8)}`,
        passportExpiryDate: dateIn(2000),
      },
      emergencyContact: {},
    };
    for (const item of client.cases) {
      const id = await insertDemoApplication(db, setup, owner, {
        toCountry: item.toCountry,
        purpose: item.purpose,
        arrivalIn: 30 - item.submittedDaysAgo,
        stayDays: 10,
        accommodation: 'Hotel booked through the agency',
        steps: stepsOf(item),
        priority: item.priority,
        unassigned: item.unassigned,
        rejectionReason: item.outcome === 'rejected' ? rejectionReason : undefined,
      });
      if (item.rating && item.decidedAfter !== undefined) {
        const ratedAt = daysFromNow(-(item.submittedDaysAgo - item.decidedAfter - 1));
        await db.insert(applicationRatings).values({
          applicationId: id,
          rating: item.rating,
          comment: item.ratingComment ?? null,
          publicConsent: item.ratingPublic ?? false,
          createdAt: ratedAt,
          updatedAt: ratedAt,
        });
      }
    }
  }
};
