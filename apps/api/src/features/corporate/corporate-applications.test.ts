import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, documents } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { corporateApplicationFor, createCompanyUser, employeeInputFor, inDays } from '../../test/corporate';
import { uniqueEmail } from '../../test/factories';
import { applicationDetailKeys, keysOf } from '../../test/list-rows';

const review = useReviewTestApp();

type Listed = { id: string; travelDate: string | null; destinationCode: string };

/** A company with one employee and trips to the given destinations, filed in this order. */
const companyWithTrips = async (name: string, trips: { destination: string; days: number }[]) => {
  const company = await createCompanyUser(review.test, name);
  const employee = await review.api.call(
    'POST',
    '/api/corporate/employees',
    company.headers,
    employeeInputFor(uniqueEmail('traveller')),
  );
  const filed: Record<string, string> = {};
  for (const { destination, days } of trips) {
    const response = await review.api.call(
      'POST',
      '/api/visa-applications',
      company.headers,
      corporateApplicationFor(employee.json().data.id, { destination, travelDate: inDays(days) }),
    );
    expect(response.statusCode).toBe(201);
    filed[destination] = response.json().data.id;
  }
  return { ...company, filed };
};
const list = async (headers: Headers, companyId: string, query: string) => {
  const response = await review.api.call(
    'GET',
    `/api/visa-applications/corporate/${companyId}?${query}`,
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Listed[]; total: number };
};
const destinations = (page: { items: Listed[] }) => page.items.map((item) => item.destinationCode);

describe('GET /api/visa-applications/corporate/:companyId order and travel dates', () => {
  it('lists the newest submission first by default and the oldest with order=asc', async () => {
    const acme = await companyWithTrips('Sort Acme One', [
      { destination: 'CN', days: 30 },
      { destination: 'JP', days: 10 },
      { destination: 'FR', days: 60 },
    ]);
    expect(destinations(await list(acme.headers, acme.companyId, ''))).toEqual(['FR', 'JP', 'CN']);
    expect(destinations(await list(acme.headers, acme.companyId, 'sort=submittedAt&order=asc'))).toEqual([
      'CN',
      'JP',
      'FR',
    ]);
  });

  it('sorts by travel date in either order with undated trips last, and pages through them', async () => {
    const acme = await companyWithTrips('Sort Acme Two', [
      { destination: 'CN', days: 30 },
      { destination: 'JP', days: 10 },
      { destination: 'FR', days: 60 },
      { destination: 'IN', days: 20 },
    ]);
    await review.test.db
      .update(applications)
      .set({ travelInfo: { purposeOfVisit: 'Undecided' } })
      .where(eq(applications.id, acme.filed.IN ?? ''));

    expect(destinations(await list(acme.headers, acme.companyId, 'sort=travelDate'))).toEqual([
      'JP',
      'CN',
      'FR',
      'IN',
    ]);
    expect(destinations(await list(acme.headers, acme.companyId, 'sort=travelDate&order=desc'))).toEqual([
      'FR',
      'CN',
      'JP',
      'IN',
    ]);
    const second = await list(acme.headers, acme.companyId, 'sort=travelDate&order=asc&pageSize=2&page=2');
    expect(destinations(second)).toEqual(['FR', 'IN']);
    expect(second.total).toBe(4);
  });

  it('keeps only trips on or after travelFrom and without excludeStatus, counting them for the pager', async () => {
    const acme = await companyWithTrips('Sort Acme Three', [
      { destination: 'CN', days: 30 },
      { destination: 'JP', days: 10 },
      { destination: 'FR', days: 60 },
    ]);
    const fromDay30 = await list(acme.headers, acme.companyId, `sort=travelDate&travelFrom=${inDays(30)}`);
    expect(destinations(fromDay30)).toEqual(['CN', 'FR']);
    expect(fromDay30.total).toBe(2);
    expect(fromDay30.items.map((item) => item.travelDate)).toEqual([inDays(30), inDays(60)]);
    const later = await list(acme.headers, acme.companyId, `travelFrom=${inDays(61)}`);
    expect(later).toMatchObject({ items: [], total: 0 });
    const withoutPending = await list(acme.headers, acme.companyId, 'excludeStatus=pending');
    expect(withoutPending).toMatchObject({ items: [], total: 0 });
  });

  it('refuses an unknown sort, order or travelFrom with 400 on the field', async () => {
    const acme = await createCompanyUser(review.test, 'Sort Acme Four');
    for (const [query, field, message] of [
      ['sort=destination', 'sort', 'Sort must be submittedAt or travelDate'],
      ['order=up', 'order', 'Order must be asc or desc'],
      [
        'excludeStatus=lost',
        'excludeStatus',
        'Status must be one of: draft, pending, in_review, approved, rejected',
      ],
      ['travelFrom=next-week', 'travelFrom', 'Travel from must be a date (YYYY-MM-DD)'],
      ['travelFrom=2025-02-30', 'travelFrom', 'Travel from must be a date (YYYY-MM-DD)'],
    ] as const) {
      const response = await review.api.call(
        'GET',
        `/api/visa-applications/corporate/${acme.companyId}?${query}`,
        acme.headers,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
  });
});

describe('GET /api/visa-applications/corporate/:companyId items', () => {
  it('carries the employee’s name and email but no personal, travel or emergency details', async () => {
    const acme = await companyWithTrips('Shape Acme', [{ destination: 'JP', days: 20 }]);
    const id = acme.filed.JP ?? '';
    const [filed] = await review.test.db
      .select({ requiredDocuments: applications.requiredDocuments, userId: applications.userId })
      .from(applications)
      .where(eq(applications.id, id));
    const [firstDocument] = filed?.requiredDocuments ?? [];
    await review.test.db.insert(documents).values({
      applicationId: id,
      uploadedBy: filed?.userId ?? '',
      type: firstDocument ?? '',
      fileName: 'scan.pdf',
      mimeType: 'application/pdf',
      size: 10,
      sha256: 'a'.repeat(64),
    });
    const response = await review.api.call(
      'GET',
      `/api/visa-applications/corporate/${acme.companyId}`,
      acme.headers,
    );
    const [item] = response.json().data.items as Record<string, unknown>[];
    expect(keysOf(item).filter((key) => applicationDetailKeys.includes(key))).toEqual([]);
    expect(item).toMatchObject({
      id,
      destinationCode: 'JP',
      employeeName: expect.stringMatching(/\S+ \S+/),
      employeeEmail: expect.stringContaining('@'),
      documentsRequired: filed?.requiredDocuments.length,
      documentsUploaded: 1,
    });
  });
});
