import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { platformFeesOnly } from '../../test/fees';

let test: TestApp;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
}, 120_000);
afterAll(() => test.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  test.app.inject({ method, url, headers, payload });

const draft = (change: object = {}) => ({
  fromCountry: 'ng',
  toCountry: 'gb',
  purpose: 'business',
  personalInfo: { firstName: 'Chidi', lastName: 'Okafor', passportNumber: 'a1234567' },
  travelInfo: { plannedArrivalDate: '2027-03-01', plannedDepartureDate: '2027-03-10' },
  ...change,
});

const createDraft = async (headers: Headers, change: object = {}) => {
  const response = await call('POST', '/api/applications', headers, draft(change));
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; referenceNumber: string };
};

describe('application drafts', () => {
  it("creates a draft with a reference number, the platform's fees and a first history entry", async () => {
    const { headers } = await createSignedInUser(test);
    const created = await call('POST', '/api/applications', headers, draft());
    const application = created.json().data;
    expect(application).toMatchObject({
      fromCountry: 'NG',
      toCountry: 'GB',
      destination: 'United Kingdom',
      visaType: 'GB-BUSINESS',
      status: 'draft',
      referenceNumber: application.id.slice(0, 8).toUpperCase(),
      personalInfo: { passportNumber: 'A1234567' },
      fees: platformFeesOnly,
    });
    const history = (await call('GET', `/api/applications/${application.id}/status-history`, headers)).json()
      .data;
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'draft', changedBy: 'Test general' }),
    ]);
  });

  it('stores the applicant’s nationality as an upper-case country code', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await createDraft(headers, { personalInfo: { nationality: 'pe' } });
    const stored = (await call('GET', `/api/applications/${id}`, headers)).json().data;
    expect(stored.personalInfo.nationality).toBe('PE');
  });

  it('edits and deletes a draft', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await createDraft(headers);
    const edited = await call('PUT', `/api/applications/${id}`, headers, draft({ purpose: 'tourist' }));
    expect(edited.json().data).toMatchObject({
      purpose: 'tourist',
      visaType: 'GB-TOURIST',
      visaTypeName: 'Tourism visa',
    });
    expect((await call('DELETE', `/api/applications/${id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/applications/${id}`, headers)).statusCode).toBe(404);
  });

  it("answers 404 for another user's application, its history, edit and delete, and changes nothing", async () => {
    const owner = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    const { id } = await createDraft(owner.headers);
    for (const [method, url] of [
      ['GET', `/api/applications/${id}`],
      ['GET', `/api/applications/${id}/status-history`],
      ['PUT', `/api/applications/${id}`],
      ['DELETE', `/api/applications/${id}`],
    ] as const) {
      const response = await call(method, url, stranger.headers, method === 'PUT' ? draft() : undefined);
      expect(response.statusCode).toBe(404);
    }
    const listed = (await call('GET', '/api/applications', stranger.headers)).json().data;
    expect(listed.total).toBe(0);
    expect((await call('GET', `/api/applications/${id}`, owner.headers)).statusCode).toBe(200);
  });

  it('refuses to edit or delete a submitted application with 409', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = await createDraft(headers);
    await test.db
      .update(applications)
      .set({ status: 'pending', submittedAt: new Date() })
      .where(eq(applications.id, id));
    const edit = await call('PUT', `/api/applications/${id}`, headers, draft({ purpose: 'tourist' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/can no longer be edited/);
    expect((await call('DELETE', `/api/applications/${id}`, headers)).statusCode).toBe(409);
    expect((await call('GET', `/api/applications/${id}`, headers)).json().data.purpose).toBe('business');
  });

  it.each(['agent', 'admin', 'corporate'] as const)(
    'keeps the traveller endpoints to travellers: %s gets 403',
    async (role) => {
      const { headers } = await createSignedInUser(test, { role });
      expect((await call('GET', '/api/applications', headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/applications', headers, draft())).statusCode).toBe(403);
    },
  );

  it.each([
    [{ toCountry: 'QQ' }, 'toCountry'],
    [{ purpose: 'holiday' }, 'purpose'],
    [{ personalInfo: { passportNumber: 'no!' } }, 'personalInfo.passportNumber'],
    [{ personalInfo: { nationality: 'Nigeria' } }, 'personalInfo.nationality'],
    [{ personalInfo: { nationality: 'XX' } }, 'personalInfo.nationality'],
    [{ travelInfo: { plannedArrivalDate: 'soon' } }, 'travelInfo.plannedArrivalDate'],
    [{ emergencyContact: { email: 'nope' } }, 'emergencyContact.email'],
  ])('rejects %o with 400 naming %s, storing nothing', async (change, field) => {
    const { headers } = await createSignedInUser(test);
    const response = await call('POST', '/api/applications', headers, draft(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect((await call('GET', '/api/applications', headers)).json().data.total).toBe(0);
  });
});

describe('GET /api/applications', () => {
  it('pages, sorts, filters and searches the owner’s applications', async () => {
    const { headers } = await createSignedInUser(test);
    const japan = await createDraft(headers, { toCountry: 'JP', purpose: 'tourist' });
    await createDraft(headers, { toCountry: 'TH', purpose: 'tourist' });
    await createDraft(headers, { toCountry: 'GB', purpose: 'work' });
    const list = async (query: string) =>
      (await call('GET', `/api/applications${query}`, headers)).json().data;

    expect((await list('?pageSize=2')).items).toHaveLength(2);
    expect((await list('?pageSize=2&page=2')).items).toHaveLength(1);
    expect((await list('?search=japan')).items.map((item: { id: string }) => item.id)).toEqual([japan.id]);
    expect((await list(`?search=${japan.referenceNumber.toLowerCase()}`)).items[0].id).toBe(japan.id);
    expect((await list('?search=GB-WORK')).total).toBe(1);
    expect((await list('?destination=th')).total).toBe(1);
    expect((await list('?status=draft')).total).toBe(3);
    expect((await list('?status=under_review')).total).toBe(0);
    expect(
      (await list('?sort=destination&order=asc')).items.map((item: { toCountry: string }) => item.toCountry),
    ).toEqual(['JP', 'TH', 'GB']);
    expect((await list('?submittedFrom=2020-01-01')).total).toBe(0);
  });

  it('filters by submission dates and visa type, and never shows another user’s applications', async () => {
    const owner = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    const japan = await createDraft(owner.headers, { toCountry: 'JP', purpose: 'tourist' });
    const thailand = await createDraft(owner.headers, { toCountry: 'TH', purpose: 'tourist' });
    const othersJapan = await createDraft(other.headers, { toCountry: 'JP', purpose: 'tourist' });
    const submitted = async (id: string, at: string) =>
      test.db
        .update(applications)
        .set({ submittedAt: new Date(at) })
        .where(eq(applications.id, id));
    await submitted(japan.id, '2025-03-10T23:30:00Z');
    await submitted(thailand.id, '2025-04-01T08:00:00Z');
    await submitted(othersJapan.id, '2025-03-10T12:00:00Z');
    const ids = async (headers: Headers, query: string) =>
      (await call('GET', `/api/applications${query}`, headers))
        .json()
        .data.items.map((item: { id: string }) => item.id);

    expect(await ids(owner.headers, '?submittedFrom=2025-03-01&submittedTo=2025-03-31')).toEqual([japan.id]);
    expect(await ids(owner.headers, '?submittedTo=2025-03-10')).toEqual([japan.id]);
    expect(await ids(owner.headers, '?submittedFrom=2025-03-11')).toEqual([thailand.id]);
    expect(await ids(owner.headers, '?visaType=jp-tour')).toEqual([japan.id]);
    expect(await ids(owner.headers, '?search=zzzz')).toEqual([]);
    // The same filters for each user: the prepared statements are shared, the rows are not.
    const query = '?search=japan&status=draft&destination=JP&submittedFrom=2025-03-01';
    expect(await ids(owner.headers, query)).toEqual([japan.id]);
    expect(await ids(other.headers, query)).toEqual([othersJapan.id]);
  });

  it('treats SQL and HTML metacharacters in a search as plain text', async () => {
    const { headers } = await createSignedInUser(test);
    await createDraft(headers);
    for (const search of ["' or 1=1 --", '%', '_', '<script>alert(1)</script>']) {
      const response = await call('GET', `/api/applications?search=${encodeURIComponent(search)}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.total).toBe(0);
    }
  });

  it.each([
    '?page=0',
    '?page=-1',
    '?pageSize=1000',
    '?sort=password',
    '?status=lost',
    '?submittedFrom=yesterday',
  ])('rejects the bad query %s with 400', async (query) => {
    const { headers } = await createSignedInUser(test);
    expect((await call('GET', `/api/applications${query}`, headers)).statusCode).toBe(400);
  });
});

describe('GET /api/applications/search and /summary', () => {
  it('finds the owner’s applications by destination, visa type or reference, at most 10', async () => {
    const { headers } = await createSignedInUser(test);
    const japan = await createDraft(headers, { toCountry: 'JP', purpose: 'tourist' });
    await createDraft(headers, { toCountry: 'TH', purpose: 'tourist' });
    const stranger = await createSignedInUser(test);
    await createDraft(stranger.headers, { toCountry: 'JP', purpose: 'tourist' });
    const search = async (q: string) =>
      (await call('GET', `/api/applications/search?q=${encodeURIComponent(q)}`, headers)).json().data;
    expect((await search('Japan')).map((item: { id: string }) => item.id)).toEqual([japan.id]);
    expect((await search(japan.referenceNumber)).map((item: { id: string }) => item.id)).toEqual([japan.id]);
    expect(await search('TOURIST')).toHaveLength(2);
    for (const q of ["' or 1=1 --", '%', '<img src=x onerror=alert(1)>']) expect(await search(q)).toEqual([]);
  });

  it.each(['', '?q=', `?q=${'x'.repeat(101)}`])('rejects the search query "%s" with 400', async (query) => {
    const { headers } = await createSignedInUser(test);
    expect((await call('GET', `/api/applications/search${query}`, headers)).statusCode).toBe(400);
  });

  it('counts the owner’s applications per status', async () => {
    const { headers } = await createSignedInUser(test);
    await createDraft(headers);
    await createDraft(headers);
    expect((await call('GET', '/api/applications/summary', headers)).json().data).toEqual({
      total: 2,
      draft: 2,
      pending: 0,
      in_review: 0,
      approved: 0,
      rejected: 0,
    });
    const { headers: agent } = await createSignedInUser(test, { role: 'agent' });
    expect((await call('GET', '/api/applications/summary', agent)).statusCode).toBe(403);
  });
});

describe("a draft's trip dates", () => {
  const toUk = (plannedArrivalDate: string) => ({
    fromCountry: 'FR',
    toCountry: 'GB',
    purpose: 'tourist',
    travelInfo: { plannedArrivalDate },
  });

  it('answer its checklist and fees: the UK ETA for a trip after 2 April 2025, none before it', async () => {
    const { headers } = await createSignedInUser(test);
    const after = (await call('POST', '/api/applications', headers, toUk('2026-12-15'))).json().data;
    const before = (await call('POST', '/api/applications', headers, toUk('2025-03-01'))).json().data;
    const eta = 'Electronic travel authorisation (eTA), linked to this passport';
    expect(after.fees.governmentFee).toEqual({ amount: 1600, currency: 'GBP', isCollected: false });
    expect(after.laterDocuments).toContainEqual(expect.objectContaining({ document: eta, kind: 'issued' }));
    expect(after.authorityQuestions.length).toBeGreaterThan(0);
    expect(before.fees.governmentFee).toBeNull();
    expect(before.laterDocuments.map((item: { document: string }) => item.document)).not.toContain(eta);
    expect(before.authorityQuestions).toEqual([]);
  });

  it('follow a changed arrival date when the draft is saved again', async () => {
    const { headers } = await createSignedInUser(test);
    const { id } = (await call('POST', '/api/applications', headers, toUk('2026-12-15'))).json().data;
    const saved = await call('PUT', `/api/applications/${id}`, headers, toUk('2025-03-01'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.fees.governmentFee).toBeNull();
  });
});
