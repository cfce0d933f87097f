import type { CorporateApplicationView, CorporateTripView } from '@visabridge/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, employees, notifications, trips } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createCompanyUser, employeeInputFor, inDays } from '../../test/corporate';
import { createSignedInUser, uniqueEmail } from '../../test/factories';
import { tripCalls } from '../../test/trips';
import { savedChild } from '../../test/saved-travellers';

const review = useReviewTestApp();

const addEmployee = async (headers: Headers, change: object = {}) => {
  const response = await review.api.call(
    'POST',
    '/api/corporate/employees',
    headers,
    employeeInputFor(uniqueEmail('engineer'), change),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; email: string };
};

const tripFor = (employeeIds: string[], change: object = {}) => ({
  destination: 'CN',
  visaType: 'conference',
  purpose: 'Speak at the Shanghai robotics conference',
  travelDate: inDays(40),
  returnDate: inDays(45),
  priority: 'normal',
  notes: 'Hotel booked by the organisers',
  employeeIds,
  ...change,
});

const fileTrip = (headers: Headers, body: object) =>
  review.api.call('POST', '/api/corporate/trips', headers, body);

const budgetUsed = async (headers: Headers) =>
  (await review.api.call('GET', '/api/corporate/company', headers)).json().data.budget.used as number;

const countRows = async () => ({
  trips: (await review.test.db.select().from(trips)).length,
  applications: (await review.test.db.select().from(applications)).length,
});

describe('a company trip', () => {
  it('files one application per employee on one trip, to one agent, costed each in the budget, telling those with an account', async () => {
    // A second working agent: applications filed one by one would be shared out between the two.
    await createSignedInUser(review.test, { role: 'agent' });
    const acme = await createCompanyUser(review.test, 'Trip Robotics');
    const [ada, ben, chi] = [
      await addEmployee(acme.headers),
      await addEmployee(acme.headers, { firstName: 'Ben', passportNumber: 'B7654321' }),
      await addEmployee(acme.headers, { firstName: 'Chi', passportNumber: 'C1234567' }),
    ];
    if (!ada || !ben || !chi) throw new Error('three employees');
    const benAccount = await createSignedInUser(review.test);
    await review.test.db
      .update(employees)
      .set({ userId: benAccount.user.id })
      .where(eq(employees.id, ben.id));
    const before = await budgetUsed(acme.headers);

    const filed = await fileTrip(acme.headers, tripFor([ada.id, ben.id, chi.id]));
    expect(filed.statusCode, filed.body).toBe(201);
    const trip = filed.json().data as CorporateTripView;
    expect(filed.json().message).toBe(`Trip ${trip.reference} filed: 3 visa applications`);
    expect(trip).toMatchObject({
      destinationCode: 'CN',
      travelDate: inDays(40),
      returnDate: inDays(45),
      notes: 'Hotel booked by the organisers',
    });
    expect(trip.travellers.map((traveller) => traveller.employeeId).sort()).toEqual(
      [ada.id, ben.id, chi.id].sort(),
    );
    for (const traveller of trip.travellers) {
      expect(traveller).toMatchObject({
        status: 'pending',
        tripId: trip.id,
        tripReference: trip.reference,
        tripTravellerCount: 3,
      });
      expect(traveller.cost).toBeGreaterThan(0);
    }
    const costs = trip.travellers.map((traveller) => traveller.cost);
    expect(trip.totalCost).toBe(costs.reduce((sum, cost) => sum + cost, 0));
    expect(await budgetUsed(acme.headers)).toBe(before + trip.totalCost);

    const stored = await review.test.db.select().from(applications).where(eq(applications.tripId, trip.id));
    expect(new Set(stored.map((row) => row.assignedAgentId)).size).toBe(1);
    expect(stored[0]?.assignedAgentId).not.toBeNull();
    expect(stored.map((row) => row.travelInfo.plannedDepartureDate)).toEqual([
      inDays(45),
      inDays(45),
      inDays(45),
    ]);

    const told = await review.test.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Visa application filed for you'));
    expect(told.map((notice) => notice.userId)).toEqual([benAccount.user.id]);
    const bensApplication = trip.travellers.find((traveller) => traveller.employeeId === ben.id);
    expect(told[0]?.link).toBe(`/applications/${bensApplication?.id}`);
    // Ben sees his own application from his account.
    const own = await review.api.call('GET', `/api/applications/${bensApplication?.id}`, benAccount.headers);
    expect(own.statusCode, own.body).toBe(200);

    // The company's list names the trip beside each employee, and its reference finds exactly them.
    const listed = await review.api.call(
      'GET',
      `/api/visa-applications/corporate/${acme.companyId}?search=${trip.reference.toLowerCase()}`,
      acme.headers,
    );
    const items = listed.json().data.items as CorporateApplicationView[];
    expect(items.map((item) => item.id).sort()).toEqual(trip.travellers.map((item) => item.id).sort());
    expect(new Set(items.map((item) => item.tripReference))).toEqual(new Set([trip.reference]));

    const opened = await review.api.call('GET', `/api/corporate/trips/${trip.id}`, acme.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual(trip);

    // Once their month is over, the invoice has a line per employee at each one's cost.
    await review.test.db
      .update(applications)
      .set({ createdAt: new Date('2025-06-10T09:00:00Z') })
      .where(eq(applications.tripId, trip.id));
    const invoices = await review.api.call('GET', '/api/corporate/invoices', acme.headers);
    const june = (
      invoices.json().data.items as {
        period: string;
        lines: { amount: number; reference: string | null }[];
      }[]
    ).find((invoice) => invoice.period === '2025-06');
    expect(june?.lines.map((line) => [line.reference, line.amount]).sort()).toEqual(
      trip.travellers.map((traveller) => [traveller.referenceNumber, traveller.cost]).sort(),
    );
  });

  it('is seen by its company only: another company, a traveller, an agent not on it and a family trip id answer 403 or 404', async () => {
    const acme = await createCompanyUser(review.test, 'Trip Seen Acme');
    const other = await createCompanyUser(review.test, 'Trip Seen Other');
    const sameCompany = await createCompanyUser(review.test, 'Trip Seen Acme', 'enterprise');
    const employee = await addEmployee(acme.headers);
    const filed = await fileTrip(acme.headers, tripFor([employee.id]));
    const trip = filed.json().data as CorporateTripView;
    const [application] = trip.travellers;
    if (!application) throw new Error('one traveller');

    expect(
      (await review.api.call('GET', `/api/corporate/trips/${trip.id}`, sameCompany.headers)).statusCode,
    ).toBe(200);
    expect((await review.api.call('GET', `/api/corporate/trips/${trip.id}`, other.headers)).statusCode).toBe(
      404,
    );
    const traveller = await createSignedInUser(review.test);
    expect(
      (await review.api.call('GET', `/api/corporate/trips/${trip.id}`, traveller.headers)).statusCode,
    ).toBe(403);
    expect((await review.api.call('GET', `/api/trips/${trip.id}`, traveller.headers)).statusCode).toBe(404);
    expect(
      (await review.api.call('GET', `/api/applications/${application.id}`, other.headers)).statusCode,
    ).toBe(404);
    const otherAgent = await createSignedInUser(review.test, { role: 'agent' });
    expect(
      (await review.api.call('GET', `/api/visa-applications/${application.id}`, otherAgent.headers))
        .statusCode,
    ).toBe(404);

    const family = await tripCalls(review.api).submittedFamily(traveller.headers, savedChild);
    expect((await review.api.call('GET', `/api/corporate/trips/${family.id}`, acme.headers)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input on its field and files nothing', async () => {
    const acme = await createCompanyUser(review.test, 'Trip Refused Acme');
    const other = await createCompanyUser(review.test, 'Trip Refused Other');
    const ada = await addEmployee(acme.headers);
    // A German passport enters China without a visa for a short stay: nothing to file for her.
    const greta = await addEmployee(acme.headers, {
      firstName: 'Greta',
      nationality: 'DE',
      passportNumber: 'C01X00T47',
    });
    const outsider = await addEmployee(other.headers);
    const unprofiled = await addEmployee(acme.headers, {
      firstName: 'Noor',
      passportNumber: null,
      nationality: null,
    });
    const before = await countRows();
    const usedBefore = await budgetUsed(acme.headers);

    const cases: [object, string, number][] = [
      [tripFor([ada.id, greta.id]), 'employeeIds.1', 422],
      [tripFor([ada.id, unprofiled.id]), 'employeeIds.1', 422],
      [tripFor([outsider.id]), 'employeeIds.0', 400],
      [tripFor([ada.id, ada.id]), 'employeeIds', 400],
      [tripFor([]), 'employeeIds', 400],
      [tripFor([ada.id], { returnDate: inDays(39) }), 'returnDate', 400],
      [tripFor([ada.id], { travelDate: '2020-01-01', returnDate: '2020-01-02' }), 'travelDate', 400],
    ];
    for (const [body, field, status] of cases) {
      const response = await fileTrip(acme.headers, body);
      expect(response.statusCode, response.body).toBe(status);
      const errors = response.json().errors as { field: string; message: string }[];
      expect(
        errors.map((error) => error.field),
        response.body,
      ).toContain(field);
    }
    const refused = await fileTrip(acme.headers, tripFor([ada.id, greta.id]));
    expect(refused.json().errors).toEqual([
      { field: 'employeeIds.1', message: expect.stringMatching(/^Greta Okoro: No visa needed: /) },
    ]);
    expect(await countRows()).toEqual(before);
    expect(await budgetUsed(acme.headers)).toBe(usedBefore);
    const stored = await review.test.db
      .select()
      .from(applications)
      .where(inArray(applications.employeeId, [ada.id, greta.id]));
    expect(stored).toEqual([]);
  });
});
