import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, employees, notifications } from '../../db/schema';
import { pdfBytes, useReviewTestApp, type Headers } from '../../test/applications';
import { corporateApplicationFor, createCompanyUser, employeeInputFor } from '../../test/corporate';
import { createSignedInUser, uniqueEmail } from '../../test/factories';

const review = useReviewTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  review.api.call(method, url, headers, payload);
const addEmployee = async (headers: Headers, change: object = {}) => {
  const response = await call(
    'POST',
    '/api/corporate/employees',
    headers,
    employeeInputFor(uniqueEmail('employee'), change),
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; email: string };
};

describe('companies, employees and applications for them', () => {
  it('adds employees with a derived visa status and refuses the same email twice in a company', async () => {
    const acme = await createCompanyUser(review.test, 'Acme Test One');
    const email = uniqueEmail('ada');
    const created = await call('POST', '/api/corporate/employees', acme.headers, employeeInputFor(email));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Employee added successfully',
      data: {
        email,
        visaStatus: 'Pending',
        activeApplications: 0,
        status: 'active',
        accountState: 'none',
        companyId: acme.companyId,
      },
    });
    const again = await call(
      'POST',
      '/api/corporate/employees',
      acme.headers,
      employeeInputFor(email.toUpperCase()),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('email');

    const other = await createCompanyUser(review.test, 'Other Test One');
    expect(
      (await call('POST', '/api/corporate/employees', other.headers, employeeInputFor(email))).statusCode,
    ).toBe(201);

    const edited = await call('PUT', `/api/corporate/employees/${created.json().data.id}`, acme.headers, {
      position: 'Head of Sales',
      status: 'inactive',
    });
    expect(edited.json().data).toMatchObject({ position: 'Head of Sales', status: 'inactive' });
    const list = (await call('GET', '/api/corporate/employees?status=inactive', acme.headers)).json().data;
    expect(list.items.map((item: { email: string }) => item.email)).toEqual([email]);
  });

  it('files an application for an employee: pending, priced, assigned, listed, and on the budget', async () => {
    const acme = await createCompanyUser(review.test, 'Acme Test Two');
    const employee = await addEmployee(acme.headers);
    const filed = await call(
      'POST',
      '/api/visa-applications',
      acme.headers,
      corporateApplicationFor(employee.id, { priority: 'urgent' }),
    );
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({
      message: 'Visa application submitted successfully',
      data: {
        employeeId: employee.id,
        employeeEmail: employee.email,
        employeeName: 'Ada Okoro',
        destination: 'China',
        visaType: 'business',
        visaTypeName: 'Business visa',
        status: 'pending',
        cost: 2500,
        currency: 'USD',
        priority: 'urgent',
        agentName: 'Test agent',
      },
    });
    const id = filed.json().data.id;
    const [stored] = await review.test.db.select().from(applications).where(eq(applications.id, id));
    expect(stored).toMatchObject({
      applicationType: 'corporate',
      companyId: acme.companyId,
      fromCountry: 'NG',
    });
    const list = (
      await call('GET', `/api/visa-applications/corporate/${acme.companyId}?status=pending`, acme.headers)
    ).json().data;
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([id]);
    const employeeView = (await call('GET', `/api/corporate/employees/${employee.id}`, acme.headers)).json()
      .data;
    expect(employeeView).toMatchObject({ visaStatus: 'In Progress', activeApplications: 1 });
    const account = (await call('GET', '/api/corporate/company', acme.headers)).json().data;
    expect(account.company).toMatchObject({ name: 'Acme Test Two', monthlyBudget: 5_000_000 });
    expect(account.budget).toMatchObject({
      used: 2500,
      limit: 5_000_000,
      remaining: 4_997_500,
      percentUsed: 0.1,
    });

    // The assigned agent works on it like any other application: approved once its documents are in.
    const required = stored?.requiredDocuments ?? [];
    expect(required.length).toBeGreaterThan(0);
    const early = await call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'approved',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `This application cannot be approved until every required document is uploaded. Missing: ${required.join('; ')}.`,
    );
    for (const type of required) {
      const asked = await call(
        'POST',
        `/api/visa-applications/${id}/document-requests`,
        review.agent.headers,
        {
          type,
        },
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const uploaded = await review.api.upload(
        acme.headers,
        { applicationId: id, type },
        { name: 'doc.pdf', bytes: pdfBytes() },
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    const decided = await call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(
      (await call('GET', `/api/corporate/employees/${employee.id}`, acme.headers)).json().data.visaStatus,
    ).toBe('Valid');
  });

  it('warns the company once each when spend crosses 80% and 100% of the budget', async () => {
    const acme = await createCompanyUser(review.test, 'Acme Test Three');
    const colleague = await createCompanyUser(review.test, 'Acme Test Three', 'enterprise');
    const budget = await call('PUT', '/api/corporate/company/budget', acme.headers, {
      monthlyBudget: 6_250,
    });
    expect(budget.json().data.company.monthlyBudget).toBe(6_250);
    const employee = await addEmployee(acme.headers);
    const titles = async () =>
      (
        await review.test.db.select().from(notifications).where(eq(notifications.userId, colleague.user.id))
      ).map((notice) => notice.title);
    await call('POST', '/api/visa-applications', acme.headers, corporateApplicationFor(employee.id));
    expect(await titles()).toEqual([]);
    await call('POST', '/api/visa-applications', acme.headers, corporateApplicationFor(employee.id));
    expect(await titles()).toEqual(['Monthly budget 80% used']);
    await call('POST', '/api/visa-applications', acme.headers, corporateApplicationFor(employee.id));
    await call('POST', '/api/visa-applications', acme.headers, corporateApplicationFor(employee.id));
    expect((await titles()).sort()).toEqual(['Monthly budget 80% used', 'Monthly budget exceeded']);
    const account = (await call('GET', '/api/corporate/company', colleague.headers)).json().data;
    expect(account.budget).toMatchObject({ used: 10_000, remaining: -3_750, percentUsed: 160 });
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const acme = await createCompanyUser(review.test, 'Acme Test Four');
    const employee = await addEmployee(acme.headers);
    const employeeCases: [object, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ firstName: '  ' }, 'firstName'],
      [{ lastName: '' }, 'lastName'],
      [{ hireDate: 'soon' }, 'hireDate'],
    ];
    for (const [change, field] of employeeCases) {
      const response = await call(
        'POST',
        '/api/corporate/employees',
        acme.headers,
        employeeInputFor(uniqueEmail('bad'), change),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const applicationCases: [object, string][] = [
      [{ travelDate: '2020-01-01' }, 'travelDate'],
      [{ visaType: 'holiday' }, 'visaType'],
      [{ priority: 'asap' }, 'priority'],
      [{ employeeId: 'nope' }, 'employeeId'],
      [{ employeeId: '00000000-0000-4000-8000-000000000000' }, 'employeeId'],
      [{ destination: 'ZZ' }, 'destination'],
      [{ purpose: '' }, 'purpose'],
    ];
    for (const [change, field] of applicationCases) {
      const response = await call(
        'POST',
        '/api/visa-applications',
        acme.headers,
        corporateApplicationFor(employee.id, change),
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(
      (await call('PUT', '/api/corporate/company/budget', acme.headers, { monthlyBudget: -5 })).statusCode,
    ).toBe(400);
    const stored = await review.test.db
      .select()
      .from(employees)
      .where(eq(employees.companyId, acme.companyId));
    expect(stored).toHaveLength(1);
    const filed = await review.test.db
      .select()
      .from(applications)
      .where(eq(applications.companyId, acme.companyId));
    expect(filed).toEqual([]);
  });

  it('keeps each company to its own data; other roles get 403', async () => {
    const a = await createCompanyUser(review.test, 'Isolation A');
    const b = await createCompanyUser(review.test, 'Isolation B');
    const bEmployee = await addEmployee(b.headers);
    const bApplication = (
      await call('POST', '/api/visa-applications', b.headers, corporateApplicationFor(bEmployee.id))
    ).json().data;
    expect((await call('GET', `/api/corporate/employees/${bEmployee.id}`, a.headers)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/corporate/employees/${bEmployee.id}`, a.headers, { position: 'Spy' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/corporate/employees', a.headers)).json().data.total).toBe(0);
    expect((await call('GET', `/api/visa-applications/corporate/${b.companyId}`, a.headers)).statusCode).toBe(
      404,
    );
    const filedForB = await call(
      'POST',
      '/api/visa-applications',
      a.headers,
      corporateApplicationFor(bEmployee.id),
    );
    expect(filedForB.statusCode).toBe(400);
    expect(filedForB.json().errors[0].field).toBe('employeeId');
    expect((await call('GET', `/api/applications/${bApplication.id}/messages`, a.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/applications/${bApplication.id}/messages`, b.headers)).statusCode).toBe(
      200,
    );

    const unlinked = await createSignedInUser(review.test, { role: 'corporate' });
    expect((await call('GET', '/api/corporate/company', unlinked.headers)).statusCode).toBe(403);
    for (const role of ['general', 'agent', 'admin'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      for (const [method, url] of [
        ['GET', '/api/corporate/company'],
        ['PUT', '/api/corporate/company/budget'],
        ['GET', '/api/corporate/employees'],
        ['POST', '/api/corporate/employees'],
        ['PUT', `/api/corporate/employees/${bEmployee.id}`],
        ['POST', '/api/visa-applications'],
        ['GET', `/api/visa-applications/corporate/${b.companyId}`],
      ] as const)
        expect(
          (await call(method, url, caller.headers, method === 'GET' ? undefined : {})).statusCode,
          `${role} ${method} ${url}`,
        ).toBe(403);
      if (role === 'agent')
        await call('PUT', `/api/users/${caller.user.id}`, review.admin.headers, { status: 'inactive' });
    }
    expect((await call('GET', '/api/corporate/employees', {})).statusCode).toBe(401);
  });
});
