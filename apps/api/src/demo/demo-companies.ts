import { dayOf } from '@visabridge/contract';
import type { CorporateVisaType } from '@visabridge/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees, users } from '../db/schema';
import { demoAccounts } from '../domain/identity/demo-accounts';
import {
  dateIn,
  daysFromNow,
  insertDemoApplication,
  stepsOf,
  type Case,
  type Setup,
} from './demo-application-record';

type DemoEmployee = {
  firstName: string;
  lastName: string;
  position: string;
  department: string;
  hiredDaysAgo: number;
  /** The passport they travel with: every trip below is a corridor that needs a visa or an eTA. */
  passport: {
    nationality: string;
    number: string;
    /** Days from today; Lucia's runs out within 6 months, so the team list warns about it. */
    expiresIn: number;
    dateOfBirth: string;
    gender: 'female' | 'male';
  };
  trips: (Case & {
    visaType: CorporateVisaType;
    purposeText: string;
    /** Required documents not uploaded yet (only while pending): the agent cannot approve it yet. */
    documentsMissing?: number;
  })[];
};

const team: Record<string, DemoEmployee[]> = {
  'Acme Global Ltd': [
    {
      firstName: 'Oliver',
      lastName: 'Grant',
      position: 'Regional Sales Director',
      department: 'Sales',
      hiredDaysAgo: 1400,
      passport: {
        nationality: 'NG',
        number: 'A07725184',
        expiresIn: 2100,
        dateOfBirth: '1979-05-21',
        gender: 'male',
      },
      trips: [
        {
          toCountry: 'CN',
          purpose: 'business',
          submittedDaysAgo: 110,
          decidedAfter: 6,
          outcome: 'approved',
          reviewed: true,
          visaType: 'business',
          purposeText: 'Distributor meetings in Shanghai',
        },
        {
          toCountry: 'IN',
          purpose: 'business',
          submittedDaysAgo: 12,
          reviewed: false,
          visaType: 'meeting',
          purposeText: 'Quarterly review with the Pune client',
          priority: 'urgent',
          documentsMissing: 1,
        },
      ],
    },
    {
      firstName: 'Sara',
      lastName: 'Lindqvist',
      position: 'Product Manager',
      department: 'Product',
      hiredDaysAgo: 900,
      passport: {
        nationality: 'SE',
        number: 'AA4819275',
        expiresIn: 1500,
        dateOfBirth: '1988-11-03',
        gender: 'female',
      },
      trips: [
        {
          toCountry: 'US',
          purpose: 'business',
          submittedDaysAgo: 75,
          decidedAfter: 9,
          outcome: 'approved',
          reviewed: true,
          visaType: 'conference',
          purposeText: 'Speaking at a product conference in Austin',
        },
      ],
    },
    {
      firstName: 'Arjun',
      lastName: 'Mehta',
      position: 'Field Engineer',
      department: 'Operations',
      hiredDaysAgo: 500,
      passport: {
        nationality: 'IN',
        number: 'Z5532917',
        expiresIn: 2600,
        dateOfBirth: '1991-02-17',
        gender: 'male',
      },
      trips: [
        {
          toCountry: 'NG',
          purpose: 'business',
          submittedDaysAgo: 70,
          decidedAfter: 14,
          outcome: 'rejected',
          reviewed: true,
          visaType: 'training',
          purposeText: 'Installer training in Lagos',
        },
        {
          toCountry: 'NG',
          purpose: 'business',
          submittedDaysAgo: 45,
          decidedAfter: 5,
          outcome: 'approved',
          reviewed: true,
          visaType: 'training',
          purposeText: 'Installer training in Lagos (second filing)',
        },
      ],
    },
    {
      firstName: 'Mei',
      lastName: 'Chen',
      position: 'Account Manager',
      department: 'Sales',
      hiredDaysAgo: 300,
      passport: {
        nationality: 'CN',
        number: 'E81736254',
        expiresIn: 3000,
        dateOfBirth: '1993-08-29',
        gender: 'female',
      },
      trips: [
        {
          toCountry: 'VN',
          purpose: 'business',
          submittedDaysAgo: 4,
          visaType: 'business',
          purposeText: 'Supplier visit in Ho Chi Minh City',
        },
      ],
    },
    {
      firstName: 'Lucia',
      lastName: 'Romero',
      position: 'HR Partner',
      department: 'People',
      hiredDaysAgo: 120,
      passport: {
        nationality: 'BR',
        number: 'FT293847',
        expiresIn: 130,
        dateOfBirth: '1990-12-08',
        gender: 'female',
      },
      trips: [],
    },
  ],
  'Northwind Logistics': [
    {
      firstName: 'Omar',
      lastName: 'Farouk',
      position: 'Fleet Manager',
      department: 'Logistics',
      hiredDaysAgo: 700,
      passport: {
        nationality: 'EG',
        number: 'A23918476',
        expiresIn: 1800,
        dateOfBirth: '1984-06-14',
        gender: 'male',
      },
      trips: [
        {
          toCountry: 'AE',
          purpose: 'business',
          submittedDaysAgo: 50,
          decidedAfter: 3,
          outcome: 'approved',
          reviewed: true,
          visaType: 'meeting',
          purposeText: 'Port operator meetings in Dubai',
        },
      ],
    },
    {
      firstName: 'Amina',
      lastName: 'Yusuf',
      position: 'Customs Specialist',
      department: 'Compliance',
      hiredDaysAgo: 400,
      passport: {
        nationality: 'NG',
        number: 'B11548392',
        expiresIn: 2900,
        dateOfBirth: '1987-03-30',
        gender: 'female',
      },
      trips: [],
    },
  ],
};

/**
 * Demo mode: the demo companies' employees and the visa applications they filed for them over the
 * last months (decided by the demo agent), so budgets, invoices and analytics show real records.
 * Skipped for a company that already has employees.
 */
export const seedDemoCompanies = async (db: Db, setup: Setup) => {
  for (const account of demoAccounts.filter((item) => item.companyName && team[item.companyName])) {
    const [owner] = await db.select().from(users).where(eq(users.email, account.email));
    if (!owner?.companyId) continue;
    const companyId = owner.companyId;
    const [existing] = await db
      .select({ total: count() })
      .from(employees)
      .where(eq(employees.companyId, companyId));
    if (existing?.total) continue;
    await db.transaction(async (tx) => {
      for (const person of team[account.companyName ?? ''] ?? []) {
        const [employee] = await tx
          .insert(employees)
          .values({
            companyId,
            firstName: person.firstName,
            lastName: person.lastName,
            email:
              `${person.firstName}.${person.lastName}@${(account.companyName ?? '').split(' ')[0]?.toLowerCase()}.demo.visabridge.test`.toLowerCase(),
            position: person.position,
            department: person.department,
            hireDate: dayOf(daysFromNow(-person.hiredDaysAgo)),
            nationality: person.passport.nationality,
            passportNumber: person.passport.number,
            passportExpiry: dateIn(person.passport.expiresIn),
            dateOfBirth: person.passport.dateOfBirth,
            gender: person.passport.gender,
            createdAt: daysFromNow(-Math.min(person.hiredDaysAgo, 200)),
          })
          .returning();
        if (!employee) throw new Error('demo employee insert returned nothing');
        for (const trip of person.trips)
          await insertDemoApplication(
            tx,
            setup,
            {
              id: owner.id,
              fromCountry: person.passport.nationality,
              // What a filing stores (see corporate/employee-filing).
              personalInfo: {
                firstName: employee.firstName,
                lastName: employee.lastName,
                email: employee.email,
                nationality: person.passport.nationality,
                passportNumber: person.passport.number,
                passportExpiryDate: dateIn(person.passport.expiresIn),
                dateOfBirth: person.passport.dateOfBirth,
                gender: person.passport.gender,
              },
              emergencyContact: {},
            },
            {
              toCountry: trip.toCountry,
              purpose: trip.purpose,
              arrivalIn: 25 - trip.submittedDaysAgo,
              stayDays: 7,
              accommodation: 'Booked by the company travel desk',
              steps: stepsOf({ ...trip, reviewed: trip.reviewed ?? false }, false),
              priority: trip.priority,
              documentsMissing: trip.documentsMissing,
              rejectionReason:
                trip.outcome === 'rejected' ? 'The invitation letter did not name the traveller.' : undefined,
              corporate: {
                companyId,
                employeeId: employee.id,
                visaType: trip.visaType,
                purposeText: trip.purposeText,
              },
            },
          );
      }
    });
  }
};
