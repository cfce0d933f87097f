import { randomBytes } from 'node:crypto';
import { parseCsv } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { addCompanyCase } from '../../test/staff-cases';

const review = useReviewTestApp();

const header =
  'Reference,Trip,Applicant,Applicant email,Company,Destination,Visa type,Status,Priority,Agent,Submitted,Assigned,Decided,Last contact,Documents';

const exportCsv = (headers: Headers, query = '') =>
  review.api.call('GET', `/api/visa-applications/export.csv${query}`, headers);

const detailOf = async (id: string) =>
  (await review.api.call('GET', `/api/visa-applications/${id}`, review.admin.headers)).json().data;

describe('GET /api/visa-applications/export.csv', () => {
  it('exports the filtered list as an attachment, every cell escaped and safe to open in a spreadsheet', async () => {
    const tag = randomBytes(3).toString('hex');
    const { manager, employee, application } = await addCompanyCase(review.test, review.agent.user.id, {
      companyName: `-Acme, "Global"\nLtd ${tag}`,
    });
    await review.test.db
      .update(applications)
      .set({
        priority: 'urgent',
        personalInfo: {
          firstName: '=HYPERLINK("http://evil.example")',
          lastName: 'Boateng',
          email: employee.email,
        },
      })
      .where(eq(applications.id, application.id));
    const view = await detailOf(application.id);

    const response = await exportCsv(review.admin.headers, `?search=${tag}&priority=urgent`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(
      [
        header,
        [
          view.referenceNumber,
          '',
          `"'=HYPERLINK(""http://evil.example"") Boateng"`,
          employee.email,
          `"'-Acme, ""Global""\nLtd ${tag}"`,
          view.destination,
          view.visaTypeName,
          'PENDING',
          'urgent',
          'Test agent',
          view.submittedAt,
          view.assignedAt,
          '',
          '',
          '0/0',
        ].join(','),
        '',
      ].join('\n'),
    );
    expect(manager.company.name).toContain(tag);
    // The filters apply: another priority leaves only the header.
    expect((await exportCsv(review.admin.headers, `?search=${tag}&priority=low`)).body).toBe(`${header}\n`);
  });

  it('gives an admin every matching application, an agent only their own, in the list’s order', async () => {
    const traveller = await createSignedInUser(review.test);
    const mine = await review.api.submitted(traveller.headers);
    const other = await createSignedInUser(review.test, { role: 'agent' });
    const theirs = await addCompanyCase(review.test, other.user.id);
    const referencesIn = (csv: string) =>
      parseCsv(csv)
        .slice(1)
        .map((row) => row.cells[0]);

    const all = (await exportCsv(review.admin.headers, '?sort=reference&order=asc')).body;
    const list = (
      await review.api.call(
        'GET',
        '/api/visa-applications/list?sort=reference&order=asc&pageSize=100',
        review.admin.headers,
      )
    ).json().data;
    expect(referencesIn(all)).toEqual(
      list.items.map((item: { referenceNumber: string }) => item.referenceNumber),
    );
    expect(referencesIn(all)).toEqual(
      expect.arrayContaining([mine.referenceNumber, referenceOf(theirs.application.id)]),
    );

    const agentCsv = (await exportCsv(review.agent.headers)).body;
    expect(referencesIn(agentCsv)).toContain(mine.referenceNumber);
    expect(referencesIn(agentCsv)).not.toContain(referenceOf(theirs.application.id));
    expect(referencesIn((await exportCsv(other.headers)).body)).toEqual([referenceOf(theirs.application.id)]);
  });

  it('refuses an agent asking for another agent’s cases (403), travellers and companies (403), anonymous (401), bad filters (400)', async () => {
    const other = await createSignedInUser(review.test, { role: 'agent' });
    expect((await exportCsv(review.agent.headers, `?agentId=${other.user.id}`)).statusCode).toBe(403);
    expect((await exportCsv(review.admin.headers, `?agentId=${other.user.id}`)).statusCode).toBe(200);
    for (const role of ['general', 'corporate', 'enterprise'] as const)
      expect((await exportCsv((await createSignedInUser(review.test, { role })).headers)).statusCode).toBe(
        403,
      );
    expect((await exportCsv({})).statusCode).toBe(401);
    for (const [query, field] of [
      ['?sort=colour', 'sort'],
      ['?status=lost', 'status'],
      ['?agentId=nope', 'agentId'],
    ] as const) {
      const response = await exportCsv(review.admin.headers, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });
});

const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
