import { uploadsToApply } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, emailOutbox, employees, notifications } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createCompanyUser, employeeInputFor, inDays } from '../../test/corporate';
import { createSignedInUser, uniqueEmail } from '../../test/factories';

const review = useReviewTestApp();

const noProfile = { nationality: '', passportNumber: '', passportExpiry: '', dateOfBirth: '', gender: '' };
const addEmployee = async (headers: Headers, email = uniqueEmail('employee'), change: object = {}) => {
  const response = await review.api.call(
    'POST',
    '/api/corporate/employees',
    headers,
    employeeInputFor(email, change),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; email: string };
};
const upload = (headers: Headers, csv: string) =>
  review.test.app.inject({
    method: 'POST',
    url: '/api/corporate/bulk-applications',
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
const header = 'Employee Email,Destination,Visa Type,Purpose,Travel Date,Priority';
const filedFor = (companyId: string) =>
  review.test.db.select().from(applications).where(eq(applications.companyId, companyId));

describe('POST /api/corporate/bulk-applications', () => {
  it('creates every row of a valid file in one go', async () => {
    const acme = await createCompanyUser(review.test, 'Bulk Acme');
    const ada = await addEmployee(acme.headers);
    const ben = await addEmployee(acme.headers);
    const csv = [
      header,
      `${ada.email},CN,business,"Trade fair, Shanghai",${inDays(20)},urgent`,
      `${ben.email.toUpperCase()},in,Client Meeting,Visit the Pune office,${inDays(40)},`,
    ].join('\n');
    const response = await upload(acme.headers, csv);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: '2 visa applications submitted successfully',
      data: { created: 2 },
    });
    const filed = await filedFor(acme.companyId);
    expect(filed.map((row) => [row.toCountry, row.visaType, row.priority]).sort()).toEqual([
      ['CN', 'business', 'urgent'],
      ['IN', 'meeting', 'normal'],
    ]);
    expect(filed.every((row) => row.status === 'pending' && row.applicationType === 'corporate')).toBe(true);
  });

  it('creates nothing when any row is bad and reports every problem with its line', async () => {
    const acme = await createCompanyUser(review.test, 'Bulk Acme Two');
    const ada = await addEmployee(acme.headers);
    const csv = [
      header,
      `${ada.email},CN,business,Trade fair,${inDays(20)},normal`,
      `nobody@example.com,CN,business,Trade fair,${inDays(20)},normal`,
      `${ada.email},ZZ,holiday,,2020-01-01,asap`,
    ].join('\n');
    const response = await upload(acme.headers, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('5 problems in the file; nothing was created.');
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'line 3: employee email',
      'line 4: visa type',
      'line 4: purpose',
      'line 4: travel date',
      'line 4: priority',
    ]);
    expect(response.json().errors[0].message).toBe(
      'Line 3: No active employee has the email "nobody@example.com"',
    );
    expect(response.json().errors[3].message).toBe('Line 4: Travel date cannot be in the past');
    expect(await filedFor(acme.companyId)).toEqual([]);

    for (const [csv, field] of [
      ['', 'line 1: header'],
      ['Destination,Purpose\nCN,x', 'line 1: header'],
      [header, 'line 2: rows'],
    ] as const) {
      const refused = await upload(acme.headers, csv);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe(field);
    }
    const json = await review.api.call('POST', '/api/corporate/bulk-applications', acme.headers, {
      csv: header,
    });
    expect(json.statusCode).toBe(400);
    expect(await filedFor(acme.companyId)).toEqual([]);
  });

  it('reports characters the database cannot store on their line, never a 500', async () => {
    const acme = await createCompanyUser(review.test, 'Bulk Acme Nul');
    const ada = await addEmployee(acme.headers);
    const csv = [
      header,
      `ada\u0000@example.com,CN,business,Trade fair,${inDays(20)},normal`,
      `${ada.email},CN,business,Trade \u0000fair,${inDays(20)},normal`,
    ].join('\n');
    const response = await upload(acme.headers, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'line 2: employee email', message: 'Line 2: Contains characters that are not allowed' },
      { field: 'line 3: purpose', message: 'Line 3: Contains characters that are not allowed' },
    ]);
    expect(await filedFor(acme.companyId)).toEqual([]);
  });

  it("refuses another company's employees and other roles", async () => {
    const a = await createCompanyUser(review.test, 'Bulk A');
    const b = await createCompanyUser(review.test, 'Bulk B');
    const bEmployee = await addEmployee(b.headers);
    const csv = `${header}\n${bEmployee.email},CN,business,Trade fair,${inDays(20)},normal`;
    expect((await upload(a.headers, csv)).statusCode).toBe(400);
    expect(await filedFor(a.companyId)).toEqual([]);
    for (const role of ['general', 'admin'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      expect((await upload(caller.headers, csv)).statusCode).toBe(403);
    }
    expect((await upload({}, csv)).statusCode).toBe(401);
  });
});

describe('POST /api/corporate/bulk-applications with travel profiles', () => {
  const profileHeader = `${header},Nationality,Passport Number,Passport Expiry,Date of Birth,Sex`;

  it('fills the profile from the optional columns and files through the requirement check', async () => {
    const acme = await createCompanyUser(review.test, 'Bulk Profile Acme');
    const bare = await addEmployee(acme.headers, uniqueEmail('bare'), noProfile);
    const csv = [
      profileHeader,
      `${bare.email},JP,training,Plant visit,${inDays(25)},normal,in,z9876543,2033-01-31,1985-07-09,Male`,
    ].join('\n');
    const response = await upload(acme.headers, csv);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await review.test.db.select().from(employees).where(eq(employees.id, bare.id));
    expect(stored).toMatchObject({
      nationality: 'IN',
      passportNumber: 'Z9876543',
      passportExpiry: '2033-01-31',
      dateOfBirth: '1985-07-09',
      gender: 'male',
    });
    const answer = (
      await review.api.call(
        'POST',
        '/api/visa/requirements',
        {},
        {
          fromCountry: 'IN',
          toCountry: 'JP',
          purpose: 'business',
        },
      )
    ).json().data;
    const [filed] = await filedFor(acme.companyId);
    expect(filed).toMatchObject({
      fromCountry: 'IN',
      visaType: 'training',
      requiredDocuments: uploadsToApply(answer.checklist),
      processingFee: answer.fees.processingFee,
      serviceFee: answer.fees.serviceFee,
      // Stored as 0 where the answer says null (not known): nothing is collected for it.
      baseFee: answer.fees.baseFee ?? 0,
    });
  });

  it('refuses rows without passport data, with a bad profile, or for a visa-free corridor, each on its line', async () => {
    const acme = await createCompanyUser(review.test, 'Bulk Profile Acme Two');
    const bare = await addEmployee(acme.headers, uniqueEmail('bare'), noProfile);
    const german = await addEmployee(acme.headers, uniqueEmail('german'), { nationality: 'DE' });
    const ready = await addEmployee(acme.headers);
    const csv = [
      profileHeader,
      `${ready.email},CN,business,Trade fair,${inDays(20)},normal,,,,,`,
      `${bare.email},CN,business,Trade fair,${inDays(20)},normal,NG,,,,`,
      `${german.email},FR,business,Trade fair,${inDays(20)},normal,,,,,`,
      `${ready.email},CN,business,Trade fair,${inDays(20)},normal,,A-1,2030-02-30,,robot`,
      `${ready.email},CN,business,Trade fair,${inDays(20)},normal,ZZ,,,,`,
    ].join('\n');
    const response = await upload(acme.headers, csv);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors.map((error) => error.field)).toEqual([
      'line 3: passport number',
      'line 3: passport expiry',
      'line 3: date of birth',
      'line 4: destination',
      'line 5: passport number',
      'line 5: passport expiry',
      'line 5: sex',
      'line 6: nationality',
    ]);
    expect(errors[3]?.message).toBe(
      'Line 4: No visa needed: citizens of Germany may live, work and study in France under free movement, so there is nothing to file.',
    );
    expect(errors[0]?.message).toBe("Line 3: Add Ada Okoro's passport number to their employee profile");
    expect(await filedFor(acme.companyId)).toEqual([]);
    const [unchanged] = await review.test.db.select().from(employees).where(eq(employees.id, bare.id));
    expect(unchanged?.nationality).toBeNull();
  });
});

describe('POST /api/corporate/notify-team', () => {
  it('notifies and emails the chosen employees who accepted and lists the others', async () => {
    const acme = await createCompanyUser(review.test, 'Notify Acme');
    const traveller = await createSignedInUser(review.test);
    const withAccount = await addEmployee(acme.headers, traveller.user.email);
    const without = await addEmployee(acme.headers);
    // Only a linked account counts: an account under the same email is not enough.
    const sameEmail = await addEmployee(acme.headers, (await createSignedInUser(review.test)).user.email);
    await review.test.db
      .update(employees)
      .set({ userId: traveller.user.id })
      .where(eq(employees.id, withAccount.id));
    const response = await review.api.call('POST', '/api/corporate/notify-team', acme.headers, {
      employeeIds: [withAccount.id, without.id, sameEmail.id],
      title: 'Passport check',
      message: 'Please check your passport expires after March.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: '1 employee notified; 2 skipped (not accepted the invitation yet).',
      data: {
        notified: 1,
        skipped: 2,
        notAccepted: expect.arrayContaining([
          { id: without.id, email: without.email, name: 'Ada Okoro' },
          expect.objectContaining({ id: sameEmail.id }),
        ]),
      },
    });
    const notices = await review.test.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, traveller.user.id));
    expect(notices.map((notice) => notice.title)).toEqual(['Passport check']);
    const mail = await review.test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, traveller.user.email));
    expect(mail.map((email) => email.subject)).toEqual(['Notify Acme: Passport check']);
  });

  it("refuses unknown or another company's employees and bad input", async () => {
    const a = await createCompanyUser(review.test, 'Notify A');
    const b = await createCompanyUser(review.test, 'Notify B');
    const bEmployee = await addEmployee(b.headers);
    const foreign = await review.api.call('POST', '/api/corporate/notify-team', a.headers, {
      employeeIds: [bEmployee.id],
      title: 'Hi',
      message: 'Hello',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('employeeIds');
    for (const [payload, field] of [
      [{ employeeIds: [], title: 'Hi', message: 'Hello' }, 'employeeIds'],
      [{ employeeIds: [bEmployee.id], title: '', message: 'Hello' }, 'title'],
      [{ employeeIds: [bEmployee.id], title: 'Hi', message: '' }, 'message'],
    ] as const) {
      const response = await review.api.call('POST', '/api/corporate/notify-team', a.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    const general = await createSignedInUser(review.test);
    expect(
      (
        await review.api.call('POST', '/api/corporate/notify-team', general.headers, {
          employeeIds: [bEmployee.id],
          title: 'x',
          message: 'y',
        })
      ).statusCode,
    ).toBe(403);
  });
});
