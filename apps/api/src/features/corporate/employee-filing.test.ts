import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, employees } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import {
  corporateApplicationFor,
  createCompanyUser,
  employeeInputFor,
  inDays,
  nigerianPassport,
} from '../../test/corporate';
import { uniqueEmail } from '../../test/factories';
import { gbBusinessPolicy } from '../../test/fees';

const review = useReviewTestApp();
const noProfile = { nationality: '', passportNumber: '', passportExpiry: '', dateOfBirth: '', gender: '' };

beforeAll(async () => {
  const policy = await review.api.call('POST', '/api/visa/policies', review.admin.headers, {
    ...gbBusinessPolicy,
    documents: ['Letter from your employer'],
  });
  expect(policy.statusCode, policy.body).toBe(201);
});

const addEmployee = async (headers: Headers, change: object = {}) => {
  const response = await review.api.call(
    'POST',
    '/api/corporate/employees',
    headers,
    employeeInputFor(uniqueEmail('employee'), change),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; email: string };
};
const file = (headers: Headers, employeeId: string, change: object = {}) =>
  review.api.call('POST', '/api/visa-applications', headers, corporateApplicationFor(employeeId, change));
const filedFor = (companyId: string) =>
  review.test.db.select().from(applications).where(eq(applications.companyId, companyId));

describe('an employee travel profile', () => {
  it('is stored, shown masked in lists and in full to the company editing it, and can be cleared', async () => {
    const acme = await createCompanyUser(review.test, 'Profile Acme');
    const created = await addEmployee(acme.headers, { passportNumber: 'p98766789' });
    expect(created).toMatchObject({
      nationality: 'NG',
      passportNumber: 'P98766789',
      passportNumberMasked: '•••••6789',
      passportExpiry: nigerianPassport.passportExpiry,
      dateOfBirth: nigerianPassport.dateOfBirth,
      gender: 'female',
      missingProfile: [],
    });
    const list = (await review.api.call('GET', '/api/corporate/employees', acme.headers)).json().data;
    expect(list.items[0]).toMatchObject({ passportNumberMasked: '•••••6789', nationality: 'NG' });
    expect(list.items[0]).not.toHaveProperty('passportNumber');
    expect(JSON.stringify(list)).not.toContain('P98766789');

    const edited = await review.api.call('PUT', `/api/corporate/employees/${created.id}`, acme.headers, {
      nationality: 'in',
      passportNumber: '',
      dateOfBirth: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      nationality: 'IN',
      passportNumber: null,
      passportNumberMasked: null,
      dateOfBirth: null,
      passportExpiry: nigerianPassport.passportExpiry,
      missingProfile: ['passportNumber', 'dateOfBirth'],
    });
  });

  it('refuses bad profile input with 400 on the field and writes nothing', async () => {
    const acme = await createCompanyUser(review.test, 'Profile Acme Two');
    const employee = await addEmployee(acme.headers);
    const cases: [object, string, string][] = [
      [{ nationality: 'ZZ' }, 'nationality', 'Unknown country code ZZ'],
      [{ nationality: 'Nigeria' }, 'nationality', 'Nationality must be a two-letter country code'],
      [{ passportNumber: 'A1-234' }, 'passportNumber', 'Passport number must be 5 to 20 letters or digits'],
      [
        { passportExpiry: '2030-02-30' },
        'passportExpiry',
        'Passport expiry must be a real date (YYYY-MM-DD)',
      ],
      [{ dateOfBirth: inDays(3) }, 'dateOfBirth', 'Date of birth must be a real date in the past'],
      [{ gender: 'x' }, 'gender', 'Gender must be female, male or other'],
    ];
    for (const [change, field, message] of cases) {
      const added = await review.api.call(
        'POST',
        '/api/corporate/employees',
        acme.headers,
        employeeInputFor(uniqueEmail('bad'), change),
      );
      expect(added.statusCode, JSON.stringify(change)).toBe(400);
      expect(added.json().errors).toContainEqual({ field, message });
      const updated = await review.api.call(
        'PUT',
        `/api/corporate/employees/${employee.id}`,
        acme.headers,
        change,
      );
      expect(updated.statusCode, JSON.stringify(change)).toBe(400);
      expect(updated.json().errors).toContainEqual({ field, message });
    }
    const stored = await review.test.db
      .select()
      .from(employees)
      .where(eq(employees.companyId, acme.companyId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ nationality: 'NG', passportNumber: nigerianPassport.passportNumber });
  });

  it("is another company's to see and edit: 404", async () => {
    const a = await createCompanyUser(review.test, 'Profile A');
    const b = await createCompanyUser(review.test, 'Profile B');
    const bEmployee = await addEmployee(b.headers);
    expect(
      (await review.api.call('GET', `/api/corporate/employees/${bEmployee.id}`, a.headers)).statusCode,
    ).toBe(404);
    const edit = await review.api.call('PUT', `/api/corporate/employees/${bEmployee.id}`, a.headers, {
      passportNumber: 'X1234567',
    });
    expect(edit.statusCode).toBe(404);
    const [stored] = await review.test.db.select().from(employees).where(eq(employees.id, bEmployee.id));
    expect(stored?.passportNumber).toBe(nigerianPassport.passportNumber);
  });
});

describe('filing for an employee through the requirement check', () => {
  it('needs the passport data and names each missing field', async () => {
    const acme = await createCompanyUser(review.test, 'Filing Acme One');
    const employee = await addEmployee(acme.headers, noProfile);
    const refused = await file(acme.headers, employee.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'To file for Ada Okoro, add their nationality, passport number, passport expiry date and date of birth to their employee profile.',
    );
    expect(refused.json().errors).toEqual([
      { field: 'employee.nationality', message: "Add Ada Okoro's nationality to their employee profile" },
      {
        field: 'employee.passportNumber',
        message: "Add Ada Okoro's passport number to their employee profile",
      },
      {
        field: 'employee.passportExpiry',
        message: "Add Ada Okoro's passport expiry date to their employee profile",
      },
      { field: 'employee.dateOfBirth', message: "Add Ada Okoro's date of birth to their employee profile" },
    ]);
    expect(await filedFor(acme.companyId)).toEqual([]);
  });

  it("stores the checker's category, fees and documents for the employee's passport, and the personal details", async () => {
    const acme = await createCompanyUser(review.test, 'Filing Acme Two');
    const employee = await addEmployee(acme.headers);
    const answer = (
      await review.api.call(
        'POST',
        '/api/visa/requirements',
        {},
        {
          fromCountry: 'NG',
          toCountry: 'GB',
          purpose: 'business',
        },
      )
    ).json().data;
    expect(answer.fees.total).toBe(20000);
    expect(answer.documents).toContain('Letter from your employer');

    const filed = await file(acme.headers, employee.id, { destination: 'GB', visaType: 'conference' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().data).toMatchObject({
      nationality: 'NG',
      categoryLabel: answer.categoryLabel,
      visaType: 'conference',
      visaTypeName: 'Conference visa',
      cost: answer.fees.total,
      documentsRequired: answer.documents.length,
      documentsUploaded: 0,
    });
    const [stored] = await filedFor(acme.companyId);
    expect(stored).toMatchObject({
      fromCountry: 'NG',
      toCountry: 'GB',
      purpose: 'business',
      requiredDocuments: answer.documents,
      baseFee: answer.fees.baseFee,
      processingFee: answer.fees.processingFee,
      serviceFee: answer.fees.serviceFee,
      currency: answer.fees.currency,
      governmentFeeAmount: 17500,
      governmentFeeCurrency: 'USD',
      personalInfo: {
        firstName: 'Ada',
        lastName: 'Okoro',
        email: employee.email,
        nationality: 'NG',
        passportNumber: nigerianPassport.passportNumber,
        passportExpiryDate: nigerianPassport.passportExpiry,
        dateOfBirth: nigerianPassport.dateOfBirth,
        gender: 'female',
      },
    });
    const budget = (await review.api.call('GET', '/api/corporate/company', acme.headers)).json().data.budget;
    expect(budget.used).toBe(answer.fees.total);
  });

  it('refuses a destination the passport needs no visa for, or is not admitted to, with the reason', async () => {
    const acme = await createCompanyUser(review.test, 'Filing Acme Three');
    const cases: [object, object, string][] = [
      [
        { nationality: 'DE' },
        { destination: 'FR' },
        'No visa needed: citizens of Germany may live, work and study in France under free movement, so there is nothing to file.',
      ],
      [
        { nationality: 'GB' },
        { destination: 'JP' },
        'No visa needed: holders of a United Kingdom passport can enter Japan without a visa for up to 90 days, so there is nothing to file.',
      ],
      [
        { nationality: 'CN' },
        { destination: 'CN' },
        "No visa needed: China is the country of Ada Okoro's passport, so there is nothing to file.",
      ],
      [
        { nationality: 'AM' },
        { destination: 'AZ' },
        'Not admitted: holders of an Armenia passport are not admitted to Azerbaijan, so no visa can be filed for Ada Okoro; contact its embassy before planning travel.',
      ],
    ];
    for (const [profile, trip, message] of cases) {
      const employee = await addEmployee(acme.headers, profile);
      const refused = await file(acme.headers, employee.id, trip);
      expect(refused.statusCode, message).toBe(422);
      expect(refused.json()).toMatchObject({ message, errors: [{ field: 'destination', message }] });
    }
    expect(await filedFor(acme.companyId)).toEqual([]);
  });

  it("refuses a passport the destination's own rule refuses on the travel date", async () => {
    const acme = await createCompanyUser(review.test, 'Filing Acme Four');
    const expiry = inDays(120);
    const employee = await addEmployee(acme.headers, { passportExpiry: expiry });
    // China's rule is not in our data: a passport that outlasts the travel date is not refused for it.
    expect((await file(acme.headers, employee.id, { travelDate: inDays(30) })).statusCode).toBe(201);
    const toIndia = { destination: 'IN', travelDate: inDays(30) };
    const refused = await file(acme.headers, employee.id, toIndia);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: 'employee.passportExpiry',
        message: expect.stringMatching(
          new RegExp(
            `^Ada Okoro's passport expires on ${expiry}. Passport must be valid until at least \\d{4}-\\d{2}-\\d{2}, 6 months after you arrive, as India requires. Renew it`,
          ),
        ),
      },
    ]);
    expect(await filedFor(acme.companyId)).toHaveLength(1);
    await review.api.call('PUT', `/api/corporate/employees/${employee.id}`, acme.headers, {
      passportExpiry: inDays(400),
    });
    expect((await file(acme.headers, employee.id, toIndia)).statusCode).toBe(201);
  });
});
